// Tenant screen patches (issue 33 item 2): what a tenant admin may change on a screen of the tenant, as
// data. A patch names elements by address (the path of identities through the normalized screen:
// `columns/price`, `layout/sections/base/fields/name`, `dialogs/Detail/body/sections/state/fields/status`)
// and says, per element: hide it, relabel it, make it required or not, give it a default, and per list its
// default page size (spec 9's choices); per collection, the order of its items.
//
// A patch is applied AFTER the access pipeline's prunes (pipeline.ts), to the screen the user may already
// see, and it can only take away, rename, reorder and preset: it never adds an element and never touches
// an element's `access`, so what the permission pipeline pruned stays pruned (tests/engine/screen-patch
// property test). The server's request validation reads the catalogue, never a screen, so a field made
// optional here is still required by the server.

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

export const PATCH_PAGE_SIZES = [10, 20, 50, 100] as const;
export type PatchPageSize = (typeof PATCH_PAGE_SIZES)[number];

export interface PatchItem {
  /** Address of the element ('' = the screen itself, for its page size). */
  at: string;
  hidden?: boolean;
  label?: string;
  required?: boolean;
  /** A form field's default value (a literal; an expression is refused). */
  defaultValue?: string | number | boolean;
  pageSize?: number;
}
export interface PatchOrder {
  /** Address of the collection (`columns`, `layout/sections/base/fields`). */
  at: string;
  ids: string[];
}
export interface ScreenPatch {
  items?: PatchItem[];
  order?: PatchOrder[];
}

export type ElementKind = 'column' | 'field' | 'filter' | 'button' | 'section' | 'block';

/** One element a patch may address, as the editor lists it. */
export interface PatchElement {
  at: string;
  /** The collection it sits in (for reordering) and its identity there. */
  collection: string;
  id: string;
  kind: ElementKind;
  /** The label the screen gives it (label or title; else its identity: the editor resolves entity titles). */
  label?: string;
  field?: string;
  /** The entity whose field it is (the nearest block's). */
  entity?: string;
  /** A field of a form: may be made required and given a default. */
  formField: boolean;
  /** A list block (or the list screen itself): has a default page size. */
  list?: boolean;
  /** The screen file marks it required (a form field). */
  required?: boolean;
  /** Its JSON pointer in the screen given. */
  pointer: string;
}

/** Collections a patch may touch, and what their items are. */
const COLLECTIONS: Readonly<Record<string, ElementKind>> = {
  columns: 'column', fields: 'field', filters: 'filter', rowActions: 'button', toolbar: 'button', actions: 'button',
  itemActions: 'button', sections: 'section', blocks: 'block',
};
/** Data, not structure: never descended into (as prune.ts). */
const OPAQUE = new Set(['params', 'payload', 'with', 'query', 'props', 'defaults', 'default', 'visible', 'disabled', 'confirm', 'options', 'tones', 'permissions', 'route', 'aliases', 'access', 'data', 'then', 'map']);

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
export const joinAddress = (parts: readonly string[]): string => parts.map(esc).join('/');

const identity = (v: unknown): string | undefined => {
  if (!isRec(v)) return undefined;
  for (const k of ['id', 'field', 'name'] as const) if (typeof v[k] === 'string') return v[k] as string;
  return undefined;
};

interface Located {
  node: Rec;
  /** The array holding it and its index (undefined for the screen root and plain object nodes). */
  parent?: unknown[];
  index?: number;
  kind?: ElementKind;
  form: boolean;
  entity?: string;
  pointer: string;
}

/** Walks a normalized screen: every element with an identity in a patchable collection, and every list
 * block. `visit` gets each element's address parts. */
function walk(screen: unknown, visit: (parts: string[], l: Located, collection: string[]) => void): void {
  const go = (node: Rec, parts: string[], form: boolean, entity: string | undefined, ptr: string) => {
    // A form block makes its fields form fields; any other block (a list in a form's dialog) does not;
    // dialogs, sections and layouts pass on what they are in.
    const kind = typeof node.kind === 'string' ? node.kind : undefined;
    const isForm = kind === undefined || kind === 'dialog' || kind === 'drawer' ? form : kind === 'form';
    const ent = typeof node.entity === 'string' ? node.entity : entity;
    for (const [k, v] of Object.entries(node)) {
      if (OPAQUE.has(k)) continue;
      if (Array.isArray(v) && COLLECTIONS[k] && v.every((x) => identity(x) !== undefined)) {
        v.forEach((x, i) => {
          const id = identity(x)!;
          const here = [...parts, k, id];
          const pointer = `${ptr}/${esc(k)}/${i}`;
          visit(here, { node: x as Rec, parent: v, index: i, kind: COLLECTIONS[k], form: isForm, entity: ent, pointer }, [...parts, k]);
          go(x as Rec, here, isForm, ent, pointer);
        });
      } else if (isRec(v)) go(v, [...parts, k], isForm, ent, `${ptr}/${esc(k)}`);
    }
  };
  if (isRec(screen)) {
    visit([], { node: screen, form: screen.kind === 'form', entity: typeof screen.entity === 'string' ? screen.entity : undefined, pointer: '' }, []);
    go(screen, [], screen.kind === 'form', undefined, '');
  }
}

/** Every element of a (normalized) screen a patch may address, in screen order. */
export function patchElements(screen: unknown): PatchElement[] {
  const out: PatchElement[] = [];
  walk(screen, (parts, l, collection) => {
    const isList = l.node.kind === 'list';
    if (parts.length === 0) {
      if (isList) out.push({ at: '', collection: '', id: '', kind: 'block', label: '本页列表', formField: false, list: true, ...(l.entity ? { entity: l.entity } : {}), pointer: '' });
      return;
    }
    const label = typeof l.node.label === 'string' ? l.node.label : typeof l.node.title === 'string' ? l.node.title : undefined;
    const field = typeof l.node.field === 'string' ? l.node.field : undefined;
    out.push({
      at: joinAddress(parts), collection: joinAddress(collection), id: parts[parts.length - 1]!, kind: l.kind!, ...(label ? { label } : {}),
      ...(field ? { field } : {}), ...(l.entity ? { entity: l.entity } : {}), formField: l.kind === 'field' && l.form, ...(isList ? { list: true } : {}), ...(l.node.required === true ? { required: true } : {}),
      pointer: l.pointer,
    });
  });
  return out;
}

function locate(screen: unknown, at: string): Located | undefined {
  let found: Located | undefined;
  walk(screen, (parts, l) => {
    if (!found && joinAddress(parts) === at) found = l;
  });
  return found;
}

function locateCollection(screen: unknown, at: string): unknown[] | undefined {
  let found: unknown[] | undefined;
  walk(screen, (parts, l, collection) => {
    if (!found && parts.length && joinAddress(collection) === at) found = l.parent;
  });
  return found;
}

const isLiteral = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** The screen with the patch applied. Only what the patch's vocabulary says is read from it: any other
 * key, an address that is not in this screen (pruned away for this user, or gone from the file), a page
 * size outside spec 9's choices, is ignored, so an applied patch can never add or reveal anything. */
export function applyScreenPatch<T>(screen: T, patch: ScreenPatch | undefined | null): T {
  if (!patch || !isRec(patch)) return screen;
  const out = structuredClone(screen) as T;
  const hide: { parent: unknown[]; node: Rec }[] = [];
  for (const p of Array.isArray(patch.items) ? patch.items : []) {
    if (!isRec(p) || typeof p.at !== 'string') continue;
    const l = locate(out, p.at);
    if (!l) continue;
    if (typeof p.label === 'string' && p.label.trim() && p.at !== '') l.node[l.kind === 'section' ? 'title' : 'label'] = p.label.trim();
    if (l.kind === 'field' && l.form) {
      if (typeof p.required === 'boolean') l.node.required = p.required;
      if (isLiteral(p.defaultValue) && !(typeof p.defaultValue === 'string' && p.defaultValue.startsWith('='))) l.node.default = p.defaultValue;
    }
    if (typeof p.pageSize === 'number' && (PATCH_PAGE_SIZES as readonly number[]).includes(p.pageSize) && l.node.kind === 'list') l.node.pageSize = p.pageSize;
    if (p.hidden === true && l.parent) hide.push({ parent: l.parent, node: l.node });
  }
  for (const o of Array.isArray(patch.order) ? patch.order : []) {
    if (!isRec(o) || typeof o.at !== 'string' || !Array.isArray(o.ids)) continue;
    const list = locateCollection(out, o.at);
    if (!list) continue;
    const rank = new Map(o.ids.filter((x): x is string => typeof x === 'string').map((id, i) => [id, i]));
    const sorted = list
      .map((x, i) => ({ x, i, r: rank.get(identity(x) ?? '') }))
      .sort((a, b) => (a.r ?? rank.size + a.i) - (b.r ?? rank.size + b.i) || a.i - b.i)
      .map((e) => e.x);
    list.splice(0, list.length, ...sorted);
  }
  // Removed last, so an order or a label naming a hidden item still finds its collection.
  for (const h of hide) {
    const i = h.parent.indexOf(h.node);
    if (i >= 0) h.parent.splice(i, 1);
  }
  return out;
}
