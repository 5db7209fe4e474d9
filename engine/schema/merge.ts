// Strategic merge: how a layer changes a screen without copying it. Two callers: a screen file built on a
// fragment (compose.ts, at build time) and a tenant layer (engine/access, at run time). Objects merge key by
// key; scalars replace; null deletes. Arrays of items with an identity (id, field or name) merge item by
// item: a patch item updates its match, `"$replace": true` puts it in place of its match whole,
// `"$remove": true` removes its match, `"$before"`/`"$after"` place a new one, and unmatched new items are
// appended. Arrays without identities are replaced.
//
// A patch that points nowhere (removes or replaces an item, or deletes a key, that is not there; places
// an item next to one that is not there) changes nothing; when `miss` is given it is told, with the JSON
// pointer of the patch's part, so a screen's overrides are checked (schemas:check).

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const IDENTITY = ['id', 'field', 'name'] as const;
const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/** Told of each part of a patch that points nowhere: its JSON pointer (in the patch) and why. */
export type MergeMiss = (pointer: string, message: string) => void;

export const identityOf = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v; // a bare field name (raw screens)
  if (!isRec(v)) return undefined;
  for (const k of IDENTITY) if (typeof v[k] === 'string') return `${v[k] as string}`;
  return undefined;
};

function mergeArray(target: unknown[], patch: unknown[], at: string, miss?: MergeMiss): unknown[] {
  if (!patch.every((p) => identityOf(p) !== undefined)) return patch;
  const out = [...target];
  patch.forEach((p, i) => {
    const here = `${at}/${i}`;
    const id = identityOf(p)!;
    const found = out.findIndex((t) => identityOf(t) === id);
    const { $remove, $replace, $before, $after, ...rest } = (isRec(p) ? p : { field: p }) as Rec;
    if ($remove === true || $replace === true) {
      if (found < 0) miss?.(here, `"${id}" is not in the base: nothing to ${$remove === true ? 'remove' : 'replace'}`);
      else if ($remove === true) out.splice(found, 1);
      else out[found] = rest;
      return;
    }
    if (found >= 0) {
      // A bare name matching a bare name changes nothing (and stays bare, as written).
      if (typeof p !== 'string') out[found] = mergeAt(isRec(out[found]) ? out[found] : { field: out[found] }, rest, here, miss);
      return;
    }
    const anchor = typeof $before === 'string' ? $before : typeof $after === 'string' ? $after : undefined;
    const anchorAt = anchor === undefined ? -1 : out.findIndex((t) => identityOf(t) === anchor);
    if (anchor !== undefined && anchorAt < 0) miss?.(`${here}/${$before !== undefined ? '$before' : '$after'}`, `"${anchor}" is not in the base: nothing to place "${id}" next to`);
    if (anchorAt < 0) out.push(rest);
    else out.splice(typeof $before === 'string' ? anchorAt : anchorAt + 1, 0, rest);
  });
  return out;
}

function mergeAt<T>(target: T, patch: unknown, at: string, miss?: MergeMiss): T {
  if (!isRec(patch)) return patch as T;
  const base: Rec = isRec(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    const here = `${at}/${esc(key)}`;
    if (value === null) {
      if (!(key in base)) miss?.(here, `"${key}" is not in the base: nothing to delete`);
      delete base[key];
    } else if (Array.isArray(value) && Array.isArray(base[key])) base[key] = mergeArray(base[key] as unknown[], value, here, miss);
    else if (isRec(value) && isRec(base[key])) base[key] = mergeAt(base[key], value, here, miss);
    else base[key] = value;
  }
  return base as T;
}

/** `target` with `patch` merged over it (neither is changed). `at`: the patch's own JSON pointer. */
export function mergePatch<T>(target: T, patch: unknown, miss?: MergeMiss, at = ''): T {
  return mergeAt(target, patch, at, miss);
}
