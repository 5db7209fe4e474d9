// Cross-checks of one (shape-valid) screen file against the rest of the house: entities, catalogue keys,
// permission keys, routes, dialogs and the JSON-logic it carries.
import { operatorsOf, varsOf, OPERATOR_NAMES, type Logic } from '../../logic';
import { fieldSchema, resolveEntity, type EntitySchema, type Entities } from '../entity';
import { SCOPE_ROOTS } from '../vocabulary';
import { walkScreen } from '../walk';
import { frameAddress } from '../../validation/frame-url';
import type { RegistryFacts } from './registry-facts';
import type { CheckError } from './types';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface CrossInput {
  file: string;
  json: Rec;
  entities: Entities;
  catalogueKeys: ReadonlySet<string>;
  facts: RegistryFacts;
  components?: ReadonlySet<string>;
  effects?: ReadonlySet<string>;
  /** The fields of each call's record (CatalogueFacts.answers). */
  answers?: Readonly<Record<string, readonly string[]>>;
  /** Pointers of the expressions ("= ...") the file was written with: their record paths are checked. */
  expressions?: readonly string[];
}

const FIELD_VISITS = new Set(['field', 'filter', 'column', 'display']);
const ROOTS = new Set<string>(SCOPE_ROOTS);
const OPS = new Set(OPERATOR_NAMES);

/** Widgets that only fit some fields: a table edits an array of objects; a tree-select needs its call. */
function widgetChecks(err: (pointer: string, message: string) => void) {
  return (ent: EntitySchema, node: Rec, pointer: string) => {
    const schema = typeof node.field === 'string' ? fieldSchema(ent, node.field) : undefined;
    if (!schema) return;
    const widget = node.widget ?? schema['x-widget'];
    const options = isRec(node.options) ? node.options : {};
    if (widget === 'table' && !(schema.type === 'array' && schema.items?.type === 'object')) {
      err(`${pointer}/widget`, `widget "table" needs an array of objects; "${String(node.field)}" is not one`);
    }
    if (widget === 'tree-select' && typeof options.call !== 'string') err(`${pointer}/options`, 'widget "tree-select" needs options.call');
    if (widget === 'tree-check' && typeof options.call !== 'string') err(`${pointer}/options`, 'widget "tree-check" needs options.call');
    if (widget === 'tree-check' && !(schema.type === 'array' && schema.items?.type === 'string')) {
      err(`${pointer}/widget`, `widget "tree-check" needs an array of strings (node ids); "${String(node.field)}" is not one`);
    }
    if (widget === 'region' && schema.type !== 'string') err(`${pointer}/widget`, `widget "region" needs a string field (the district code); "${String(node.field)}" is not one`);
    if (widget === 'regions' && !(schema.type === 'array' && schema.items?.type === 'string')) {
      err(`${pointer}/widget`, `widget "regions" needs an array of strings (region codes); "${String(node.field)}" is not one`);
    }
    if (isRec(options.picker) && widget !== 'table') err(`${pointer}/options/picker`, 'a picker belongs to a "table" field');
    groupFits(err, schema, node, pointer);
  };
}

/** `fields` group the properties of an object, or of each object of an array (rows). */
function groupFits(err: (pointer: string, message: string) => void, schema: EntitySchema | undefined, node: Rec, pointer: string) {
  if (schema && Array.isArray(node.fields) && !isGroupable(schema)) {
    err(`${pointer}/fields`, `"fields" list the properties of an object or of an array's objects; "${String(node.field)}" is neither`);
  }
}

const isObject = (s: EntitySchema | undefined) => !!s && (s.type === 'object' || !!s.properties);
function isGroupable(schema: EntitySchema): boolean {
  return isObject(schema) || (schema.type === 'array' && isObject(schema.items));
}

export function crossCheck({ file, json, entities, catalogueKeys, facts, components, effects, answers, expressions = [] }: CrossInput): CheckError[] {
  const errors: CheckError[] = [];
  const err = (pointer: string, message: string) => errors.push({ file, pointer, message });
  const resolved = new Map<string, EntitySchema | null>();
  const entity = (id: string, pointer: string): EntitySchema | null => {
    if (!resolved.has(id)) {
      try {
        resolved.set(id, entities[id] ? resolveEntity(id, entities) : null);
      } catch (e) {
        err(pointer, `entity "${id}" cannot be resolved: ${(e as Error).message}`);
        resolved.set(id, null);
        return null;
      }
      if (!entities[id]) err(pointer, `entity "${id}" does not exist in schemas/entities`);
    }
    return resolved.get(id) ?? null;
  };
  const callExists = (key: unknown, pointer: string) => {
    if (typeof key === 'string' && !catalogueKeys.has(key)) err(pointer, `catalogue key "${key}" does not exist`);
  };
  const routeExists = (name: unknown, pointer: string, what: string) => {
    if (typeof name === 'string' && !facts.routes.has(name)) err(pointer, `${what} "${name}" is not a route name`);
  };
  const widgetFits = widgetChecks(err);
  const localDialogs = isRec(json.dialogs) ? new Set(Object.keys(json.dialogs)) : new Set<string>();
  const ids = new Map<string, Set<string>>();

  walkScreen(json, (v) => {
    const node = v.node as Rec;
    if (v.type === 'route') {
      // The route and each alias: their menu parents and redirects must be routes.
      routeExists(node.menuParent, `${v.pointer}/menuParent`, 'menuParent');
      routeExists(node.redirect, `${v.pointer}/redirect`, 'redirect');
      if (isRec(node.meta)) routeExists(node.meta.parent, `${v.pointer}/meta/parent`, 'meta.parent');
    } else if (v.type === 'block') {
      if (typeof node.entity === 'string') entity(node.entity, `${v.pointer}/entity`);
      if (node.kind === 'component' && components && typeof node.component === 'string' && !components.has(node.component)) {
        err(`${v.pointer}/component`, `component "${node.component}" is not registered`);
      }
      const preview = node.kind === 'form' && isRec(node.preview) ? node.preview : undefined;
      if (preview && components && typeof preview.component === 'string' && !components.has(preview.component)) {
        err(`${v.pointer}/preview/component`, `component "${preview.component}" is not registered`);
      }
      if (node.kind === 'cards' && !node.items && !node.item) err(v.pointer, 'cards need fixed "items" or an "item" per row');
      if (node.kind === 'cards' && node.item && !node.data) err(`${v.pointer}/item`, '"item" needs "data" to repeat over');
      if (node.kind === 'cards' && node.filters && !node.data) err(`${v.pointer}/filters`, '"filters" need "data" to filter');
      if (node.kind === 'frame' && typeof node.src === 'string' && !frameAddress(node.src, 'http://app.invalid/')) {
        err(`${v.pointer}/src`, 'a frame shows only http: and https: addresses (or a path)');
      }
      if (node.kind === 'timeline' && node.rows === undefined && !node.data) err(v.pointer, 'a timeline needs "data" or "rows"');
      if (node.kind === 'list' && node.tree && !(isRec(node.data) && node.data.paginate === false)) {
        err(`${v.pointer}/tree`, 'a tree list needs "data": { "paginate": false } (the whole tree in one answer)');
      }
    } else if (FIELD_VISITS.has(v.type) && v.entity && typeof node.field === 'string') {
      const ent = entity(v.entity, v.pointer);
      if (ent && !fieldSchema(ent, node.field)) {
        err(v.shorthand ? v.pointer : `${v.pointer}/field`, `entity "${v.entity}" has no field "${node.field}"`);
      }
      if (isRec(node.options)) callExists(node.options.call, `${v.pointer}/options/call`);
      if (ent && v.type === 'field') widgetFits(ent, node, v.pointer);
    } else if (v.type === 'subfield' && node.compute !== undefined) {
      // A computed column names itself; it reads the row instead of editing a property.
    } else if (v.type === 'subfield' && v.entity && v.parent && typeof node.field === 'string') {
      const ent = entity(v.entity, v.pointer);
      if (ent && !fieldSchema(ent, `${v.parent}.${node.field}`)) {
        err(v.shorthand ? v.pointer : `${v.pointer}/field`, `the items of "${v.parent}" (entity "${v.entity}") have no field "${node.field}"`);
      }
      if (isRec(node.options)) callExists(node.options.call, `${v.pointer}/options/call`);
      if (ent) groupFits(err, fieldSchema(ent, `${v.parent}.${node.field}`), node, v.pointer);
    } else if (v.type === 'picker') {
      callExists(node.call, `${v.pointer}/call`);
    } else if (v.type === 'data') {
      callExists(node.call, `${v.pointer}/call`);
      // A form source's deps name the form's own fields (or other sources).
      const ent = v.entity && /\/sources\/[^/]+$/.test(v.pointer) ? entity(v.entity, v.pointer) : null;
      if (ent && Array.isArray(node.deps)) {
        node.deps.forEach((dep, i) => {
          const [root, field] = String(dep).split('.');
          if (root === 'form' && field && !fieldSchema(ent, field)) err(`${v.pointer}/deps/${i}`, `entity "${v.entity}" has no field "${field}"`);
        });
      }
    } else if (v.type === 'action') {
      callExists(node.call, `${v.pointer}/call`);
      const list = v.pointer.replace(/\/\d+$/, '');
      const id = String(node.id ?? node.label);
      const seen = ids.get(list) ?? new Set<string>();
      if (list !== v.pointer && seen.has(id)) err(v.pointer, `action id "${id}" is used twice in this list`);
      seen.add(id);
      ids.set(list, seen);
      if (typeof node.open === 'string' && !localDialogs.has(node.open) && !facts.dialogs.has(node.open)) {
        err(`${v.pointer}/open`, `dialog "${node.open}" does not exist`);
      }
      if (isRec(node.access) && typeof node.access.permission === 'string' && !facts.permissions.has(node.access.permission)) {
        err(`${v.pointer}/access/permission`, `permission key "${node.access.permission}" is not declared in any permissions or route`);
      }
    } else if (v.type === 'step' && isRec(node) && typeof node.open === 'string') {
      if (!localDialogs.has(node.open) && !facts.dialogs.has(node.open)) err(`${v.pointer}/open`, `dialog "${node.open}" does not exist`);
    } else if (v.type === 'step' && isRec(node) && typeof node.effect === 'string' && effects && !effects.has(node.effect)) {
      err(`${v.pointer}/effect`, `effect "${node.effect}" is not provided by the app`);
    } else if (v.type === 'navigate') {
      routeExists(node.route, `${v.pointer}/route`, 'navigate.route');
    } else if (v.type === 'logic') {
      for (const op of operatorsOf(v.node as Logic)) if (!OPS.has(op)) err(v.pointer, `unknown JSON-logic operator "${op}"`);
      // An expression reads the block's record (`row` in a list, `data` in a detail, `form` in a form): each
      // field it names is the entity's or in the answer of the block's call.
      const written = expressions.some((p) => p === v.pointer || p.startsWith(`${v.pointer}/`));
      const record = written && v.record ? entity(v.record.entity, v.pointer) : null;
      const answered = new Set(v.record?.call ? (answers?.[v.record.call] ?? []) : []);
      for (const path of varsOf(v.node as Logic)) {
        const [root = '', field] = path.split('.');
        if (!ROOTS.has(root)) err(v.pointer, `"${path}" does not start at a scope root (${SCOPE_ROOTS.join(', ')})`);
        else if (record && root === v.record!.root && field && !fieldSchema(record, field) && !answered.has(field)) {
          err(v.pointer, `entity "${v.record!.entity}" has no field "${field}" (${path}), nor does the answer of ${v.record!.call ?? 'its call'}`);
        }
      }
    }
    // Access on anything else (blocks, fields, columns, sections).
    if (v.type !== 'action' && isRec(node) && isRec(node.access) && typeof node.access.permission === 'string') {
      if (!facts.permissions.has(node.access.permission)) {
        err(`${v.pointer}/access/permission`, `permission key "${node.access.permission}" is not declared in any permissions or route`);
      }
    }
  });
  return errors;
}
