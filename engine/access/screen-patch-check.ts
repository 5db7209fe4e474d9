// The checks a tenant screen patch passes before it can be saved (issue 33 item 2): every address names
// an element of the screen, each change fits the element (only a form field may be required or given a
// default, only a list has a page size, and only spec 9's choices), a default fits the field's entity
// rule, no required field of the entity is hidden from a form, labels are short plain text. Messages are
// Chinese and name the element by the label its users see. The server runs these, then the screen format's
// own checks on the patched screen (api/server/modules/tntcfg/patch-check.ts).
import { fieldSchema, resolveEntity, type Entities, type EntitySchema } from '../schema/entity';
import { plainTextFault } from '../validation/rules';
import { PATCH_PAGE_SIZES, patchElements, type PatchElement, type ScreenPatch } from './screen-patch';

export interface PatchProblem {
  /** JSON pointer into the patch. */
  pointer: string;
  message: string;
}

const LABEL_MAX = 20;

/** The label users see for an element: its own, else its entity field's title, else its identity. */
export function elementLabel(e: PatchElement, entities?: Entities): string {
  if (e.label) return e.label;
  if (e.kind === 'section') return '未命名分组';
  if (e.field && e.entity && entities?.[e.entity]) {
    const s = safeField(e.entity, e.field, entities);
    if (typeof s?.title === 'string') return s.title;
  }
  return e.at === '' ? '本页列表' : e.id;
}

function safeField(entity: string, field: string, entities: Entities): EntitySchema | undefined {
  try {
    return fieldSchema(resolveEntity(entity, entities), field);
  } catch {
    return undefined;
  }
}

function requiredByEntity(e: PatchElement, entities?: Entities): boolean {
  if (!e.field || !e.entity || !entities?.[e.entity]) return false;
  try {
    const ent = resolveEntity(e.entity, entities);
    return Array.isArray(ent.required) && ent.required.includes(e.field);
  } catch {
    return false;
  }
}

function defaultProblem(value: unknown, schema: EntitySchema | undefined): string | undefined {
  if (!schema) return typeof value === 'string' && value.length > 200 ? '过长' : undefined;
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return '不是可选的值';
  if (types.length && !types.some((t) => (t === 'integer' ? Number.isInteger(value) : t === 'number' ? typeof value === 'number' : typeof value === t))) return '类型不符';
  if (typeof value === 'string') {
    if (typeof schema.maxLength === 'number' && [...value].length > schema.maxLength) return `不能超过${schema.maxLength}个字`;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return '格式不正确';
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return `不能小于${schema.minimum}`;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return `不能大于${schema.maximum}`;
  }
  return undefined;
}

/** The patch's problems against the full (normalized, unpruned) screen; none means it may be saved. */
export function checkScreenPatch(screen: unknown, patch: ScreenPatch, entities?: Entities): PatchProblem[] {
  const elements = patchElements(screen);
  const byAt = new Map(elements.map((e) => [e.at, e]));
  const out: PatchProblem[] = [];
  const seen = new Set<string>();
  (patch.items ?? []).forEach((p, i) => {
    const at = `/items/${i}`;
    const e = byAt.get(p.at);
    if (!e) return void out.push({ pointer: `${at}/at`, message: `页面元素「${p.at}」不存在，请刷新后重试` });
    const name = elementLabel(e, entities);
    if (seen.has(p.at)) out.push({ pointer: `${at}/at`, message: `「${name}」重复设置` });
    seen.add(p.at);
    if (p.at === '' && (p.hidden !== undefined || p.label !== undefined)) out.push({ pointer: at, message: '本页列表只能设置每页条数' });
    if (p.label !== undefined) {
      const label = p.label.trim();
      if (!label) out.push({ pointer: `${at}/label`, message: `「${name}」的显示名称不能为空` });
      else if ([...label].length > LABEL_MAX) out.push({ pointer: `${at}/label`, message: `「${name}」的显示名称不能超过${LABEL_MAX}个字` });
      else if (plainTextFault(label) !== null || label.startsWith('=')) out.push({ pointer: `${at}/label`, message: `「${name}」的显示名称含有不允许的字符` });
    }
    if ((p.required !== undefined || p.defaultValue !== undefined) && !e.formField) {
      out.push({ pointer: at, message: `「${name}」不是表单字段，不能设置必填或默认值` });
    }
    // A field the screen or its entity requires stays on the form: hidden, the form could not be sent.
    if (p.hidden === true && e.formField && (p.required === true || e.required === true || requiredByEntity(e, entities))) {
      out.push({ pointer: `${at}/hidden`, message: `「${name}」为必填字段，不能隐藏` });
    }
    if (p.defaultValue !== undefined && e.formField) {
      if (typeof p.defaultValue === 'string' && p.defaultValue.startsWith('=')) out.push({ pointer: `${at}/defaultValue`, message: `「${name}」的默认值不能以=开头` });
      else {
        const problem = defaultProblem(p.defaultValue, e.entity && e.field && entities ? safeField(e.entity, e.field, entities) : undefined);
        if (problem) out.push({ pointer: `${at}/defaultValue`, message: `「${name}」的默认值${problem}` });
      }
    }
    if (p.pageSize !== undefined) {
      if (!e.list) out.push({ pointer: `${at}/pageSize`, message: `「${name}」不是列表，不能设置每页条数` });
      else if (!(PATCH_PAGE_SIZES as readonly number[]).includes(p.pageSize)) out.push({ pointer: `${at}/pageSize`, message: `每页条数只能是${PATCH_PAGE_SIZES.join('、')}` });
    }
  });
  const collections = new Map<string, PatchElement[]>();
  for (const e of elements) if (e.at !== '') collections.set(e.collection, [...(collections.get(e.collection) ?? []), e]);
  (patch.order ?? []).forEach((o, i) => {
    const items = collections.get(o.at);
    if (!items) return void out.push({ pointer: `/order/${i}/at`, message: `页面元素「${o.at}」不存在，请刷新后重试` });
    const ids = new Set(items.map((e) => e.id));
    const dup = o.ids.find((id, j) => o.ids.indexOf(id) !== j);
    if (dup !== undefined) out.push({ pointer: `/order/${i}/ids`, message: `顺序中「${dup}」重复` });
    const unknown = o.ids.find((id) => !ids.has(id));
    if (unknown !== undefined) out.push({ pointer: `/order/${i}/ids`, message: `顺序中的「${unknown}」不在该页面中，请刷新后重试` });
  });
  return out;
}
