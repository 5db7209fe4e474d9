// Screen patches as versions (issue 33 item 2): each save is a new version with who and when; a rollback
// is a new version equal to the one rolled back to, recorded as such; the highest version is in effect.
// A save names the version it was made from (baseVersion): if another save came first, it is refused
// rather than silently overwritten; two saves racing for the same number meet the primary key.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { uniqueOr, withTenant, type Tx } from '../../db';
import { fail, type Deps, type Principal } from '../../core';
import { formatDateTime } from '../../format';
import type { ScreenPatch } from '../../../../engine/access';
import { actorName } from './actor';
import { patchDiff } from './diff';
import { canonicalPatch, checkPatch } from './patch-check';
import type { PatchableScreen, ScreenCatalog } from './screen-catalog';
import * as t from './tables';

const v = t.screenPatchVersions;
const STALE = '页面定制已被他人修改，请刷新后重试';

export function targetOf(catalog: ScreenCatalog, screen: string): PatchableScreen {
  const target = catalog.get(screen);
  if (!target) throw fail('NOT_FOUND', '页面不存在或不可定制');
  return target;
}

async function current(tx: Tx, tntId: string, screen: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`coalesce(max(${v.version}), 0)` }).from(v).where(and(eq(v.tntId, tntId), eq(v.screen, screen)));
  return Number(row?.n ?? 0);
}

async function versionPatch(tx: Tx, tntId: string, screen: string, version: number): Promise<ScreenPatch> {
  if (version === 0) return { items: [], order: [] };
  const [row] = await tx.select({ patch: v.patch }).from(v).where(and(eq(v.tntId, tntId), eq(v.screen, screen), eq(v.version, version)));
  if (!row) throw fail('NOT_FOUND', `版本${version}不存在`);
  return row.patch;
}

const changesOf = (p: ScreenPatch) => (p.items ?? []).reduce((n, i) => n + Object.keys(i).length - 1, 0) + (p.order ?? []).length;

type Row = typeof v.$inferSelect;
const rowView = (r: Row, cur: number) => ({
  screen: r.screen, version: r.version, note: r.note, rollbackOf: r.rollbackOf, actorNm: r.actorNm, createdAt: formatDateTime(r.createdAt),
  changes: changesOf(r.patch), current: r.version === cur,
});

export function patchScreens(deps: Deps, catalog: ScreenCatalog, p: Principal, a: { pageNum: number; pageSize: number; keyword?: string }) {
  const kw = a.keyword?.trim().toLowerCase();
  const all = catalog.list().filter((s) => !kw || s.title.toLowerCase().includes(kw) || s.name.toLowerCase().includes(kw) || s.path.toLowerCase().includes(kw));
  const page = all.slice((a.pageNum - 1) * a.pageSize, a.pageNum * a.pageSize);
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const names = page.map((s) => s.name);
    const latest = names.length
      ? await tx
          .selectDistinctOn([v.screen], { screen: v.screen, version: v.version, actorNm: v.actorNm, createdAt: v.createdAt })
          .from(v)
          .where(and(eq(v.tntId, p.tntId), inArray(v.screen, names)))
          .orderBy(v.screen, desc(v.version))
      : [];
    const by = new Map(latest.map((r) => [r.screen, r]));
    return {
      total: all.length,
      records: page.map((s) => {
        const r = by.get(s.name);
        return { screen: s.name, screenTitle: s.title, path: s.path, version: r?.version ?? 0, actorNm: r?.actorNm ?? '', createdAt: r ? formatDateTime(r.createdAt) : null };
      }),
    };
  });
}

export function patchVersions(deps: Deps, catalog: ScreenCatalog, p: Principal, a: { screen: string; pageNum: number; pageSize: number }) {
  targetOf(catalog, a.screen);
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const where = and(eq(v.tntId, p.tntId), eq(v.screen, a.screen));
    const [{ n }] = (await tx.select({ n: count() }).from(v).where(where)) as [{ n: number }];
    const cur = await current(tx, p.tntId, a.screen);
    const rows = await tx.select().from(v).where(where).orderBy(desc(v.version)).limit(a.pageSize).offset((a.pageNum - 1) * a.pageSize);
    return { total: Number(n), current: cur, records: rows.map((r) => rowView(r, cur)) };
  });
}

export function patchVersion(deps: Deps, catalog: ScreenCatalog, p: Principal, a: { screen: string; version: number }) {
  targetOf(catalog, a.screen);
  return withTenant(deps.orm, p.tntId, async (tx) => ({
    screen: a.screen, version: a.version, current: await current(tx, p.tntId, a.screen), patch: await versionPatch(tx, p.tntId, a.screen, a.version),
  }));
}

export function checkOnly(catalog: ScreenCatalog, a: { screen: string; patch: ScreenPatch }) {
  checkPatch(catalog, targetOf(catalog, a.screen), canonicalPatch(a.patch));
  return { ok: true };
}

async function append(tx: Tx, deps: Deps, p: Principal, screen: string, baseVersion: number, patch: ScreenPatch, note: string, rollbackOf: number | null) {
  const cur = await current(tx, p.tntId, screen);
  if (cur !== baseVersion) throw fail('CONFLICT', STALE);
  const [row] = await uniqueOr(
    () =>
      tx.insert(v).values({
        tntId: p.tntId, screen, version: cur + 1, patch, note, rollbackOf, accountId: p.accountId, actorNm: '', createdAt: new Date(deps.clock.now()),
      }).returning(),
    () => fail('CONFLICT', STALE),
  );
  // The name is looked up after the insert won its number, in the same transaction.
  const actorNm = await actorName(tx, p);
  await tx.update(v).set({ actorNm }).where(and(eq(v.tntId, p.tntId), eq(v.screen, screen), eq(v.version, row!.version)));
  return rowView({ ...row!, actorNm }, row!.version);
}

export function savePatch(deps: Deps, catalog: ScreenCatalog, p: Principal, a: { screen: string; patch: ScreenPatch; note?: string; baseVersion: number }) {
  const target = targetOf(catalog, a.screen);
  const patch = canonicalPatch(a.patch);
  checkPatch(catalog, target, patch);
  return withTenant(deps.orm, p.tntId, (tx) => append(tx, deps, p, a.screen, a.baseVersion, patch, (a.note ?? '').trim(), null));
}

export function rollbackPatch(deps: Deps, catalog: ScreenCatalog, p: Principal, a: { screen: string; version: number; baseVersion: number }) {
  const target = targetOf(catalog, a.screen);
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const patch = await versionPatch(tx, p.tntId, a.screen, a.version);
    // The screen file may have changed since: the old version must still fit the screen as shipped now.
    checkPatch(catalog, target, patch);
    return append(tx, deps, p, a.screen, a.baseVersion, patch, `回滚到版本${a.version}`, a.version);
  });
}

export function diffVersions(deps: Deps, catalog: ScreenCatalog, p: Principal, a: { screen: string; fromVersion: number; version: number }) {
  const target = targetOf(catalog, a.screen);
  return withTenant(deps.orm, p.tntId, async (tx) =>
    patchDiff(target.screen, catalog.entities, await versionPatch(tx, p.tntId, a.screen, a.fromVersion), await versionPatch(tx, p.tntId, a.screen, a.version)),
  );
}

/** Every screen's version in effect that changes something (what the app applies for every user). */
export function activePatches(deps: Deps, tntId: string) {
  return withTenant(deps.orm, tntId, async (tx) => {
    const rows = await tx
      .selectDistinctOn([v.screen], { screen: v.screen, version: v.version, patch: v.patch })
      .from(v)
      .where(eq(v.tntId, tntId))
      .orderBy(v.screen, desc(v.version));
    return rows.filter((r) => changesOf(r.patch) > 0);
  });
}

