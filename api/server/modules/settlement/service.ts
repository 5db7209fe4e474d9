// The settlement calls' transactions: one each (withTenant), every status change through the document's
// move. The shop applies (its enterprise account); the platform (the tenant's administrator) approves,
// refuses and pays.
import { randomInt } from 'node:crypto';
import { isUniqueViolation, withTenant, type Tx } from '../../db';
import { fail, newId, type Deps, type Principal } from '../../core';
import { formatFen } from '../../../../engine/validation';
import { lockOrder, type OrderRow } from '../indent';
import * as t from './tables';
import { settleRefusal, settleableOf } from './amounts';
import { moveSettlement, settlementDocument } from './move';
import { settlementFlow, type SettlementMove } from './workflow';
import type { SettlementActor } from './types';

export function sellerOf(p: Principal): SettlementActor {
  if (!p.companyId) throw fail('FORBIDDEN', '个人账号不能办理店铺结算，请切换到企业账号');
  return { accountId: p.accountId, companyId: p.companyId, role: 'seller' };
}

export function platformOf(p: Principal): SettlementActor {
  if (!p.isTnt) throw fail('FORBIDDEN', '只有平台管理员可以审核和支付结算单');
  return { accountId: p.accountId, companyId: p.companyId, role: 'platform' };
}

/** Who reads: the platform sees every shop's bills and orders, a shop its own. */
export const readerOf = (p: Principal): SettlementActor => (p.isTnt ? platformOf(p) : sellerOf(p));

/** JS + date and time (China Standard Time) + 6 random digits, unique per tenant by key. */
export function newSettlementNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');
  return `JS${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const nowOf = (deps: Deps) => new Date(deps.clock.now());
const ALREADY = '订单已在其他结算单中，请勿重复申请';

/** The shop's own orders, locked in id order (404 for another's: nobody learns of others' orders). Two
 * applications naming one order wait for each other here; the second finds it held. */
async function lockShopOrders(tx: Tx, tntId: string, a: SettlementActor, orderIds: readonly string[]): Promise<OrderRow[]> {
  const locked = new Map<string, OrderRow>();
  for (const id of [...new Set(orderIds)].sort()) {
    const o = await lockOrder(tx, tntId, id);
    if (o.sellerCompanyId !== a.companyId) throw fail('NOT_FOUND', '订单不存在');
    locked.set(id, o);
  }
  return orderIds.map((id) => locked.get(id)!);
}

export async function applySettlement(deps: Deps, p: Principal, b: { orderIds: string[]; remark?: string }) {
  const a = sellerOf(p);
  const now = nowOf(deps);
  const remark = (b.remark ?? '').trim();
  try {
    return await withTenant(deps.orm, p.tntId, async (tx) => {
      const orders = await lockShopOrders(tx, p.tntId, a, b.orderIds);
      const figures = await settleableOf(tx, p.tntId, b.orderIds);
      for (const o of orders) {
        const why = settleRefusal(o, figures.get(o.orderId)!);
        if (why) throw fail('CONFLICT', why);
      }
      const amountFen = orders.reduce((s, o) => s + figures.get(o.orderId)!.amountFen, 0);
      const [row] = await tx.insert(t.settlements).values({
        tntId: p.tntId, settlementId: newId(), settlementNo: newSettlementNo(now), sellerCompanyId: a.companyId!, sellerNm: orders[0]!.sellerNm,
        status: settlementFlow.code('applied'), orderCount: orders.length, amountFen, remark, refuseReason: '', createdBy: a.accountId, createdAt: now, updatedAt: now,
      }).returning();
      await tx.insert(t.settlementOrders).values(orders.map((o) => {
        const f = figures.get(o.orderId)!;
        return {
          tntId: p.tntId, settlementId: row!.settlementId, orderId: o.orderId, orderNo: o.orderNo, buyerNm: o.buyerNm, completedAt: f.completedAt,
          collectedFen: f.collectedFen, refundedFen: f.refundedFen, amountFen: f.amountFen, holding: true,
        };
      }));
      await settlementDocument.record(tx, row!, { move: 'apply', from: null, to: row!.status, actor: a, note: remark, at: now });
      return { settlementId: row!.settlementId, settlementNo: row!.settlementNo, status: String(row!.status), amount: formatFen(amountFen) };
    });
  } catch (e) {
    // The partial unique index, should two applications ever pass the lock (a path that forgot it).
    if (isUniqueViolation(e)) throw fail('CONFLICT', ALREADY);
    throw e;
  }
}

async function move<M extends SettlementMove>(deps: Deps, a: SettlementActor, tntId: string, settlementId: string, m: M, extra: { note?: string; args?: unknown } = {}) {
  try {
    const row = await withTenant(deps.orm, tntId, (tx) => moveSettlement(tx, { tntId, settlementId, move: m, actor: a, now: nowOf(deps), note: extra.note, args: extra.args as never }));
    return { settlementId: row.settlementId, status: String(row.status), payNo: row.payNo ?? '' };
  } catch (e) {
    // Two bills paid with one transfer at once: the index refuses the second.
    if (isUniqueViolation(e)) throw fail('CONFLICT', '转账流水号已被使用');
    throw e;
  }
}

const movedOnly = ({ settlementId, status }: { settlementId: string; status: string }) => ({ settlementId, status });

export const approveSettlement = async (deps: Deps, p: Principal, id: string) => movedOnly(await move(deps, platformOf(p), p.tntId, id, 'approve'));
export const refuseSettlement = async (deps: Deps, p: Principal, b: { settlementId: string; refuseReason: string }) =>
  movedOnly(await move(deps, platformOf(p), p.tntId, b.settlementId, 'refuse', { note: b.refuseReason.trim() }));
export const cancelSettlement = async (deps: Deps, p: Principal, id: string) => movedOnly(await move(deps, sellerOf(p), p.tntId, id, 'cancel'));
export const paySettlement = (deps: Deps, p: Principal, b: { settlementId: string; transferNo: string }) =>
  move(deps, platformOf(p), p.tntId, b.settlementId, 'pay', { args: { transferNo: b.transferNo } });
