// The one layout of screen files (scripts/format-schemas.ts): two-space indents; an object or array on
// one line (`{ "a": 1 }`, `[1, 2]`) when that line fits in WIDTH columns, else one entry a line.
// Deterministic: the same value always gives the same text, whatever its layout before.

export const WIDTH = 140;

const inline = (v: unknown): string => {
  if (Array.isArray(v)) return v.length ? `[${v.map(inline).join(', ')}]` : '[]';
  if (v && typeof v === 'object') {
    const entries = Object.entries(v);
    return entries.length ? `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(v);
};

/** `v` laid out at `indent`, the line so far being `lead` columns wide and followed by `tail` columns. */
function layout(v: unknown, indent: string, lead: number, tail: number): string {
  const one = inline(v);
  if (lead + one.length + tail <= WIDTH || !v || typeof v !== 'object') return one;
  const inner = `${indent}  `;
  if (Array.isArray(v)) {
    const items = v.map((x, i) => `${inner}${layout(x, inner, inner.length, i < v.length - 1 ? 1 : 0)}`);
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(v);
  const lines = entries.map(([k, x], i) => {
    const key = `${JSON.stringify(k)}: `;
    return `${inner}${key}${layout(x, inner, inner.length + key.length, i < entries.length - 1 ? 1 : 0)}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

export const formatJson = (value: unknown): string => `${layout(value, '', 0, 0)}\n`;
