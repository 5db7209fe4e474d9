// Text templates, a shorthand for JSON-logic: `"¥${row.minPrice}/${row.unitNm}"` is
// `{ "cat": ["¥", { "var": "row.minPrice" }, "/", { "var": "row.unitNm" }] }`. Only paths go between
// `${` and `}` (no operators, no code: the app runs under a strict CSP and conditions stay data);
// `$${` writes a literal `${`. Compiled once, when a screen file is loaded (compile.ts): by the build,
// by schemas:check and by the screen registry, so all three read the same logic.
// The output never holds the two characters `${` in one string (an escaped `${` is split into "…$" and
// "{…"), so compiling compiled logic changes nothing.
import type { Logic } from '../logic';

/** A var path: dotted names or indexes, starting with a name (a scope root: row, query, session ...). */
const PATH = /^[A-Za-z_][\w]*(?:\.[\w]+)*$/;

export class TemplateError extends Error {}

/** The logic of one text: the text itself when it holds no `${`; throws TemplateError when malformed. */
export function compileTemplate(text: string): Logic {
  if (!text.includes('${')) return text;
  const parts: Logic[] = [];
  let lit = '';
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('$${', i)) {
      parts.push(`${lit}$`);
      lit = '{';
      i += 3;
    } else if (text.startsWith('${', i)) {
      const end = text.indexOf('}', i + 2);
      if (end < 0) throw new TemplateError(`template "${text}": "\${" at character ${i + 1} is not closed with "}" (write "$\${" for a literal "\${")`);
      const path = text.slice(i + 2, end).trim();
      if (!path) throw new TemplateError(`template "${text}": empty "\${}" at character ${i + 1}`);
      if (!PATH.test(path)) throw new TemplateError(`template "${text}": "\${${path}}" is not a path; write a path such as \${row.minPrice}, or JSON-logic for anything more`);
      if (lit) parts.push(lit);
      lit = '';
      parts.push({ var: path });
      i = end + 1;
    } else {
      lit += text[i];
      i += 1;
    }
  }
  if (lit) parts.push(lit);
  return { cat: parts };
}

const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/** Compiles every text in an expression (inside operators too); errors carry the pointer below `pointer`. */
export function compileLogic(node: unknown, pointer: string, errors: { pointer: string; message: string }[]): unknown {
  if (typeof node === 'string') {
    try {
      return compileTemplate(node);
    } catch (e) {
      if (!(e instanceof TemplateError)) throw e;
      errors.push({ pointer, message: e.message });
      return node;
    }
  }
  if (Array.isArray(node)) return node.map((x, i) => compileLogic(x, `${pointer}/${i}`, errors));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, compileLogic(v, `${pointer}/${esc(k)}`, errors)]));
  }
  return node;
}
