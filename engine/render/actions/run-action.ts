// What an action does, in order: ask (confirm, then prompt for a text), call (catalogue key + payload), then its steps: open,
// navigate, then[] (reload, close, back, message, navigate, open, effect, set); when the call fails, its
// failed[] steps (scope `error`: code and msg) after the failure is shown. Pure of React: the renderer
// hands in the effects, tests can drive it directly.
import { evaluate } from '../../logic/evaluate';
import type { Scope } from '../../logic/types';
import type { Action, ActionPrompt, NavigateTarget, Step } from '../../schema/types';
import type { NavigateTo } from '../context';
import { mapValues } from '../scope';

export interface ActionEffects {
  call(key: string, payload: unknown): Promise<unknown>;
  confirm(message: string): Promise<boolean>;
  /** Asks for a text (action.prompt); null when the user cancels. */
  prompt(request: ActionPrompt): Promise<string | null>;
  reload(): void;
  close(): void;
  navigate(to: NavigateTo): void;
  open(dialog: string, values: Record<string, unknown>): void;
  message(text: string, tone: 'success' | 'info' | 'warning' | 'error'): void;
  /** An app effect by name; a rejection stops the steps after it. */
  effect(name: string, values: Record<string, unknown>, scope: Scope): Promise<unknown> | unknown;
  /** Sets values of the nearest page state. */
  set(values: Record<string, unknown>): void;
  /** A failed call or effect: shown (unless handled) by the caller of runAction. */
  failed(error: unknown): void;
}

export type ActionOutcome = 'done' | 'cancelled' | 'failed';

const text = (v: unknown, scope: Scope): string => (typeof v === 'string' ? v : String(evaluate(v as never, scope) ?? ''));

export function navigateTo(target: NavigateTarget, scope: Scope): NavigateTo {
  return {
    ...(target.route ? { name: target.route } : {}),
    ...(target.path ? { path: target.path } : {}),
    ...(target.params ? { params: mapValues(target.params, scope) } : {}),
    ...(target.query ? { query: mapValues(target.query, scope) } : {}),
    ...(target.replace ? { replace: true } : {}),
  };
}

/** The payload: form values, the row or nothing (payloadFrom), then the payload mapping over it. */
export function buildPayload(action: Action, scope: Scope, defaultFrom: 'form' | 'row' | 'none' = 'none'): Record<string, unknown> {
  const from = action.payloadFrom ?? defaultFrom;
  const base = from === 'form' ? scope.form : from === 'row' ? scope.row : undefined;
  return { ...(base && typeof base === 'object' ? (base as Record<string, unknown>) : {}), ...mapValues(action.payload, scope) };
}

export function stepsOf(action: Action): Step[] {
  return [
    ...(action.open ? [{ open: action.open, ...(action.with ? { with: action.with } : {}) }] : []),
    ...(action.navigate ? [{ navigate: action.navigate }] : []),
    ...(action.then ?? []),
  ];
}

/** Runs the steps in order; an effect that fails is reported and ends the run ('failed'). */
export async function runSteps(steps: Step[], scope: Scope, fx: ActionEffects): Promise<'done' | 'failed'> {
  for (const step of steps) {
    if (step === 'reload') fx.reload();
    else if (step === 'close') fx.close();
    else if (step === 'back') fx.navigate({ back: true });
    else if ('message' in step) fx.message(text(step.message, scope), step.tone ?? 'success');
    else if ('navigate' in step) fx.navigate(navigateTo(step.navigate, scope));
    else if ('open' in step) fx.open(step.open, mapValues(step.with, scope));
    else if ('set' in step) fx.set(mapValues(step.set, scope));
    else if ('effect' in step) {
      try {
        await fx.effect(step.effect, mapValues(step.with, scope), scope);
      } catch (error) {
        fx.failed(error);
        return 'failed';
      }
    }
  }
  return 'done';
}

/** What `failed` steps see of a failed call: its code and message (CallError), nothing else. */
function errorScope(error: unknown): { code: string; msg: string } {
  const e = (error ?? {}) as { code?: unknown; msg?: unknown; message?: unknown };
  return { code: typeof e.code === 'string' ? e.code : '', msg: typeof e.msg === 'string' ? e.msg : typeof e.message === 'string' ? e.message : '' };
}

export async function runAction(
  action: Action,
  scope: Scope,
  fx: ActionEffects,
  options: { payloadFrom?: 'form' | 'row' | 'none' } = {},
): Promise<ActionOutcome> {
  if (action.confirm !== undefined && !(await fx.confirm(text(action.confirm, scope)))) return 'cancelled';
  // A prompt (冻结原因) is asked after the confirmation and goes into the payload under its field.
  let asked: Record<string, string> = {};
  if (action.prompt) {
    const answer = await fx.prompt(action.prompt);
    if (answer === null) return 'cancelled';
    asked = { [action.prompt.field]: answer };
  }
  let result: unknown;
  if (action.call) {
    try {
      result = await fx.call(action.call, { ...buildPayload(action, scope, options.payloadFrom), ...asked });
    } catch (error) {
      fx.failed(error);
      if (action.failed?.length) await runSteps(action.failed, { ...scope, error: errorScope(error) }, fx);
      return 'failed';
    }
  }
  return runSteps(stepsOf(action), { ...scope, result }, fx);
}
