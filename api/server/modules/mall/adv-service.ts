// Ads, one service for both kinds (spec 2.8 malltype-manage with add-adv: the platform's mall ads; shop
// management's ad manage: a seller's storefront ads). They are rows of one table (migration 0215 `advs`)
// with an owner kind; the owning module says only which ads a caller manages and where a new one goes (an
// AdvKind: mall-ads.ts for the platform, shop/shop-ads.ts for a seller). The input rules, the schedule
// (adv-schedule.ts), the answers and the carousels are here once.
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern, given, withTenant, type Tx } from '../../db';
import { fail, newId, type Deps, type Principal } from '../../core';
import { formatDateTime } from '../../format';
import { checkFileRefs, type PictureRef } from '../file';
import { mallTypes } from './visible';
import { SHOWING, showStatusOf, showStatusWhere, todayOf } from './adv-schedule';
import * as t from './tables';

const a = t.advs;
const m = t.malls;
type Row = typeof a.$inferSelect;

export type OwnerKind = 'mall' | 'shop';
/** Whom an ad belongs to: a mall of the platform, or a seller's shop. */
export type AdvOwner = { kind: 'mall'; mallId: string; mallNm: string } | { kind: 'shop'; shopId: string; shopNm: string };
/** The ads one caller manages: every mall ad of its tenant (the platform), or one shop's (its seller). */
export type AdvScope = { kind: 'mall' } | Extract<AdvOwner, { kind: 'shop' }>;

export interface AdvInput {
  mallId?: string;
  title: string;
  subtitle?: string;
  pictures: PictureRef[];
  link?: string;
  sort?: number;
  startDate: string;
  endDate: string;
  enabled?: boolean;
}

/** How an owning module plugs its ads in for one caller (its two questions run inside the call's transaction). */
export interface AdvKind<K extends OwnerKind = OwnerKind> {
  readonly kind: K;
  /** The caller's tenant. */
  readonly tntId: string;
  /** The ads the caller manages, or why it has none (a seller before opening its shop): lists then answer
   * an empty page and changes are refused with that message. */
  scope(tx: Tx): Promise<AdvScope | { none: string }>;
  /** The owner a new or edited ad goes to, checked (a Chinese message when it does not exist). */
  owner(tx: Tx, body: AdvInput, scope: AdvScope): Promise<AdvOwner>;
}

/** The managers' lists: the platform's newest first, a seller's in its carousel's order (as before 0215). */
const LIST_ORDER = { mall: [desc(a.updatedAt), asc(a.advId)], shop: [asc(a.sort), desc(a.updatedAt), asc(a.advId)] };
/** At most this many ads in a carousel: the shopping front's, a shop's storefront's. */
export const MAX_SHOWN = { mall: 8, shop: 5 } as const;

const scopeWhere = (s: AdvScope): SQL => (s.kind === 'mall' ? eq(a.ownerKind, 'mall') : and(eq(a.ownerKind, 'shop'), eq(a.shopId, s.shopId))!);
const ownerOfRow = (s: AdvScope, r: Row, mallNm: string | null): AdvOwner => (s.kind === 'shop' ? s : { kind: 'mall', mallId: r.mallId ?? '', mallNm: mallNm ?? '' });
const ownerFields = (o: AdvOwner) => (o.kind === 'mall' ? { mallId: o.mallId, mallNm: o.mallNm } : { shopId: o.shopId, shopNm: o.shopNm, mallId: '', mallNm: '' });

const answerOf = (r: Row, o: AdvOwner, today: string) => ({
  advId: r.advId, ...ownerFields(o), title: r.title, subtitle: r.subtitle, picture: r.pictureUrl,
  pictures: [{ id: r.pictureId, name: r.pictureName, url: r.pictureUrl }], link: r.link, sort: r.sort, startDate: r.startDate, endDate: r.endDate,
  enabled: r.enabled, showStatus: showStatusOf(r, today), updatedAt: formatDateTime(r.updatedAt),
});

/** An ad on the wire: a mall ad names its mall; a shop's names its shop (and an empty mall, as it always did). */
export type AdvAnswer<K extends OwnerKind> = Omit<ReturnType<typeof answerOf>, 'shopId' | 'shopNm'> & (K extends 'shop' ? { shopId: string; shopNm: string } : unknown);
const answer = <K extends OwnerKind>(_kind: AdvKind<K>, r: Row, o: AdvOwner, today: string) => answerOf(r, o, today) as AdvAnswer<K>;

/** Ads with their mall's name (null for a shop's ad). */
const withMall = (tx: Tx) => tx.select({ r: a, mallNm: m.mallNm }).from(a).leftJoin(m, and(eq(m.tntId, a.tntId), eq(m.mallId, a.mallId)));

async function scopeToChange(tx: Tx, kind: AdvKind): Promise<AdvScope> {
  const s = await kind.scope(tx);
  if ('none' in s) throw fail('BAD_REQUEST', s.none);
  return s;
}

/** The checked columns of a new or edited ad. */
async function clean(tx: Tx, kind: AdvKind, scope: AdvScope, body: AdvInput) {
  const title = body.title.trim();
  if (!title) throw fail('BAD_REQUEST', '请输入广告标题');
  if (body.endDate < body.startDate) throw fail('BAD_REQUEST', '结束日期不能早于开始日期');
  const owner = await kind.owner(tx, body, scope);
  const pic = body.pictures[0]!;
  await checkFileRefs(tx, kind.tntId, [pic]);
  return {
    owner,
    values: {
      ownerKind: owner.kind, mallId: owner.kind === 'mall' ? owner.mallId : null, shopId: owner.kind === 'shop' ? owner.shopId : null,
      title, subtitle: (body.subtitle ?? '').trim(), pictureId: pic.id, pictureName: pic.name, pictureUrl: pic.url, link: (body.link ?? '').trim(),
      sort: body.sort ?? 0, startDate: body.startDate, endDate: body.endDate, enabled: body.enabled ?? true,
    },
  };
}

/** One ad of the caller's scope (locked for a change); any other ad, a shop's or a mall's, is not found. */
async function one(tx: Tx, tntId: string, scope: AdvScope, advId: string, lock = false) {
  const q = withMall(tx).where(and(eq(a.tntId, tntId), eq(a.advId, advId), scopeWhere(scope)));
  const [row] = lock ? await q.for('update', { of: a }) : await q;
  if (!row) throw fail('NOT_FOUND', '广告不存在');
  return { row: row.r, owner: ownerOfRow(scope, row.r, row.mallNm) };
}

export const advPage = <K extends OwnerKind>(deps: Deps, kind: AdvKind<K>, q: { pageNum: number; pageSize: number; mallId?: string; showStatus?: string; keyword?: string }) =>
  withTenant(deps.orm, kind.tntId, async (tx) => {
    const today = todayOf(deps.clock.now());
    const scope = await kind.scope(tx);
    if ('none' in scope) return { total: 0, records: [] };
    const where: SQL[] = [eq(a.tntId, kind.tntId), scopeWhere(scope)];
    if (given(q.mallId)) where.push(eq(a.mallId, q.mallId));
    if (given(q.showStatus)) where.push(showStatusWhere(q.showStatus, today));
    const keyword = given(q.keyword) ? q.keyword.trim() : '';
    if (keyword) where.push(or(ilike(a.title, containsPattern(keyword)), ilike(a.subtitle, containsPattern(keyword)))!);
    const [{ n }] = (await tx.select({ n: count() }).from(a).where(and(...where))) as [{ n: number }];
    const rows = await withMall(tx).where(and(...where)).orderBy(...LIST_ORDER[scope.kind]).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
    return { total: Number(n), records: rows.map((x) => answer(kind, x.r, ownerOfRow(scope, x.r, x.mallNm), today)) };
  });

export const advDetail = <K extends OwnerKind>(deps: Deps, kind: AdvKind<K>, advId: string) =>
  withTenant(deps.orm, kind.tntId, async (tx) => {
    const { row, owner } = await one(tx, kind.tntId, await scopeToChange(tx, kind), advId);
    return answer(kind, row, owner, todayOf(deps.clock.now()));
  });

export const addAdv = <K extends OwnerKind>(deps: Deps, kind: AdvKind<K>, body: AdvInput) =>
  withTenant(deps.orm, kind.tntId, async (tx) => {
    const { owner, values } = await clean(tx, kind, await scopeToChange(tx, kind), body);
    const at = new Date(deps.clock.now());
    const [row] = await tx.insert(a).values({ tntId: kind.tntId, advId: newId(), ...values, createdAt: at, updatedAt: at }).returning();
    return answer(kind, row!, owner, todayOf(deps.clock.now()));
  });

export const updateAdv = <K extends OwnerKind>(deps: Deps, kind: AdvKind<K>, body: AdvInput & { advId: string }) =>
  withTenant(deps.orm, kind.tntId, async (tx) => {
    const scope = await scopeToChange(tx, kind);
    await one(tx, kind.tntId, scope, body.advId, true);
    const { owner, values } = await clean(tx, kind, scope, body);
    const [row] = await tx.update(a).set({ ...values, updatedAt: new Date(deps.clock.now()) }).where(and(eq(a.tntId, kind.tntId), eq(a.advId, body.advId))).returning();
    return answer(kind, row!, owner, todayOf(deps.clock.now()));
  });

export const enableAdv = <K extends OwnerKind>(deps: Deps, kind: AdvKind<K>, advId: string, enabled: boolean) =>
  withTenant(deps.orm, kind.tntId, async (tx) => {
    const { owner } = await one(tx, kind.tntId, await scopeToChange(tx, kind), advId, true);
    const [row] = await tx.update(a).set({ enabled, updatedAt: new Date(deps.clock.now()) }).where(and(eq(a.tntId, kind.tntId), eq(a.advId, advId))).returning();
    return answer(kind, row!, owner, todayOf(deps.clock.now()));
  });

export const deleteAdv = <K extends OwnerKind>(deps: Deps, kind: AdvKind<K>, advId: string) =>
  withTenant(deps.orm, kind.tntId, async (tx) => {
    await one(tx, kind.tntId, await scopeToChange(tx, kind), advId, true);
    await tx.delete(a).where(and(eq(a.tntId, kind.tntId), eq(a.advId, advId)));
    return null;
  });

/** Which carousel: the shopping front's (the malls the viewer sees, spec 6; optionally one) or one shop's. */
export type ShowScope = { kind: 'mall'; viewer: Pick<Principal, 'accountType'>; mallId?: string } | { kind: 'shop'; shopId: string };

/** A carousel: the ads showing today, by order then newest. `scopeOf` answers null for none (a closed shop). */
export const showList = (deps: Deps, tntId: string, scopeOf: (tx: Tx) => Promise<ShowScope | null>) =>
  withTenant(deps.orm, tntId, async (tx) => {
    const s = await scopeOf(tx);
    if (!s) return [];
    const owner = s.kind === 'mall'
      ? and(eq(a.ownerKind, 'mall'), mallTypes(s.viewer), given(s.mallId) ? eq(a.mallId, s.mallId) : undefined)
      : and(eq(a.ownerKind, 'shop'), eq(a.shopId, s.shopId));
    return tx
      .select({ advId: a.advId, title: a.title, subtitle: a.subtitle, picture: a.pictureUrl, link: a.link })
      .from(a)
      .leftJoin(m, and(eq(m.tntId, a.tntId), eq(m.mallId, a.mallId)))
      .where(and(eq(a.tntId, tntId), owner, showStatusWhere(SHOWING, todayOf(deps.clock.now()))))
      .orderBy(asc(a.sort), desc(a.updatedAt), asc(a.advId))
      .limit(MAX_SHOWN[s.kind]);
  });
