// Text templates, a shorthand for JSON-logic: `"¥${row.minPrice}/${row.unitNm}"` is
// `{ "cat": ["¥", { "var": "row.minPrice" }, "/", { "var": "row.unitNm" }] }`. Only paths go between
// `${` and `}` (no operators, no code: the app runs under a strict CSP and conditions stay data);
// `$${` writes a literal `${`. Compiled once, when a screen file is loaded (compile.ts): by the build,
// by schemas:check and by the screen registry, so all three read the same logic.
// The output never holds the two characters `${` in one string (an escaped `${` is split into "…$" and
// "{…"), so compiling compiled logic changes nothing.
import type { Logic } from '../logic';
import { compileExpression, ExpressionError, isExpression } from './expression';

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
      if (!PATH.test(path)) throw new TemplateError(`template "${text}": "\${${path}}" is not a path; write a path such as \${row.minPrice}, or an expression ("= ...") for anything more`);
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

/** An expression string's logic; a text it yields may not start with "=" (compiling again would read it). */
function expressionLogic(text: string): Logic {
  const logic = compileExpression(text);
  JSON.stringify(logic, (_k, v: unknown) => {
    if (typeof v === 'string' && isExpression(v)) throw new ExpressionError(`expression "${text}": a text may not start with "=" ("${v}")`);
    return v;
  });
  return logic;
}

/** Compiles every text in an expression (inside operators too): "= ..." strings are expressions
 * (expression.ts), others text templates; errors carry the pointer below `pointer`. */
export function compileLogic(node: unknown, pointer: string, errors: { pointer: string; message: string }[], expressions?: string[]): unknown {
  if (typeof node === 'string') {
    try {
      if (!isExpression(node)) return compileTemplate(node);
      expressions?.push(pointer);
      return expressionLogic(node);
    } catch (e) {
      if (!(e instanceof TemplateError) && !(e instanceof ExpressionError)) throw e;
      errors.push({ pointer, message: e.message });
      return node;
    }
  }
  if (Array.isArray(node)) return node.map((x, i) => compileLogic(x, `${pointer}/${i}`, errors, expressions));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, compileLogic(v, `${pointer}/${esc(k)}`, errors, expressions)]));
  }
  return node;
}
