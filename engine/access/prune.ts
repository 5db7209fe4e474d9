// Steps 2 and 3 of the access pipeline on a screen: every element (block, section, field, column,
// filter, action, dialog) whose access fails is removed. The disable list (contorValue) removes any
// element whose permission name is in it; the permission prune removes elements whose right the user
// does not hold. Conditions (visible/disabled) stay: they are evaluated at render time.
import type { Access } from '../schema/types';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

export type AccessTest = (access: Access) => boolean;

/** Keys that hold data, not structure: never descended into. */
const OPAQUE = new Set(['params', 'payload', 'with', 'query', 'props', 'defaults', 'default', 'visible', 'disabled', 'confirm', 'options', 'tones', 'permissions', 'route']);

export function pruneTree<T>(node: T, keep: AccessTest): T {
  const visit = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.filter((x) => !isRec(x) || !isRec(x.access) || keep(x.access as Access)).map(visit);
    if (!isRec(v)) return v;
    const out: Rec = {};
    for (const [k, x] of Object.entries(v)) {
      if (OPAQUE.has(k)) out[k] = x;
      else if (isRec(x) && isRec(x.access) && k !== 'access' && !keep(x.access as Access)) continue;
      else if (k === 'dialogs' && isRec(x)) {
        out[k] = Object.fromEntries(
          Object.entries(x)
            .filter(([, d]) => !(isRec(d) && isRec(d.body) && isRec(d.body.access) && !keep(d.body.access as Access)))
            .map(([name, d]) => [name, visit(d)]),
        );
      } else out[k] = visit(x);
    }
    return out;
  };
  return visit(node) as T;
}

/** The disable-list test: the element's disableKey (or permission) must not be in the list. */
export const notDisabled =
  (disabled: ReadonlySet<string>): AccessTest =>
  (a) => {
    const key = a.disableKey ?? a.permission;
    return key === undefined || !disabled.has(key);
  };

/** The permission test: the element's permission must be held (as a button right or a route name). */
export const permitted =
  (held: ReadonlySet<string>): AccessTest =>
  (a) =>
    a.permission === undefined || held.has(a.permission);
