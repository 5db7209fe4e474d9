// Binds runAction to the engine context and the layer an action stands in.
import { useCallback } from 'react';
import type { Scope } from '../../logic/types';
import type { Action } from '../../schema/types';
import { useEngine } from '../context';
import { useDialogOpener, useLayer } from '../hosts/layer';
import { useStateSetter } from '../hosts/state';
import { useReportError } from '../hooks/use-report-error';
import { runAction, type ActionEffects, type ActionOutcome } from './run-action';

export type RunAction = (
  action: Action,
  scope: Scope,
  options?: { payloadFrom?: 'form' | 'row' | 'none'; confirm?: (message: string) => Promise<boolean>; onCall?: () => void },
) => Promise<ActionOutcome>;

export function useActionEffects(): ActionEffects {
  const engine = useEngine();
  const layer = useLayer();
  const dialogs = useDialogOpener();
  const report = useReportError();
  const setState = useStateSetter();
  return {
    call: engine.call,
    confirm: dialogs.confirm,
    prompt: dialogs.prompt,
    reload: layer.reload,
    close: layer.close,
    navigate: engine.navigate,
    open: (name, values) => dialogs.open(name, values, { reload: layer.reload }),
    message: (text, tone) => engine.toast.show(text, tone),
    effect: (name, values, scope) => {
      const handler = engine.effects?.[name];
      if (!handler) throw { code: 'ENGINE', msg: `未注册的操作：${name}` };
      return handler({ values, result: scope.result, scope });
    },
    set: setState,
    failed: report,
  };
}

export function useActionRunner(): RunAction {
  const fx = useActionEffects();
  // The effects object changes with its contexts; the runner is cheap to rebuild.
  // A row action asks at its button (popconfirm) instead of the dialog host.
  return useCallback((action, scope, options) => runAction(action, scope, options?.confirm ? { ...fx, confirm: options.confirm } : fx, options), [fx]);
}
