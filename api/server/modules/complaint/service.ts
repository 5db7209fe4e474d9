// The complaint calls' transactions: one each (withTenant), every status change through the document.
// The complainant files against an order it is party to (the other party is complained about) or against
// another enterprise of the tenant; the platform is the tenant admin.
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { withTenant, type Tx } from '../../db';
import { fail, newId, type Deps, type Principal } from '../../core';
import { indentTables } from '../indent';
import { userTables } from '../user';
import * as t from './tables';
import type { PictureRef } from './tables';
import { complaintDocument, isComplainant, lockComplaint } from './move';
import { ownPictures } from './pictures';
import { complaintDetail, complaintView, type Granter } from './views';
import { complaintFlow, OPEN, TARGET, type ComplaintMove } from './workflow';
import type { ComplaintActor, ComplaintRow } from './types';
import type { MoveArgs } from './effects';

const nowOf = (deps: Deps) => new Date(deps.clock.now());

/** The caller as complainant, named by its enterprise or its own name. */
async function complainantOf(tx: Tx, p: Principal): Promise<ComplaintActor> {
  return { accountId: p.accountId, companyId: p.companyId, role: 'complainant', name: await nameOf(tx, p) };
}

/** The platform side is the tenant admin's (DOMAIN.md: complaints are handled by the platform). */
export function platformOf(p: Principal): Principal {
  if (!p.isTnt) throw fail('FORBIDDEN', '只有平台管理员可以处理投诉');
  return p;
}

async function nameOf(tx: Tx, p: Principal): Promise<string> {
  if (p.companyId) {
    const [c] = await tx.select({ n: userTables.companies.companyNm }).from(userTables.companies).where(and(eq(userTables.companies.tntId, p.tntId), eq(userTables.companies.companyId, p.companyId)));
    if (c) return c.n;
  }
  const [me] = await tx.select({ n: userTables.persons.username, r: userTables.persons.realName }).from(userTables.persons).where(and(eq(userTables.persons.tntId, p.tntId), eq(userTables.persons.personId, p.personId)));
  return me?.r || me?.n || p.accountId;
}

/** TS + date and time (China Standard Time) + 4 random digits; unique per tenant by key. */
export function newComplaintNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');
  return `TS${stamp}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

export interface Filing {
  targetType: string;
  orderId?: string;
  targetCompanyId?: string;
  title: string;
  content: string;
  pictures?: PictureRef[];
}

const isOrderParty = (o: typeof indentTables.orders.$inferSelect, p: Principal) =>
  (o.buyerCompanyId !== null ? p.companyId === o.buyerCompanyId : p.companyId === null && p.accountId === o.buyerAccountId) || (p.companyId !== null && p.companyId === o.sellerCompanyId);

/** What the complaint is about: the order's other party, or the enterprise named. */
async function targetOf(tx: Tx, p: Principal, b: Filing) {
  if (b.targetType === TARGET.order) {
    if (!b.orderId) throw fail('BAD_REQUEST', '请选择投诉的订单');
    const o = indentTables.orders;
    const [order] = await tx.select().from(o).where(and(eq(o.tntId, p.tntId), eq(o.orderId, b.orderId)));
    if (!order || !isOrderParty(order, p)) throw fail('NOT_FOUND', '订单不存在');
    const buyerSide = order.buyerCompanyId !== null ? p.companyId === order.buyerCompanyId : p.accountId === order.buyerAccountId;
    return buyerSide
      ? { orderId: order.orderId, orderNo: order.orderNo, targetCompanyId: order.sellerCompanyId, targetNm: order.sellerNm }
      : { orderId: order.orderId, orderNo: order.orderNo, targetCompanyId: order.buyerCompanyId, targetNm: order.buyerNm };
  }
  if (!b.targetCompanyId) throw fail('BAD_REQUEST', '请选择投诉的企业');
  if (b.targetCompanyId === p.companyId) throw fail('BAD_REQUEST', '不能投诉本企业');
  const c = userTables.companies;
  const [company] = await tx.select().from(c).where(and(eq(c.tntId, p.tntId), eq(c.companyId, b.targetCompanyId)));
  if (!company) throw fail('NOT_FOUND', '企业不存在');
  return { orderId: null, orderNo: '', targetCompanyId: company.companyId, targetNm: company.companyNm };
}

export function fileComplaint(deps: Deps, p: Principal, b: Filing, grant: Granter) {
  const now = nowOf(deps);
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const title = b.title.trim();
    const content = b.content.trim();
    if (!title) throw fail('BAD_REQUEST', '请输入投诉标题');
    if (!content) throw fail('BAD_REQUEST', '请输入投诉内容');
    const target = await targetOf(tx, p, b);
    const me = await complainantOf(tx, p);
    const pictures = await ownPictures(tx, p.tntId, p.accountId, b.pictures ?? []);
    const [row] = await tx.insert(t.complaints).values({
      tntId: p.tntId, complaintId: newId(), complaintNo: newComplaintNo(now), targetType: b.targetType, ...target, complainantAccountId: p.accountId,
      complainantCompanyId: p.companyId, complainantNm: me.name, title, content, pictures, status: complaintFlow.code('submitted'), reason: '', result: '',
      handledBy: null, createdAt: now, updatedAt: now,
    }).returning();
    await complaintDocument.record(tx, row!, { move: 'create', from: null, to: row!.status, actor: me, note: title, at: now });
    return complaintView(row!, 'complainant', grant);
  });
}

export interface PageArgs {
  pageNum: number;
  pageSize: number;
  status?: string;
  keyword?: string;
}

function mineWhere(p: Principal): SQL {
  return p.companyId ? eq(t.complaints.complainantCompanyId, p.companyId) : and(isNull(t.complaints.complainantCompanyId), eq(t.complaints.complainantAccountId, p.accountId))!;
}

async function page(tx: Tx, tntId: string, side: 'complainant' | 'platform', scope: SQL | undefined, q: PageArgs, grant: Granter) {
  const where: SQL[] = [eq(t.complaints.tntId, tntId)];
  if (scope) where.push(scope);
  if (q.status) where.push(eq(t.complaints.status, q.status));
  const kw = q.keyword?.trim();
  if (kw) {
    const like = `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(t.complaints.title, like), ilike(t.complaints.complaintNo, like), ilike(t.complaints.targetNm, like), ilike(t.complaints.complainantNm, like), ilike(t.complaints.orderNo, like))!);
  }
  const [{ n }] = (await tx.select({ n: count() }).from(t.complaints).where(and(...where))) as [{ n: number }];
  const rows = await tx.select().from(t.complaints).where(and(...where)).orderBy(desc(t.complaints.createdAt), desc(t.complaints.complaintId))
    .limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
  return { total: Number(n), records: rows.map((r) => complaintView(r, side, grant)) };
}

export const myComplaints = (deps: Deps, p: Principal, q: PageArgs, grant: Granter) =>
  withTenant(deps.orm, p.tntId, (tx) => page(tx, p.tntId, 'complainant', mineWhere(p), q, grant));

export const platformComplaints = (deps: Deps, p: Principal, q: PageArgs, grant: Granter) =>
  withTenant(deps.orm, p.tntId, (tx) => page(tx, p.tntId, 'platform', undefined, q, grant));

/** The detail for its complainant, or for the platform (the tenant admin); anyone else: not found. A
 * tenant admin that filed the complaint itself sees it as its complainant. */
export function detailOf(deps: Deps, p: Principal, complaintId: string, grant: Granter) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const [r] = await tx.select().from(t.complaints).where(and(eq(t.complaints.tntId, p.tntId), eq(t.complaints.complaintId, complaintId)));
    if (!r) throw fail('NOT_FOUND', '投诉不存在');
    if (isComplainant(r, p)) return complaintDetail(tx, r, 'complainant', grant);
    if (p.isTnt) return complaintDetail(tx, r, 'platform', grant);
    throw fail('NOT_FOUND', '投诉不存在');
  });
}

/** Makes one move as the complainant or as the platform; answers the complaint after it. */
export function moveComplaint<M extends ComplaintMove>(deps: Deps, p: Principal, side: 'complainant' | 'platform', complaintId: string, move: M, extra: { note?: string; args?: M extends keyof MoveArgs ? MoveArgs[M] : undefined } = {}, grant: Granter) {
  const now = nowOf(deps);
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const actor: ComplaintActor = side === 'platform' ? { accountId: p.accountId, companyId: p.companyId, role: 'platform', name: '平台' } : await complainantOf(tx, p);
    const after: ComplaintRow = await complaintDocument.move(tx, { tntId: p.tntId, id: complaintId, move, actor, now, note: extra.note, args: extra.args as never });
    return complaintView(after, side, grant);
  });
}

/** The home tile (投诉中心): open complaints, the platform's to handle for the tenant admin, one's own otherwise. */
export function openCount(deps: Deps, p: Principal) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const where: SQL[] = [eq(t.complaints.tntId, p.tntId), inArray(t.complaints.status, complaintFlow.codes(...OPEN))];
    if (!p.isTnt) where.push(mineWhere(p));
    const [{ n }] = (await tx.select({ n: count() }).from(t.complaints).where(and(...where))) as [{ n: number }];
    return { openCount: Number(n) };
  });
}

/** What the complaint form offers: the caller's orders (as buyer or seller), or the tenant's other
 * enterprises; at most 20, narrowed by the typed keyword. */
export function targetsOf(deps: Deps, p: Principal, q: { targetType: string; keyword?: string }) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    const kw = q.keyword?.trim() ?? '';
    const like = `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    if (q.targetType === TARGET.order) {
      const o = indentTables.orders;
      const mine = p.companyId
        ? or(eq(o.buyerCompanyId, p.companyId), eq(o.sellerCompanyId, p.companyId))
        : and(isNull(o.buyerCompanyId), eq(o.buyerAccountId, p.accountId));
      const rows = await tx.select({ id: o.orderId, no: o.orderNo, buyerNm: o.buyerNm, sellerNm: o.sellerNm, seller: o.sellerCompanyId }).from(o)
        .where(and(eq(o.tntId, p.tntId), mine, kw ? or(ilike(o.orderNo, like), ilike(o.sellerNm, like), ilike(o.buyerNm, like)) : undefined))
        .orderBy(desc(o.createdAt), desc(o.orderId)).limit(20);
      return rows.map((r) => ({ value: r.id, label: `${r.no}（${r.seller === p.companyId ? r.buyerNm : r.sellerNm}）` }));
    }
    const c = userTables.companies;
    const rows = await tx.select({ id: c.companyId, nm: c.companyNm }).from(c)
      .where(and(eq(c.tntId, p.tntId), p.companyId ? ne(c.companyId, p.companyId) : undefined, kw ? ilike(c.companyNm, like) : undefined))
      .orderBy(c.companyNm).limit(20);
    return rows.map((r) => ({ value: r.id, label: r.nm }));
  });
}

export { lockComplaint };
