// The scope expressions read: route params, query, session, and whatever the enclosing block adds
// (data, row, selection, form, dialog, result). Blocks extend it; nobody mutates it.
import { createContext, useContext } from 'react';
import { evaluate } from '../logic/evaluate';
import type { Scope } from '../logic/types';
import type { Mapping } from '../schema/types';

const ScopeCtx = createContext<Scope>({});
export const ScopeProvider = ScopeCtx.Provider;
export const useScope = (): Scope => useContext(ScopeCtx);

/** Evaluates a mapping; entries that come out undefined, null or '' are left out of the result. */
export function mapValues(mapping: Mapping | undefined, scope: Scope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, expr] of Object.entries(mapping ?? {})) {
    const v = evaluate(expr, scope);
    if (v !== undefined && v !== null && v !== '') out[key] = v;
  }
  return out;
}
