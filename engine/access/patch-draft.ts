// The screen patch editor's draft (issue 33 item 2; the patch block, engine/render/custom): pure operations
// over a ScreenPatch, so the block's controls stay thin and the operations are tested without a DOM.
import type { PatchElement, PatchItem, ScreenPatch } from './screen-patch';

export const emptyPatch = (): ScreenPatch => ({ items: [], order: [] });

export type ItemKey = 'hidden' | 'label' | 'required' | 'defaultValue' | 'pageSize';

export const itemOf = (patch: ScreenPatch, at: string): PatchItem | undefined => patch.items?.find((i) => i.at === at);

/** Sets (or clears, with undefined) one property of one element; an item left with nothing is dropped. */
export function setItem(patch: ScreenPatch, at: string, key: ItemKey, value: PatchItem[ItemKey] | undefined): ScreenPatch {
  const items = [...(patch.items ?? [])];
  const i = items.findIndex((x) => x.at === at);
  const next: PatchItem = { ...(i >= 0 ? items[i]! : { at }) };
  if (value === undefined || value === '') delete next[key];
  else (next as unknown as Record<string, unknown>)[key] = value;
  const empty = Object.keys(next).length === 1;
  if (i >= 0) {
    if (empty) items.splice(i, 1);
    else items[i] = next;
  } else if (!empty) items.push(next);
  return { ...patch, items };
}

/** The ids of a collection in the draft's order (unlisted ones after, as the screen has them). */
export function orderedIds(patch: ScreenPatch, collection: string, ids: readonly string[]): string[] {
  const given = patch.order?.find((o) => o.at === collection)?.ids ?? [];
  const rank = (id: string) => (given.includes(id) ? given.indexOf(id) : given.length + ids.indexOf(id));
  return [...ids].sort((a, b) => rank(a) - rank(b));
}

/** Moves an element one place up (-1) or down (+1) in its collection. */
export function move(patch: ScreenPatch, collection: string, ids: readonly string[], id: string, by: -1 | 1): ScreenPatch {
  const now = orderedIds(patch, collection, ids);
  const i = now.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= now.length) return patch;
  [now[i], now[j]] = [now[j]!, now[i]!];
  const order = (patch.order ?? []).filter((o) => o.at !== collection);
  const unchanged = now.every((x, k) => x === ids[k]);
  return { ...patch, order: unchanged ? order : [...order, { at: collection, ids: now }] };
}

/** The elements grouped by collection, each group in the draft's order. */
export function groups(elements: readonly PatchElement[], patch: ScreenPatch): { collection: string; elements: PatchElement[] }[] {
  const by = new Map<string, PatchElement[]>();
  for (const e of elements) if (e.at !== '') by.set(e.collection, [...(by.get(e.collection) ?? []), e]);
  return [...by.entries()].map(([collection, list]) => {
    const ids = orderedIds(patch, collection, list.map((e) => e.id));
    return { collection, elements: ids.map((id) => list.find((e) => e.id === id)!) };
  });
}

export const KIND_NAMES: Readonly<Record<string, string>> = { column: '列', field: '字段', filter: '筛选', button: '按钮', section: '分组', block: '区块' };

/** A collection's name as the editor heads it. */
export function collectionName(collection: string): string {
  const last = collection.split('/').pop() ?? '';
  const names: Record<string, string> = { columns: '列表列', filters: '筛选条件', fields: '字段', rowActions: '行操作按钮', toolbar: '工具栏按钮', actions: '按钮', itemActions: '卡片按钮', sections: '分组', blocks: '区块' };
  const structural = new Set(['layout', 'body', 'sections', 'blocks', 'dialogs', 'fields', 'columns', 'filters']);
  const where = collection.split('/').slice(0, -1).filter((p) => !structural.has(p));
  return where.length ? `${names[last] ?? last}（${where.join(' / ')}）` : (names[last] ?? last);
}
