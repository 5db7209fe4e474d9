// Shorthands out: bare strings become items, form/detail `fields` become one section, actions get ids.
// The access pipeline and the renderers work on normalized screens; the checker reads raw files so its
// JSON pointers match what the author wrote.
import type {
  Action, Block, Column, DetailBody, DialogDef, DisplayItem, FieldItem, FormBody, ListBody, PageBody, Section,
} from './types';

const item = <T extends { field: string }>(x: string | T): T => (typeof x === 'string' ? ({ field: x } as T) : x);

export const normalizeActions = (list: Action[] | undefined): Action[] | undefined =>
  list?.map((a) => ({ ...a, id: a.id ?? a.label }));

const normalizeAction = (a: Action): Action => ({ ...a, id: a.id ?? a.label });

function sections<T extends { field: string }>(secs: Section<T>[] | undefined, flat: (string | T)[] | undefined): Section<T>[] {
  const list = secs ?? (flat ? [{ fields: flat }] : []);
  return list.map((s, i) => ({ ...s, id: s.id ?? s.title ?? `section${i}`, fields: s.fields.map(item) }));
}

type AnyBody = Partial<ListBody & FormBody & DetailBody & PageBody> & { kind: string; dialogs?: Record<string, DialogDef> };

/** Normalizes a routed screen, a block or a dialog body, recursively. */
export function normalize<T extends AnyBody>(node: T): T {
  const out = { ...node } as AnyBody;
  if (out.kind === 'list') {
    out.columns = (out.columns ?? []).map((c) => item<Column>(c));
    out.filters = out.filters?.map((f) => item<FieldItem>(f));
    out.toolbar = normalizeActions(out.toolbar);
    out.rowActions = normalizeActions(out.rowActions);
  } else if (out.kind === 'form') {
    const layout = out.layout;
    out.layout = { ...layout, sections: sections<FieldItem>(layout?.sections, out.fields as (string | FieldItem)[] | undefined) };
    delete out.fields;
    if (out.submit) out.submit = normalizeAction(out.submit);
    if (out.cancel) out.cancel = normalizeAction(out.cancel);
    out.actions = normalizeActions(out.actions);
  } else if (out.kind === 'detail') {
    const d = out as unknown as DetailBody;
    d.sections = sections<DisplayItem>(d.sections, d.fields);
    delete d.fields;
    d.actions = normalizeActions(d.actions);
  } else if (out.kind === 'page') {
    out.blocks = (out.blocks ?? []).map((b) => normalize(b as Block & AnyBody));
  }
  if (out.dialogs) {
    out.dialogs = Object.fromEntries(
      Object.entries(out.dialogs).map(([name, d]) => [name, { ...d, body: normalize(d.body as Block & AnyBody) }]),
    );
  }
  if ((out.kind === 'dialog' || out.kind === 'drawer') && 'body' in out) {
    (out as unknown as DialogDef).body = normalize((out as unknown as DialogDef).body as Block & AnyBody);
  }
  return out as T;
}
