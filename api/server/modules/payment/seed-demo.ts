// Demo orders in every status (issue 12 item 5) between the demo enterprises of T1001: 绿源农业科技 (C001,
// seller, 13800000002) sells to 丰收农产品采购 (C002, buyer, 13800000003) and to the personal member
// (13800000006); one agent order placed by the seller for its customer. Every order is made through the
// orders' own create and move functions and the payment services (net pay through the sandbox provider and
// its signed notification, offline pay with a voucher, the seller's confirmation), so deliveries, stock,
// payments, instalments and history rows are what real use leaves. Idempotent per scenario: each order's
// note names its scenario, and a scenario whose order exists is skipped.
import { and, asc, eq, gte, like, sql } from 'drizzle-orm';
import { withTenant, type Database, type Tx } from '../../db';
import { newId, type Clock } from '../../core';
import { encodePng } from '../../core/png';
import { fileTables } from '../file';
import { indentTables, insertOrder, moveOrder, setFrozen, type Actor as OrderActor, type MoveName } from '../indent';
import { itemTables } from '../item';
import { applyNotification } from './notify-service';
import { confirmOffline, offlinePay } from './offline-service';
import { netPay, type OpenDeps } from './pay-service';
import { SandboxPaymentProvider } from './sandbox/provider';
import { resultSecret, sandboxSecret } from './sandbox/secret';
import { ORDER_TYPE, orderTypeNo, PAY_TYPE, type PayType } from '../../codes';

/** A demo tracking number fixed by its scenario (SF and ten digits), so a seeded page looks the same on every
 * start: it was the clock's last ten digits, which changed the screenshots of the order details. */
function trackingNoOf(scenario: string): string {
  let h = 2166136261;
  for (let i = 0; i < scenario.length; i++) h = Math.imul(h ^ scenario.charCodeAt(i), 16777619) >>> 0;
  return `SF${String(h % 10_000_000_000).padStart(10, '0')}`;
}

const TNT = 'T1001';
/** Each buyer ships to an address of its own: the personal member's orders showed 丰收's consignee. */
const BUYER = {
  tntId: TNT, accountId: 'A030', companyId: 'C002',
  address: { consignee: '王建国', phone: '13800000003', regionCode: '370602', regionName: '山东省烟台市芝罘区', detail: '幸福路88号丰收农产品采购中心' },
};
const PERSONAL = {
  tntId: TNT, accountId: 'A060', companyId: null,
  address: { consignee: '李农户', phone: '13800000006', regionCode: '370783', regionName: '山东省潍坊市寿光市', detail: '洛城街道东斟灌村88号' },
};
const SELLER = { tntId: TNT, accountId: 'A020', companyId: 'C001' };
const NOTE = '演示订单';

type Step = 'changePrice' | 'agree' | 'netPayFail' | 'netPay' | 'offline' | 'confirm' | 'deliverPart' | 'deliverAll' | 'receive' | 'cancel' | 'refuse' | 'freeze';
interface Scenario {
  key: string;
  payType: PayType;
  steps: Step[];
  lines?: number;
  buyer?: typeof BUYER | typeof PERSONAL;
  agent?: boolean;
  /** Days before now the order was placed (orders awaiting payment are recent: the unpaid timeout). */
  daysAgo: number;
}

const SCENARIOS: Scenario[] = [
  { key: '待卖家确认', payType: PAY_TYPE.payFirst, steps: [], daysAgo: 1 },
  { key: '待卖家确认-个人', payType: PAY_TYPE.payFirst, steps: [], buyer: PERSONAL, daysAgo: 0.5 },
  { key: '改价待确认', payType: PAY_TYPE.payFirst, steps: ['changePrice'], daysAgo: 2 },
  { key: '待付款', payType: PAY_TYPE.payFirst, steps: ['agree'], daysAgo: 0.2 },
  { key: '待付款-支付失败', payType: PAY_TYPE.prepay, steps: ['agree', 'netPayFail'], daysAgo: 0.1 },
  { key: '线下付款待确认', payType: PAY_TYPE.payFirst, steps: ['agree', 'offline'], daysAgo: 3 },
  { key: '待发货-网银', payType: PAY_TYPE.payFirst, steps: ['agree', 'netPay'], daysAgo: 4 },
  { key: '待发货-线下已确认', payType: PAY_TYPE.prepay, steps: ['agree', 'offline', 'confirm'], daysAgo: 5 },
  { key: '部分发货', payType: PAY_TYPE.payFirst, lines: 2, steps: ['agree', 'netPay', 'deliverPart'], daysAgo: 6 },
  { key: '已发货', payType: PAY_TYPE.payFirst, steps: ['agree', 'netPay', 'deliverAll'], daysAgo: 7 },
  { key: '已收货待付款-先货后款', payType: PAY_TYPE.goodsFirst, steps: ['agree', 'deliverAll', 'receive'], daysAgo: 9 },
  { key: '已收货待付款-分期', payType: PAY_TYPE.buyerInstalments, steps: ['agree', 'netPay', 'deliverAll', 'receive'], daysAgo: 10 },
  { key: '已完成', payType: PAY_TYPE.payFirst, lines: 2, steps: ['agree', 'netPay', 'deliverAll', 'receive'], daysAgo: 12 },
  { key: '已完成-赊销', payType: PAY_TYPE.credit, steps: ['agree', 'deliverAll', 'receive', 'netPay'], daysAgo: 14 },
  // Paid by voucher and completed: its after-sales are paid back by the seller outside the platform
  // (modules/aftersale/demo.ts: the after-sale waiting at 退款中 for the seller's 确认退款).
  { key: '已完成-线下付款', payType: PAY_TYPE.prepay, lines: 2, steps: ['agree', 'offline', 'confirm', 'deliverAll', 'receive'], daysAgo: 15 },
  { key: '已完成-代客下单', payType: PAY_TYPE.payFirst, agent: true, steps: ['agree', 'netPay', 'deliverAll', 'receive'], daysAgo: 8 },
  { key: '已取消', payType: PAY_TYPE.payFirst, steps: ['cancel'], daysAgo: 11 },
  { key: '已拒绝', payType: PAY_TYPE.payFirst, steps: ['refuse'], daysAgo: 13 },
  { key: '已冻结', payType: PAY_TYPE.payFirst, steps: ['agree', 'netPay', 'freeze'], daysAgo: 5.5 },
];

const HOUR = 3_600_000;

/** The seed's own time: each scenario starts on its day and moves a couple of hours per step. */
class SeedClock implements Clock {
  constructor(private t: number) {}
  now(): number {
    return this.t;
  }
  set(t: number): void {
    this.t = Math.round(t);
  }
  advance(ms: number): void {
    this.t += ms;
  }
}
const role = (a: { accountId: string; companyId: string | null }, r: OrderActor['role']): OrderActor => ({ accountId: a.accountId, companyId: a.companyId, role: r });

export const seedDemoOrders = (db: Database, now = Date.now()): Promise<{ created: number }> => seedScenarios(db, SCENARIOS, NOTE, now);

/** Completed orders (paid online first, delivered, received) between 绿源 and 丰收 for another module's
 * demo (the settlements'), each noted `<note>·<key>`, made as the demo orders are; idempotent by note. */
export function seedCompletedDemoOrders(db: Database, note: string, orders: readonly { key: string; daysAgo: number; lines?: number }[], now = Date.now()) {
  return seedScenarios(db, orders.map((o) => ({ ...o, payType: PAY_TYPE.payFirst, steps: ['agree', 'netPay', 'deliverAll', 'receive'] as Step[] })), note, now);
}

async function seedScenarios(db: Database, scenarios: readonly Scenario[], note: string, now: number): Promise<{ created: number }> {
  const done = new Set(
    (await withTenant(db.orm, TNT, (tx) => tx.select({ note: indentTables.orders.note }).from(indentTables.orders)
      .where(and(eq(indentTables.orders.tntId, TNT), like(indentTables.orders.note, `${note}·%`))))).map((r) => r.note),
  );
  const todo = scenarios.filter((s) => !done.has(`${note}·${s.key}`));
  if (todo.length === 0) return { created: 0 };
  const skus = await withTenant(db.orm, TNT, (tx) => demoSkus(tx));
  if (skus.length < 2) return { created: 0 };
  const clock = new SeedClock(now);
  const pay = new SandboxPaymentProvider(db.orm, clock, await sandboxSecret(db));
  const silent = { warn: () => undefined, error: () => undefined };
  const deps: OpenDeps = { orm: db.orm, clock, pay, log: silent, returnKey: await resultSecret(db) };
  let i = 0;
  for (const s of todo) {
    clock.set(now - s.daysAgo * 24 * HOUR);
    await runScenario(db, deps, pay, clock, s, note, Math.min(2 * HOUR, (s.daysAgo * 24 * HOUR) / (s.steps.length + 1)), [skus[i % skus.length]!, skus[(i + 1) % skus.length]!]);
    i += 2;
  }
  return { created: todo.length };
}

/** On-shelf SKUs of the seller with stock to spare, cheapest first (so demo amounts stay modest). */
async function demoSkus(tx: Tx) {
  const s = itemTables.itemSkus;
  return tx
    .select({ skuId: s.skuId })
    .from(s)
    .innerJoin(itemTables.items, and(eq(itemTables.items.tntId, s.tntId), eq(itemTables.items.itemId, s.itemId)))
    .where(and(eq(s.tntId, TNT), eq(itemTables.items.companyId, SELLER.companyId), eq(itemTables.items.status, '1'), gte(sql`${s.stock} - ${s.reserved}`, 50)))
    .orderBy(asc(s.price), asc(s.skuId))
    .limit(24);
}

/** `stepMs`: the time between two steps (a scenario never reaches past now). */
async function runScenario(db: Database, deps: OpenDeps, pay: SandboxPaymentProvider, clock: SeedClock, s: Scenario, note: string, stepMs: number, skus: { skuId: string }[]) {
  const buyer = s.buyer ?? BUYER;
  const at = () => new Date(clock.now());
  const order = await withTenant(db.orm, TNT, (tx) =>
    insertOrder(tx, at(), {
      tntId: TNT, buyer: { accountId: buyer.accountId, companyId: buyer.companyId }, sellerCompanyId: SELLER.companyId, orderType: orderTypeNo(s.agent ? ORDER_TYPE.agent : ORDER_TYPE.mall),
      payType: Number(s.payType), lines: skus.slice(0, s.lines ?? 1).map((k, n) => ({ skuId: k.skuId, quantity: 2 + n * 3 })), freightFen: 1000,
      address: buyer.address, note: `${note}·${s.key}`, by: s.agent ? role(SELLER, 'seller') : role(buyer, 'buyer'), onShelfOnly: !s.agent,
    }),
  );
  const orderId = order.orderId;
  const move = (name: MoveName, actor: OrderActor, extra: { note?: string; args?: unknown } = {}) =>
    withTenant(db.orm, TNT, (tx) => moveOrder(tx, { tntId: TNT, orderId, move: name, actor, now: at(), ...extra }));
  const lines = () => withTenant(db.orm, TNT, (tx) => tx.select().from(indentTables.orderLines)
    .where(and(eq(indentTables.orderLines.tntId, TNT), eq(indentTables.orderLines.orderId, orderId))).orderBy(asc(indentTables.orderLines.lineNo)));
  const deliver = async (all: boolean) => {
    const ls = await lines();
    const pick = all ? ls : ls.slice(0, 1);
    await move('deliver', role(SELLER, 'seller'), { args: { lines: pick.map((l) => ({ lineNo: l.lineNo, quantity: Number(l.quantity) - Number(l.deliveredQty) })), expressCode: 'SF', trackingNo: trackingNoOf(`${note === NOTE ? '' : note}${s.key}:${all ? 'all' : 'part'}`) } });
  };
  const sandbox = async (outcome: 'SUCCESS' | 'FAIL') => {
    const opened = await netPay(deps, buyer, orderId);
    const trade = new URL(opened.cashierUrl, 'http://cashier').searchParams.get('trade')!;
    const decided = await pay.decide(trade, outcome);
    const n = pay.verifyNotification(pay.notification(decided!));
    if ('refused' in n) throw new Error(`demo notification refused: ${n.refused}`);
    await applyNotification(deps, n);
  };
  for (const step of s.steps) {
    clock.advance(stepMs);
    switch (step) {
      case 'changePrice': await move('changePrice', role(SELLER, 'seller'), { args: { adjustFen: -500 }, note: '老客户优惠5元' }); break;
      case 'agree': await move('agree', role(SELLER, 'seller')); break;
      case 'netPay': await sandbox('SUCCESS'); break;
      case 'netPayFail': await sandbox('FAIL'); break;
      case 'offline': await offlinePay(deps, buyer, { orderId, vouchers: [await voucher(db, buyer.accountId, at())], remark: '中国农业银行转账，尾号8866' }); break;
      case 'confirm': {
        const [p] = await withTenant(db.orm, TNT, (tx) => tx.execute(sql`SELECT p.pay_no FROM payments p JOIN payment_orders o USING (tnt_id, pay_id) WHERE o.tnt_id = ${TNT} AND o.order_id = ${orderId} AND p.status = '2'`).then((r) => (r as { rows: { pay_no: string }[] }).rows));
        await confirmOffline(deps, SELLER, p!.pay_no);
        break;
      }
      case 'deliverPart': await deliver(false); break;
      case 'deliverAll': await deliver(true); break;
      case 'receive': await move('receive', role(buyer, 'buyer')); break;
      case 'cancel': await move('cancel', role(buyer, 'buyer'), { note: '采购计划调整' }); break;
      case 'refuse': await move('refuse', role(SELLER, 'seller'), { note: '该规格暂时缺货' }); break;
      case 'freeze':
        await withTenant(db.orm, TNT, (tx) => setFrozen(tx, { tntId: TNT, orderId, frozen: true, reason: '交易纠纷核查中', actor: { accountId: 'A010', companyId: 'C000', role: 'platform' }, now: at() }));
        break;
    }
  }
}

/** A transfer slip picture, stored like an upload of the buyer. */
async function voucher(db: Database, accountId: string, at: Date) {
  const w = 200, h = 200;
  // A pale slip with a darker band (the bank's header), 200x200 like the other pictures.
  const rgb = new Uint8Array(w * h * 3).map((_, k) => (Math.floor(k / 3 / w) < 40 ? [0x2b, 0x6c, 0xb0][k % 3]! : [0xf4, 0xf1, 0xe8][k % 3]!));
  const png = encodePng(w, h, rgb);
  const fileId = newId();
  await withTenant(db.orm, TNT, (tx) => tx.insert(fileTables.files).values({
    tntId: TNT, fileId, accountId, fileNm: '银行转账凭证.png', mime: 'image/png', sizeBytes: png.length, content: new Uint8Array(png), createdAt: at,
  }));
  return { id: fileId, name: '银行转账凭证.png', url: `/scpr/file/file/download?tntId=${TNT}&id=${fileId}` };
}
