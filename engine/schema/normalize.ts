// Shorthands out: bare strings become items, form/detail `fields` become one section, actions get ids.
// The access pipeline and the renderers work on normalized screens; the checker reads raw files so its
// JSON pointers match what the author wrote.
import type {
  Action, Block, CardsBody, Column, DetailBody, DialogDef, DisplayItem, FieldItem, FormBody, ListBody, PageBody, Section, TextBody,
} from './types';

const item = <T extends { field: string }>(x: string | T): T => (typeof x === 'string' ? ({ field: x } as T) : x);
const normalizeAction = (a: Action): Action => ({ ...a, id: a.id ?? a.label });
export const normalizeActions = (list: Action[] | undefined): Action[] | undefined => list?.map(normalizeAction);

type SectionOf<T> = Omit<Section, 'fields'> & { fields: (string | T)[] };

function sections<T extends { field: string }>(secs: SectionOf<T>[] | undefined, flat: (string | T)[] | undefined): SectionOf<T>[] {
  const list = secs ?? (flat ? [{ fields: flat }] : []);
  return list.map((s, i) => ({ ...s, id: s.id ?? s.title ?? `section${i}`, fields: s.fields.map(item) }));
}

type Node = { kind: string; dialogs?: Record<string, DialogDef>; body?: Block };

/** Normalizes a routed screen, a block or a dialog, recursively. Idempotent. */
export function normalize<T extends Node>(node: T): T {
  const out = { ...node } as Node & Record<string, unknown>;
  if (out.kind === 'list') {
    const l = out as unknown as ListBody;
    l.columns = l.columns.map((c) => item<Column>(c));
    l.filters = l.filters?.map((f) => item<FieldItem>(f));
    l.toolbar = normalizeActions(l.toolbar);
    l.rowActions = normalizeActions(l.rowActions);
  } else if (out.kind === 'form') {
    const f = out as unknown as FormBody;
    f.layout = { ...f.layout, sections: sections<FieldItem>(f.layout?.sections, f.fields) };
    delete f.fields;
    f.submit = Array.isArray(f.submit) ? f.submit.map(normalizeAction) : normalizeAction(f.submit);
    if (f.cancel) f.cancel = normalizeAction(f.cancel);
    f.actions = normalizeActions(f.actions);
  } else if (out.kind === 'detail') {
    const d = out as unknown as DetailBody;
    // A section holding a block (order progress, history) has no fields: its block is normalized instead.
    const given = d.sections?.map((s) => (s.block ? { ...s, fields: [], block: normalize(s.block) } : s)) as SectionOf<DisplayItem>[] | undefined;
    d.sections = sections<DisplayItem>(given, d.fields);
    delete d.fields;
    d.actions = normalizeActions(d.actions);
  } else if (out.kind === 'page') {
    const p = out as unknown as PageBody;
    p.blocks = p.blocks.map((b) => normalize(b));
  } else if (out.kind === 'text') {
    const t = out as unknown as TextBody;
    t.actions = normalizeActions(t.actions);
  } else if (out.kind === 'cards') {
    const c = out as unknown as CardsBody;
    c.toolbar = normalizeActions(c.toolbar);
    c.itemActions = normalizeActions(c.itemActions);
    c.items = c.items?.map((it, i) => ({ ...it, id: it.id ?? `card${i}` }));
  }
  if (out.dialogs) {
    out.dialogs = Object.fromEntries(Object.entries(out.dialogs).map(([name, d]) => [name, normalize(d)]));
  }
  if ((out.kind === 'dialog' || out.kind === 'drawer') && out.body) out.body = normalize(out.body);
  return out as unknown as T;
}
