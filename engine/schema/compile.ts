// From a screen file as written to the screen the engine runs: fragments are resolved (compose.ts: `$use`
// and its overrides, when the loader hands the fragments in), text templates become JSON-logic
// (template.ts) and compact route aliases full routes (engine/validation/route-alias.ts). Pure and
// idempotent, run wherever a screen file is loaded as written: the build (engine/build: each screen chunk and its
// manifest), schemas:check (engine/build/load-files.ts) and the screen registry at run time, so all
// three see the same screen. Errors carry the JSON pointer of what the author wrote.
import { expandAlias, type AliasPart, type RoutePart } from '../validation/route-alias';
import { composeScreen, type FragmentSource } from './compose';
import { compileLogic } from './template';
import { walkScreen } from './walk';

export interface CompileError {
  pointer: string;
  message: string;
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const unesc = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** Replaces the value at a JSON pointer (which exists) in a tree of plain objects and arrays. */
function setAt(root: unknown, pointer: string, value: unknown): void {
  const keys = pointer.split('/').slice(1).map(unesc);
  const last = keys.pop()!;
  let node = root as Rec;
  for (const k of keys) node = node[k] as Rec;
  node[last] = value;
}

/** The compiled screen, its errors, and the JSON pointers of the expressions ("= ...") it was written with. */
export function compileScreen<T>(json: T, fragments?: FragmentSource): { json: T; errors: CompileError[]; expressions: string[] } {
  const composed = composeScreen(json, fragments);
  const errors: CompileError[] = [...composed.errors];
  const found: string[] = [];
  if (!isRec(composed.json)) return { json: composed.json, errors, expressions: found };
  const out = structuredClone(composed.json) as Rec;
  const expressions: { pointer: string; node: unknown }[] = [];
  walkScreen(out, (v) => {
    if (v.type === 'logic') expressions.push({ pointer: v.pointer, node: v.node });
  });
  for (const { pointer, node } of expressions) {
    const compiled = compileLogic(node, pointer, errors, found);
    if (compiled !== node) setAt(out, pointer, compiled);
  }
  if (isRec(out.route) && Array.isArray(out.aliases)) {
    const route = out.route as RoutePart;
    out.aliases = out.aliases.map((a) => (isRec(a) ? expandAlias(route, a as AliasPart) : a));
  }
  return { json: out as T, errors, expressions: found };
}
