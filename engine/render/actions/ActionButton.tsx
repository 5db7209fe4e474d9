// One button of a screen: hidden or disabled by its conditions (evaluated against the scope), and
// running its action when clicked. Rights and the disable list were applied before render.
import { useState } from 'react';
import { test } from '../../logic/evaluate';
import type { Scope } from '../../logic/types';
import type { Action } from '../../schema/types';
import { Button, type ButtonTone } from '../../ui/Button';
import { useActionRunner } from './use-action-runner';

export interface ActionButtonProps {
  action: Action;
  scope: Scope;
  /** Extra reason to disable (a batch action with no selection). */
  disabled?: boolean;
  /** Replaces running the action (form submit validates first). */
  onRun?: (action: Action) => Promise<unknown> | void;
}

export function ActionButton({ action, scope, disabled, onRun }: ActionButtonProps) {
  const run = useActionRunner();
  const [busy, setBusy] = useState(false);
  if (!test(action.access?.visible, scope, true)) return null;
  const off = disabled || test(action.access?.disabled, scope, false);
  const tone: ButtonTone = action.tone === 'link' ? 'link' : action.tone ?? 'default';
  return (
    <Button
      tone={tone}
      disabled={off}
      loading={busy}
      data-action={action.id}
      onClick={async () => {
        setBusy(true);
        try {
          await (onRun ? onRun(action) : run(action, scope));
        } finally {
          setBusy(false);
        }
      }}
    >
      {action.label}
    </Button>
  );
}

export function ActionBar({ actions, scope, className = 'scpr-toolbar' }: { actions: Action[] | undefined; scope: Scope; className?: string }) {
  if (!actions?.length) return null;
  return (
    <div className={className}>
      {actions.map((a) => (
        <ActionButton key={a.id ?? a.label} action={a} scope={scope} />
      ))}
    </div>
  );
}
