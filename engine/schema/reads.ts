// The calls a screen reads with: the `call` of every data source and of every option list (filters,
// selects), at any depth. The tenant admin's preview as a role sends exactly these through the server's
// preview call, and the server answers only these for that screen (api/server/modules/tntcfg/preview.ts).
type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

export function screenReads(node: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => screenReads(n, out));
  else if (isRec(node)) {
    for (const [k, v] of Object.entries(node)) {
      if ((k === 'data' || k === 'options') && isRec(v) && typeof v.call === 'string') out.add(v.call);
      screenReads(v, out);
    }
  }
  return out;
}
