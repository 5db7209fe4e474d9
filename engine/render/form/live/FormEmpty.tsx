// A form with nothing to work on (a checkout with nothing ticked): while the form's `empty.when` holds, an
// empty state with its text and buttons stands in place of the form, so the user is told what to do
// instead of being shown a form that can only fail. Drawn again when what the condition reads changes
// (form values, sources); the form's sources keep running behind it.
import { useMemo, type ReactNode } from 'react';
import { test } from '../../../logic/evaluate';
import type { FormBody } from '../../../schema/types';
import { Empty } from '../../../ui/Empty';
import { ActionBar } from '../../actions/ActionButton';
import { BlockTitle } from '../../BlockTitle';
import { useFormRuntime } from '../use-field';
import { formScope, storeKeysOf, useStoreVersion } from './live-scope';

export function FormEmpty({ empty, title, children }: { empty: FormBody['empty']; title?: string; children: ReactNode }) {
  const rt = useFormRuntime();
  const keys = useMemo(() => storeKeysOf([empty?.when], rt.computed), [empty, rt.computed]);
  useStoreVersion(rt.store, keys);
  if (!empty) return children;
  const scope = formScope(rt.store, rt.scope, rt.computed);
  if (!test(empty.when, scope, false)) return children;
  // In the form's own box, so the page keeps its shape.
  return (
    <section className="scpr-form" aria-label={title}>
      <BlockTitle title={title} />
      <Empty description={empty.text}>
        <ActionBar actions={empty.actions} scope={scope} />
      </Empty>
    </section>
  );
}
