// One button of a screen: hidden or disabled by its conditions (evaluated against the scope), and
// running its action when clicked. Rights and the disable list were applied before render. A row
// action's confirmation (删除, 上架 ...) is a popconfirm beside its button, not a modal (Ant Design Pro's
// tables); it shows a spinner while its call runs.
import { useState } from 'react';
import { test } from '../../logic/evaluate';
import type { Scope } from '../../logic/types';
import type { Action } from '../../schema/types';
import { Button, type ButtonTone } from '../../ui/Button';
import { Popconfirm } from '../../ui/Popconfirm';
import { useActionRunner } from './use-action-runner';

export interface ActionButtonProps {
  action: Action;
  scope: Scope;
  /** Extra reason to disable (a batch action with no selection). */
  disabled?: boolean;
  /** Replaces running the action (form submit validates first). */
  onRun?: (action: Action) => Promise<unknown> | void;
  /** A row action: its confirmation is a popconfirm at the button. */
  inline?: boolean;
  /** Told when the action's work starts and ends (after any confirmation): a list shows batch progress. */
  onBusy?: (busy: boolean) => void;
}

export function ActionButton({ action, scope, disabled, onRun, inline, onBusy }: ActionButtonProps) {
  const run = useActionRunner();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<{ message: string; answer: (ok: boolean) => void } | null>(null);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  if (!test(action.access?.visible, scope, true)) return null;
  const off = disabled || test(action.access?.disabled, scope, false);
  const tone: ButtonTone = action.tone === 'link' ? 'link' : action.tone ?? 'default';
  return (
    <>
      <Button
        ref={setButton}
        tone={tone}
        disabled={off}
        loading={busy}
        data-action={action.id}
        aria-expanded={inline && action.confirm !== undefined ? !!asking : undefined}
        onClick={async () => {
          setBusy(true);
          try {
            const confirm = inline ? (message: string) => new Promise<boolean>((answer) => setAsking({ message, answer })) : undefined;
            await (onRun ? onRun(action) : run(action, scope, { ...(confirm ? { confirm } : {}), ...(onBusy ? { onCall: () => onBusy(true) } : {}) }));
          } finally {
            setBusy(false);
            onBusy?.(false);
          }
        }}
      >
        {action.label}
      </Button>
      <Popconfirm
        anchor={button}
        open={!!asking}
        message={asking?.message ?? ''}
        onAnswer={(ok) => {
          asking?.answer(ok);
          setAsking(null);
        }}
      />
    </>
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
