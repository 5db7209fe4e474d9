// A small JSON-logic interpreter (jsonlogic.com semantics for the operators we keep). Conditions and
// mappings in screen files are data; they are walked here, never turned into code: the app runs under a
// Content-Security-Policy without 'unsafe-eval', so eval and new Function are out of the question.
import { OPERATORS, type Operator } from './operators';

import type { Logic, Scope } from './types';
import { truthy } from './path';

export type { Logic, Scope };

export const isLogicObject = (v: unknown): v is Record<string, Logic> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1;

/** The operator of an expression object, or undefined for literals. */
export const operatorOf = (v: unknown): string | undefined => (isLogicObject(v) ? Object.keys(v)[0] : undefined);

export class LogicError extends Error {}

/** Evaluates an expression against the scope. Unknown operators throw (the checker reports them first). */
export function evaluate(logic: Logic | undefined, scope: Scope): unknown {
  if (Array.isArray(logic)) return logic.map((item) => evaluate(item, scope));
  if (!isLogicObject(logic)) return logic;
  const op = operatorOf(logic)!;
  const impl: Operator | undefined = Object.prototype.hasOwnProperty.call(OPERATORS, op) ? OPERATORS[op] : undefined;
  if (!impl) throw new LogicError(`未知的条件运算符：${op}`);
  const raw = logic[op];
  const args: Logic[] = Array.isArray(raw) ? raw : [raw as Logic];
  return impl(args, scope, evaluate);
}

/** Evaluates a condition to a boolean. An absent condition is `fallback` (true for "visible"). */
export function test(logic: Logic | undefined, scope: Scope, fallback = true): boolean {
  if (logic === undefined) return fallback;
  return truthy(evaluate(logic, scope));
}
