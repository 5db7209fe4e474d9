// Composed screens: any object of a screen file may build on a fragment (schemas/fragments/<name>.json)
// with `"$use": "<name>"`; its other keys are overrides, merged over the fragment strategically
// (merge.ts: objects key by key, items of lists by id / field / name; `$replace`, `$remove`, `$before`,
// `$after`, null deletes). A whole screen is written as a base and thin sides (the order detail seen by
// seller, buyer and platform: one fragment, three files saying what differs), a small piece once for all
// (the order status colours).
//
// Resolved when a file is loaded (the build, schemas:check, the tests' loaders), never in the browser:
// built chunks hold the composed screen. An unknown fragment, a fragment that uses itself, and an override
// that points nowhere are errors with the JSON pointer of what the author wrote.
import { mergePatch } from './merge';

export interface ComposeError {
  pointer: string;
  message: string;
}

/** A fragment's content by name, or undefined when there is none. */
export type FragmentSource = (name: string) => unknown;

export const USE = '$use';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

/** Does this tree use any fragment? (Built screens do not: composing them changes nothing.) */
export function usesFragments(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(usesFragments);
  if (!isRec(node)) return false;
  return USE in node || Object.values(node).some(usesFragments);
}

/** The tree with every `$use` resolved; errors carry JSON pointers into the tree as written. */
export function composeScreen<T>(json: T, fragments: FragmentSource | undefined): { json: T; errors: ComposeError[] } {
  const errors: ComposeError[] = [];
  if (!usesFragments(json)) return { json, errors };
  const resolve = (node: unknown, pointer: string, using: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((x, i) => resolve(x, `${pointer}/${i}`, using));
    if (!isRec(node)) return node;
    const own: Rec = {};
    for (const [k, v] of Object.entries(node)) if (k !== USE) own[k] = resolve(v, `${pointer}/${esc(k)}`, using);
    if (!(USE in node)) return own;
    const name = node[USE];
    const at = `${pointer}/${esc(USE)}`;
    if (typeof name !== 'string') {
      errors.push({ pointer: at, message: '"$use" names a fragment (schemas/fragments/<name>.json)' });
      return own;
    }
    if (using.includes(name)) {
      errors.push({ pointer: at, message: `fragment "${name}" uses itself (${[...using, name].join(' -> ')})` });
      return own;
    }
    const found = fragments?.(name);
    if (found === undefined) {
      errors.push({ pointer: at, message: `fragment "${name}" does not exist in schemas/fragments` });
      return own;
    }
    // A fragment may build on another; its own errors are told against the fragment, by name.
    const base = resolve(structuredClone(found), `${pointer}(fragment ${name})`, [...using, name]);
    return mergePatch(base, own, (where, message) => errors.push({ pointer: where, message: `override points nowhere in fragment "${name}": ${message}` }), pointer);
  };
  return { json: resolve(json, '', []) as T, errors };
}
