// Strategic merge: how a tenant layer changes a screen without copying it. Objects merge key by key;
// scalars replace; null deletes. Arrays of items with an identity (id, field or name) merge item by
// item: a patch item updates its match, `"$remove": true` removes it, `"$before"`/`"$after"` place a new
// one, and unmatched new items are appended. Arrays without identities are replaced.

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const IDENTITY = ['id', 'field', 'name'] as const;

const identityOf = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v; // a bare field name (raw screens)
  if (!isRec(v)) return undefined;
  for (const k of IDENTITY) if (typeof v[k] === 'string') return `${v[k] as string}`;
  return undefined;
};

function mergeArray(target: unknown[], patch: unknown[]): unknown[] {
  if (!patch.every((p) => identityOf(p) !== undefined)) return patch;
  const out = [...target];
  for (const p of patch) {
    const id = identityOf(p)!;
    const at = out.findIndex((t) => identityOf(t) === id);
    const { $remove, $before, $after, ...rest } = (isRec(p) ? p : { field: p }) as Rec;
    if ($remove === true) {
      if (at >= 0) out.splice(at, 1);
      continue;
    }
    if (at >= 0) {
      out[at] = mergePatch(isRec(out[at]) ? out[at] : { field: out[at] }, rest);
      continue;
    }
    const anchor = typeof $before === 'string' ? $before : typeof $after === 'string' ? $after : undefined;
    const anchorAt = anchor === undefined ? -1 : out.findIndex((t) => identityOf(t) === anchor);
    if (anchorAt < 0) out.push(rest);
    else out.splice(typeof $before === 'string' ? anchorAt : anchorAt + 1, 0, rest);
  }
  return out;
}

export function mergePatch<T>(target: T, patch: unknown): T {
  if (!isRec(patch)) return patch as T;
  const base: Rec = isRec(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete base[key];
    else if (Array.isArray(value) && Array.isArray(base[key])) base[key] = mergeArray(base[key] as unknown[], value);
    else if (isRec(value) && isRec(base[key])) base[key] = mergePatch(base[key], value);
    else base[key] = value;
  }
  return base as T;
}
