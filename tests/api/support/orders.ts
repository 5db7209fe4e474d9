// Order test helpers: a demo seller SKU with a known stock, orders created and moved through the module's
// public face (the move function the other modules call), and the stock / history facts tests assert.
import { withTenant } from '../../../api/server/db';
import type { Deps } from '../../../api/server/core';
import { insertOrder, moveOrder, recordPayment, type Actor, type MoveName, type NewOrder } from '../../../api/server/modules/indent';
import type { TestServer } from './server';

export const TNT = 'T1001';
/** README demo people: 13800000002 sells for C001 (A020), 13800000003 buys for C002 (A030). */
export const SELLER: Actor = { accountId: 'A020', companyId: 'C001', role: 'seller' };
export const BUYER: Actor = { accountId: 'A030', companyId: 'C002', role: 'buyer' };
export const OTHER_SELLER: Actor = { accountId: 'A040', companyId: 'C003', role: 'seller' };
export const PLATFORM: Actor = { accountId: 'A010', companyId: 'C000', role: 'platform' };
/** The address fields the seller's forms send flat (agent and offline orders). */
export const FLAT_ADDRESS = { consignee: '张三', phone: '13912345678', regionCode: '370602', detail: '南大街100号' };
export const ADDRESS = { ...FLAT_ADDRESS, regionName: '山东省烟台市芝罘区' };

/** An on-shelf SKU of C001 (from the demo goods) in `mallId` (default the enterprise mall M02, where C002 may
 * buy: docs/goods.md "What a buyer may buy") with exactly `stock` on hand and nothing reserved. */
export async function skuWithStock(h: TestServer, stock: number, offset = 0, mallId = 'M02'): Promise<{ skuId: string; priceFen: number }> {
  const rows = await h.db.owner.query<{ sku_id: string; price_fen: string }>(
    `SELECT s.sku_id, (s.price * 100)::bigint AS price_fen FROM item_skus s JOIN items i ON i.tnt_id = s.tnt_id AND i.item_id = s.item_id
     WHERE s.tnt_id = 'T1001' AND i.company_id = 'C001' AND i.status = '1' AND i.mall_id = $2 ORDER BY s.sku_id LIMIT 1 OFFSET $1`,
    [offset, mallId],
  );
  const r = rows[0]!;
  await h.db.owner.query(`UPDATE item_skus SET stock = $2, reserved = 0 WHERE tnt_id = 'T1001' AND sku_id = $1`, [r.sku_id, stock]);
  await h.db.owner.query(`DELETE FROM order_reservations WHERE tnt_id = 'T1001' AND sku_id = $1`, [r.sku_id]);
  return { skuId: r.sku_id, priceFen: Number(r.price_fen) };
}

export async function stockOf(h: TestServer, skuId: string): Promise<{ stock: number; reserved: number; reservations: number }> {
  const [r] = await h.db.owner.query<{ stock: string; reserved: string; held: string }>(
    `SELECT stock, reserved, (SELECT coalesce(sum(quantity), 0) FROM order_reservations WHERE tnt_id = 'T1001' AND sku_id = $1) AS held
     FROM item_skus WHERE tnt_id = 'T1001' AND sku_id = $1`,
    [skuId],
  );
  return { stock: Number(r!.stock), reserved: Number(r!.reserved), reservations: Number(r!.held) };
}

export const deps = (h: TestServer): Deps => h.app.scpr;
const now = (h: TestServer) => new Date(h.clock.now());

export async function createOrder(h: TestServer, lines: NewOrder['lines'], extra: Partial<NewOrder> = {}) {
  return withTenant(deps(h).orm, TNT, (tx) =>
    insertOrder(tx, now(h), {
      tntId: TNT, buyer: { accountId: BUYER.accountId, companyId: BUYER.companyId }, sellerCompanyId: 'C001', orderType: 1, payType: 5,
      lines, address: ADDRESS, by: BUYER, onShelfOnly: true, ...extra,
    }),
  );
}

export async function move(h: TestServer, orderId: string, m: MoveName, actor: Actor, args?: unknown, note?: string) {
  return withTenant(deps(h).orm, TNT, (tx) => moveOrder(tx, { tntId: TNT, orderId, move: m, actor, now: now(h), args, note }));
}

export async function pay(h: TestServer, orderId: string, amountFen: number) {
  return withTenant(deps(h).orm, TNT, (tx) => recordPayment(tx, { tntId: TNT, orderId, amountFen, now: now(h) }));
}

/** The error a move is refused with: [HTTP status, message]. */
export async function refusal(p: Promise<unknown>): Promise<[number, string]> {
  try {
    await p;
  } catch (e) {
    const err = e as { status?: number; message: string };
    return [err.status ?? 500, err.message];
  }
  throw new Error('the move was not refused');
}

export async function historyOf(h: TestServer, orderId: string) {
  return h.db.owner.query<{ move: string; from_status: number | null; to_status: number; actor_role: string }>(
    `SELECT move, from_status, to_status, actor_role FROM order_history WHERE tnt_id = 'T1001' AND order_id = $1 ORDER BY seq`,
    [orderId],
  );
}

/** The seller C001 accepts the given pay types (shop_pay_types, trading-cart's settings), the rest off. */
export async function acceptPayTypes(h: TestServer, payTypes: string[]): Promise<void> {
  for (const p of ['5', '6', '7', '8', '9', '10'])
    await h.db.owner.query(
      `INSERT INTO shop_pay_types (tnt_id, company_id, pay_type, enabled, instalment_count, interval_days, credit_days, updated_at)
       VALUES ('T1001', 'C001', $1, $2, $3, $4, $5, now())
       ON CONFLICT (tnt_id, company_id, pay_type) DO UPDATE SET enabled = EXCLUDED.enabled, instalment_count = EXCLUDED.instalment_count,
         interval_days = EXCLUDED.interval_days, credit_days = EXCLUDED.credit_days`,
      [p, payTypes.includes(p), ['8', '9'].includes(p) ? 3 : null, ['8', '9'].includes(p) ? 30 : null, p === '10' ? 30 : null],
    );
}
