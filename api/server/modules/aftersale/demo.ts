// Demo after-sales in every state (issue 31: every screen shows real rows to the demo accounts on a fresh
// start), between the demo orders of 绿源 (C001, seller 13800000002) and 丰收 (C002, buyer 13800000003)
// that the payment module's seed leaves received or completed. Each is made through this module's own
// services and document (create, the moves, the refund through the sandbox provider), so history, refund
// parts and the orders' refunded money are what real use leaves. Runs after the payment seed (domain order);
// skipped once any after-sale of a demo order exists.
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { withTenant, type Database } from '../../db';
import { newId, type Clock, type Deps } from '../../core';
import { encodePng } from '../../core/png';
import { formatFen } from '../../../../engine/validation';
import { fileTables } from '../file';
import { indentTables } from '../indent';
import { deliverInProcess, provideRefundBook, SandboxPaymentProvider, sandboxSecret } from '../payment';
import * as t from './tables';
import { afterSaleDocument } from './move';
import { createAfterSale } from './create-service';
import { paidForLine } from './amounts';
import { refundOnline } from './refund';
import { afterSaleRefundBook } from './refund-book';
import type { AfterSaleMove } from './workflow';
import type { Actor } from './types';

const TNT = 'T1001';
const BUYER: Actor = { accountId: 'A030', companyId: 'C002', role: 'buyer' };
const SELLER: Actor = { accountId: 'A020', companyId: 'C001', role: 'seller' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Step = [AfterSaleMove, string?];
interface Case {
  /** The demo order (its note's scenario, payment/seed-demo.ts) and line. */
  order: string;
  line: number;
  way: 1 | 2;
  /** The share of what is left to refund for the line that is asked for (percent). */
  percent: number;
  reason: string;
  description: string;
  steps: Step[];
  daysAgo: number;
}

// Closed ones first on a line: a line holds one open after-sale at a time.
const CASES: Case[] = [
  { order: '已完成', line: 1, way: 1, percent: 100, reason: '2', description: '规格与描述不符，申请全额退款', steps: [['refuse', '商品与描述一致，规格无误']], daysAgo: 11 },
  { order: '已完成', line: 1, way: 1, percent: 30, reason: '4', description: '部分果实有磕碰，协商退30%', steps: [['agree'], ['payBack']], daysAgo: 10 },
  { order: '已完成', line: 2, way: 2, percent: 100, reason: '5', description: '发错规格，申请退货退款', steps: [['agree']], daysAgo: 2 },
  { order: '已完成-代客下单', line: 1, way: 2, percent: 100, reason: '1', description: '包装破损，部分变质', steps: [['agree'], ['shipBack']], daysAgo: 3 },
  { order: '已完成-赊销', line: 1, way: 1, percent: 50, reason: '3', description: '少发一件，申请退还对应货款', steps: [], daysAgo: 1 },
  { order: '已发货', line: 1, way: 1, percent: 20, reason: '9', description: '与卖家协商后不再退款', steps: [['cancel', '已与卖家协商解决']], daysAgo: 6 },
  { order: '已发货', line: 1, way: 2, percent: 100, reason: '1', description: '果实软烂，申请退货', steps: [['agree'], ['shipBack'], ['refuseReceipt', '退回商品与原商品不符']], daysAgo: 5 },
  { order: '已完成-线下付款', line: 1, way: 1, percent: 40, reason: '4', description: '运输途中破损若干', steps: [['agree']], daysAgo: 4 },
  { order: '已完成-线下付款', line: 2, way: 2, percent: 100, reason: '2', description: '品质与描述不符，已退回', steps: [['agree'], ['shipBack'], ['receive'], ['payBack']], daysAgo: 9 },
];

class SeedClock implements Clock {
  constructor(private t: number) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export async function seedDemoAfterSales(db: Database, now = Date.now()): Promise<{ created: number }> {
  const o = indentTables.orders;
  const orders = await withTenant(db.orm, TNT, (tx) => tx.select().from(o).where(and(eq(o.tntId, TNT), like(o.note, '演示订单·%'))));
  const byKey = new Map(orders.map((x) => [x.note.slice('演示订单·'.length), x]));
  const [seeded] = await withTenant(db.orm, TNT, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(t.afterSales)
    .innerJoin(o, and(eq(o.tntId, t.afterSales.tntId), eq(o.orderId, t.afterSales.orderId))).where(and(eq(t.afterSales.tntId, TNT), like(o.note, '演示订单·%'))));
  if (Number(seeded?.n ?? 0) > 0) return { created: 0 };
  const clock = new SeedClock(now);
  const pay = new SandboxPaymentProvider(db.orm, clock, await sandboxSecret(db));
  const deps = { orm: db.orm, db, clock, pay, log: { error: () => undefined } } as unknown as Deps;
  // The seed runs before the server takes requests: the sandbox's signed refund notification is verified and
  // applied in this process, by the same code the notify call runs (the book registered here as at start).
  provideRefundBook(afterSaleRefundBook);
  pay.deliver = deliverInProcess({ orm: db.orm, clock, pay, log: { warn: () => undefined, error: () => undefined } });
  let created = 0;
  for (const c of CASES) {
    const order = byKey.get(c.order);
    if (!order) continue;
    const l = indentTables.orderLines;
    const [line] = await withTenant(db.orm, TNT, (tx) => tx.select().from(l).where(and(eq(l.tntId, TNT), eq(l.orderId, order.orderId), eq(l.lineNo, c.line))).orderBy(asc(l.lineNo)));
    if (!line) continue;
    const counted = await withTenant(db.orm, TNT, (tx) => tx.select({ fen: sql<string>`coalesce(sum(${t.afterSales.amountFen}), 0)` }).from(t.afterSales)
      .where(and(eq(t.afterSales.tntId, TNT), eq(t.afterSales.orderId, order.orderId), eq(t.afterSales.lineNo, c.line), sql`${t.afterSales.status} IN (10, 20, 30, 40, 50)`)));
    const left = paidForLine(order, Number(line.amountFen)) - Number(counted[0]?.fen ?? 0);
    const amountFen = Number((BigInt(left) * BigInt(c.percent)) / 100n);
    if (amountFen <= 0) continue;
    clock.advance(now - c.daysAgo * DAY - clock.now());
    const evidence = [await picture(db, BUYER.accountId, new Date(clock.now()), c.reason)];
    const { afterSaleId } = await createAfterSale(deps, TNT, BUYER, {
      orderId: order.orderId, lineNo: c.line, way: String(c.way), quantity: c.way === 2 ? Math.min(2, Number(line.quantity)) : 1,
      amount: formatFen(amountFen), reason: c.reason, description: c.description, evidence,
    });
    created++;
    for (const [move, note] of c.steps) {
      clock.advance(5 * HOUR);
      const at = new Date(clock.now());
      if (move === 'payBack' && !(await refundOnline(deps, TNT, afterSaleId))) break;
      const actor = move === 'shipBack' || move === 'cancel' ? BUYER : SELLER;
      const args = move === 'shipBack' ? { expressCode: 'SF', trackingNo: `SF${String(9_000_000_000 + created * 7919).slice(0, 10)}` } : undefined;
      await withTenant(db.orm, TNT, (tx) => afterSaleDocument.move(tx, { tntId: TNT, id: afterSaleId, move, actor, now: at, note, args } as never));
    }
  }
  return { created };
}

/** A photo of the goods the buyer took (a plain picture, stored like the buyer's upload). */
async function picture(db: Database, accountId: string, at: Date, seed: string) {
  const w = 200, h = 200;
  const tint = [[0xc0, 0x39, 0x2b], [0x27, 0xae, 0x60], [0xd3, 0x54, 0x00], [0x8e, 0x44, 0xad]][Number(seed) % 4]!;
  // A fruit-coloured disc on a pale ground.
  const rgb = new Uint8Array(w * h * 3).map((_, k) => {
    const p = Math.floor(k / 3), x = p % w, y = Math.floor(p / w);
    return (x - 100) ** 2 + (y - 100) ** 2 < 70 ** 2 ? tint[k % 3]! : [0xf4, 0xf1, 0xe8][k % 3]!;
  });
  const png = encodePng(w, h, rgb);
  const fileId = newId();
  await withTenant(db.orm, TNT, (tx) => tx.insert(fileTables.files).values({
    tntId: TNT, fileId, accountId, fileNm: '商品问题照片.png', mime: 'image/png', sizeBytes: png.length, content: new Uint8Array(png), createdAt: at,
  }));
  return { id: fileId, name: '商品问题照片.png', url: `/scpr/file/file/download?tntId=${TNT}&id=${fileId}` };
}
