// The totals under a form (商品金额, 运费, 优惠, 应付总额): label and value pairs computed live from the
// form, its sources and its computed values, shown with a value type (money by default). What the user
// sees is a preview: the server recomputes every amount and is the authority.
import './live.css';
import { useMemo } from 'react';
import type { SummaryItem } from '../../../schema/types';
import { evaluate } from '../../../logic/evaluate';
import { useEngine } from '../../context';
import { compileValue } from '../../value-types/ValueView';
import { useFormRuntime } from '../use-field';
import { formScope, storeKeysOf, useStoreVersion } from './live-scope';
import { test } from '../../../logic/evaluate';

/** `row`: the item whose totals these are (the `groups` widget), read by the expressions as scope `row`. */
export function FormSummary({ items, row, label = '合计' }: { items: readonly SummaryItem[]; row?: Record<string, unknown>; label?: string }) {
  const rt = useFormRuntime();
  const engine = useEngine();
  const keys = useMemo(() => storeKeysOf(items.flatMap((i) => [i.value, i.visible]), rt.computed), [items, rt.computed]);
  useStoreVersion(rt.store, keys);
  const shows = useMemo(
    () => items.map((i) => compileValue({ field: i.label, valueType: i.valueType ?? 'money' }, i.unit ? { 'x-unit': i.unit } : undefined, i.label, engine)),
    [items, engine],
  );
  const scope = formScope(rt.store, rt.scope, rt.computed, row ? { row } : {});
  return (
    <dl className="scpr-summary" aria-label={label}>
      {items.map((item, i) =>
        test(item.visible, scope, true) ? (
          <div key={item.id ?? item.label} className={item.strong ? 'scpr-summary__row scpr-summary__row--strong' : 'scpr-summary__row'} data-summary={item.id ?? item.label}>
            <dt>{item.label}</dt>
            <dd>{shows[i]!(evaluate(item.value, scope), scope)}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
