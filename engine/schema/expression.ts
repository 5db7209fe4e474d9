// Expressions, a shorthand for JSON-logic as templates are for text: where an expression or condition
// stands, a string that starts with "=" is one, e.g.
//   "= row.status == '10' && !row.frozen"
// is `{ "and": [{ "==": [{ "var": "row.status" }, "10"] }, { "!": { "var": "row.frozen" } }] }`.
// Parsed by jsep (a small maintained expression parser) when a screen file is loaded (compile.ts: the
// build, schemas:check, the tests' loaders), so the browser only ever interprets JSON-logic (strict CSP,
// nothing evaluated from text). What may be written: paths from a scope root (`row.a`, `data.lines[0].qty`),
// string, number, true / false / null literals, `! - +` (unary), `* / % + -`, `< <= > >=`, `== != === !==`,
// `&& ||`, `a ? b : c`, lists `[a, b]`, and calls of the interpreter's operators (`max(a, b)`,
// `in(x, ['8', '9'])`, `cat(a, b)`, `missing('a')`). Anything else (another operator, a call of an unknown
// function, `this`) is refused with the expression and what was refused.
import jsep from 'jsep';
import { OPERATOR_NAMES, type Logic } from '../logic';

/** The mark of an expression string. */
export const EXPRESSION_MARK = '=';

export class ExpressionError extends Error {}

const BINARY: Record<string, string> = {
  '==': '==', '!=': '!=', '===': '===', '!==': '!==', '<': '<', '<=': '<=', '>': '>', '>=': '>=',
  '+': '+', '-': '-', '*': '*', '/': '/', '%': '%', '&&': 'and', '||': 'or',
};
const UNARY: Record<string, string> = { '!': '!', '-': '-', '+': '+' };
/** Operators a call may name (not `var`: a path is written as a path). */
const CALLABLE = new Set(OPERATOR_NAMES.filter((op) => /^[a-z_]+$/.test(op) && op !== 'var'));

type Node = jsep.Expression;

/** The dotted path of a member chain (`row.lines[0].qty` -> "row.lines.0.qty"), or undefined. */
function pathOf(node: Node): string | undefined {
  if (node.type === 'Identifier') return String(node.name);
  if (node.type !== 'MemberExpression') return undefined;
  const object = pathOf(node.object as Node);
  if (object === undefined) return undefined;
  const property = node.property as Node;
  if (!node.computed && property.type === 'Identifier') return `${object}.${String(property.name)}`;
  if (node.computed && property.type === 'Literal' && (typeof property.value === 'number' || typeof property.value === 'string')) {
    return `${object}.${String(property.value)}`;
  }
  return undefined;
}

function toLogic(node: Node, text: string): Logic {
  const refuse = (what: string): never => {
    throw new ExpressionError(`expression "${text}": ${what}`);
  };
  switch (node.type) {
    case 'Literal':
      return node.value as Logic;
    case 'Identifier':
    case 'MemberExpression': {
      const path = pathOf(node);
      return path === undefined ? refuse('a computed member is not a path (write one such as row.lines[0].qty)') : { var: path };
    }
    case 'UnaryExpression': {
      const op = UNARY[String(node.operator)] ?? refuse(`unknown operator "${String(node.operator)}"`);
      const arg = toLogic(node.argument as Node, text);
      return op === '!' ? { '!': arg } : { [op]: [arg] };
    }
    case 'BinaryExpression': {
      const op = BINARY[String(node.operator)] ?? refuse(`unknown operator "${String(node.operator)}"`);
      const left = toLogic(node.left as Node, text);
      const right = toLogic(node.right as Node, text);
      // a && b && c is one "and" of three, as it would be written by hand.
      const flat = (x: Logic) => (op === 'and' || op === 'or') && x && typeof x === 'object' && !Array.isArray(x) && op in x ? ((x as Record<string, Logic[]>)[op] ?? []) : [x];
      return { [op]: [...flat(left), ...flat(right)] };
    }
    case 'ConditionalExpression':
      return { if: [toLogic(node.test as Node, text), toLogic(node.consequent as Node, text), toLogic(node.alternate as Node, text)] };
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).map((e) => (e ? toLogic(e, text) : null));
    case 'CallExpression': {
      const callee = node.callee as Node;
      const name = callee.type === 'Identifier' ? String(callee.name) : '';
      if (!CALLABLE.has(name)) return refuse(name ? `unknown operator "${name}" (calls name the interpreter's operators: ${[...CALLABLE].join(', ')})` : 'a call of a computed function');
      return { [name]: (node.arguments as Node[]).map((a) => toLogic(a, text)) };
    }
    default:
      return refuse(`${String(node.type)} is not allowed`);
  }
}

/** Is this string an expression (starts with "=")? */
export const isExpression = (text: string): boolean => text.startsWith(EXPRESSION_MARK);

/** The JSON-logic of an expression string ("= ..."); throws ExpressionError when it cannot be read. */
export function compileExpression(text: string): Logic {
  const body = text.slice(EXPRESSION_MARK.length).trim();
  if (!body) throw new ExpressionError(`expression "${text}" is empty`);
  let ast: Node;
  try {
    ast = jsep(body);
  } catch (e) {
    throw new ExpressionError(`expression "${text}" cannot be read: ${(e as Error).message}`);
  }
  return toLogic(ast, text);
}
