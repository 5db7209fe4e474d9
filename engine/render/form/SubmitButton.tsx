// A form's submit button: disabled while its access.disabled holds, read live from the form, its sources
// and computed values (提交订单 while the quote holds no goods).
import { useMemo } from 'react';
import { test } from '../../logic/evaluate';
import type { Action } from '../../schema/types';
import { Button } from '../../ui/Button';
import { formScope, storeKeysOf, useStoreVersion } from './live/live-scope';
import { useFormRuntime } from './use-field';

export function SubmitButton({ action }: { action: Action }) {
  const rt = useFormRuntime();
  const condition = action.access?.disabled;
  const keys = useMemo(() => storeKeysOf([condition], rt.computed), [condition, rt.computed]);
  useStoreVersion(rt.store, keys);
  const off = condition !== undefined && test(condition, formScope(rt.store, rt.scope, rt.computed), false);
  return (
    <Button type="submit" tone={action.tone === 'link' ? 'link' : action.tone ?? 'primary'} data-action={action.id} disabled={off}>
      {action.label}
    </Button>
  );
}
