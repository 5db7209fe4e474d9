// A screen patch is checked before it is saved (issue 33 item 2): first what a patch may say
// (engine/access/screen-patch-check.ts: addresses, page sizes, required fields, defaults against the
// entity, in Chinese naming the element), then the patched screen against the screen format itself (the
// meta-schema and the cross-checks of schemas:check). A problem of the second kind that the screen as
// shipped already has is not the patch's doing and is not held against it.
import { applyScreenPatch, checkScreenPatch, elementLabel, patchElements, type ScreenPatch } from '../../../../engine/access';
import { fail } from '../../core';
import type { PatchableScreen, ScreenCatalog } from './screen-catalog';

/** The patch as stored: items that change something, orders that name something; nothing else. */
export function canonicalPatch(patch: ScreenPatch): ScreenPatch {
  const items = (patch.items ?? [])
    .map((i) => Object.fromEntries(Object.entries(i).filter(([, v]) => v !== undefined && v !== null)) as NonNullable<ScreenPatch['items']>[number])
    .map((i) => (i.label !== undefined ? { ...i, label: i.label.trim() } : i))
    .filter((i) => Object.keys(i).length > 1);
  const order = (patch.order ?? []).filter((o) => o.ids.length > 0);
  return { items, order };
}

export function checkPatch(catalog: ScreenCatalog, target: PatchableScreen, patch: ScreenPatch): void {
  const problems = checkScreenPatch(target.screen, patch, catalog.entities);
  if (problems.length) throw fail('BAD_REQUEST', problems[0]!.message, { problems });
  const before = new Set(catalog.check(target.file, target.screen).map((e) => e.message));
  const patched = applyScreenPatch(target.screen, patch);
  const fresh = catalog.check(target.file, patched).filter((e) => !before.has(e.message));
  if (!fresh.length) return;
  // Name the element the first problem sits in (the deepest element whose pointer leads to it).
  const e = fresh[0]!;
  const elements = patchElements(patched).filter((x) => x.pointer && (e.pointer === x.pointer || e.pointer.startsWith(`${x.pointer}/`)));
  const owner = elements.sort((a, b) => b.pointer.length - a.pointer.length)[0];
  const where = owner ? `「${elementLabel(owner, catalog.entities)}」` : '页面';
  throw fail('BAD_REQUEST', `${where}定制后不符合页面格式：${e.message}`, { problems: fresh.map((x) => ({ pointer: x.pointer, message: x.message })) });
}
