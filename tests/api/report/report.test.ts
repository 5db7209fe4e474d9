// The sale and purchase reports (issue 31 item 6): summary, chart by day and paged orders of each side
// answer what counting the orders answers (per-day aggregate rows, migration 0090), through creates,
// moves, payments and folds; bad input, another tenant, another enterprise and a caller without the
// permission are refused or see nothing of others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLE } from '../support/client';
import { startTestServer, type TestServer } from '../support/server';
import { ok, PHONES } from '../support/goods';
import { BUYER, createOrder, deps, move, pay, SELLER, skuWithStock, TNT } from '../support/orders';
import { withTenant } from '../../../api/server/db';
import { foldDays } from '../../../api/server/modules/report';

let h: TestServer;
let seller: string;
let buyer: string;
let agent: string;
let personal: string;
let warehouse: string;
let appleAdmin: string;
let skuId: string;
beforeAll(async () => {
  h = await startTestServer();
  seller = await h.client.token(PHONES.seller);
  buyer = await h.client.token(PHONES.buyer);
  agent = await h.client.token(PHONES.agent);
  personal = await h.client.token(PHONES.personal);
  warehouse = await h.client.token('13800000005');
  appleAdmin = await h.client.token(PHONES.admin, APPLE);
  skuId = (await skuWithStock(h, 100_000)).skuId;
});
afterAll(() => h.close());

const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
const yuan = (fen: number | string) => {
  const n = BigInt(fen);
  const a = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
};

/** What the orders say, counted: the summary of a scope over a day range. */
async function recount(scope: string, begin: string, end: string) {
  const [r] = await h.db.owner.query<Record<string, string>>(
    `SELECT count(*) AS n, count(*) FILTER (WHERE status NOT IN (90, 91)) AS valid, count(*) FILTER (WHERE status = 50) AS completed,
            count(*) FILTER (WHERE status IN (90, 91)) AS cancelled, coalesce(sum(payable_fen) FILTER (WHERE status NOT IN (90, 91)), 0) AS amount,
            coalesce(sum(paid_fen), 0) AS paid, coalesce(sum(refunded_fen), 0) AS refunded, coalesce(sum(payable_fen) FILTER (WHERE status = 50), 0) AS completed_amount
     FROM orders WHERE tnt_id = $1 AND ${scope}
       AND created_at >= ($2::date::timestamp AT TIME ZONE INTERVAL '08:00') AND created_at < (($3::date + 1)::timestamp AT TIME ZONE INTERVAL '08:00')`,
    [TNT, begin, end]);
  return {
    orderCount: Number(r!.n), validCount: Number(r!.valid), completedCount: Number(r!.completed), cancelledCount: Number(r!.cancelled),
    orderAmount: yuan(r!.amount!), paidAmount: yuan(r!.paid!), refundedAmount: yuan(r!.refunded!), completedAmount: yuan(r!.completed_amount!),
  };
}

const SIDES = [
  { kind: 'So', token: () => seller, scope: `seller_company_id = 'C001'` },
  { kind: 'Po', token: () => buyer, scope: `buyer_company_id = 'C002'` },
  { kind: 'So', token: () => agent, scope: `seller_company_id = 'C003'` },
  { kind: 'Po', token: () => personal, scope: `buyer_company_id IS NULL AND buyer_account_id = 'A060'` },
] as const;

async function expectReportsMatch(begin: string, end: string) {
  for (const s of SIDES) {
    const want = await recount(s.scope, begin, end);
    const head = await ok(h.client, `report.search${s.kind}HeadReport`, { beginDate: begin, endDate: end }, s.token());
    expect({ ...head, averageAmount: undefined, beginDate: undefined, endDate: undefined }).toEqual({ ...want, averageAmount: undefined, beginDate: undefined, endDate: undefined });
    const chart = await ok(h.client, `report.query${s.kind}ReportStaticByDate`, { beginDate: begin, endDate: end }, s.token());
    expect(chart.rows.reduce((a: number, r: { orderCount: number }) => a + r.orderCount, 0)).toBe(want.orderCount);
    for (const r of chart.rows as { date: string; orderCount: number; orderAmount: string }[]) {
      const day = await recount(s.scope, r.date, r.date);
      expect([r.date, r.orderCount, r.orderAmount]).toEqual([r.date, day.orderCount, day.orderAmount]);
    }
    const page = await ok(h.client, `report.search${s.kind}PageList`, { pageNum: 1, pageSize: 100, beginDate: begin, endDate: end }, s.token());
    expect(page.total).toBe(want.orderCount);
    expect(page.records.length).toBe(Math.min(100, want.orderCount));
  }
}

describe('sale and purchase reports', () => {
  it('summary, chart and list equal the orders counted, through creates, moves, payments and folds', async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await createOrder(h, [{ skuId, quantity: i + 1 }])).orderId);
    h.clock.advance(-2 * 86_400_000);
    made.push((await createOrder(h, [{ skuId, quantity: 2 }])).orderId);
    h.clock.advance(2 * 86_400_000);
    const today = chinaDay(h.clock.now());
    const from = chinaDay(h.clock.now() - 5 * 86_400_000);
    await expectReportsMatch(from, today);
    await move(h, made[0]!, 'agree', SELLER);
    const [o] = await h.db.owner.query<{ payable_fen: string }>(`SELECT payable_fen FROM orders WHERE tnt_id = $1 AND order_id = $2`, [TNT, made[0]]);
    await pay(h, made[0]!, Number(o!.payable_fen));
    await move(h, made[1]!, 'refuse', SELLER, undefined, '缺货');
    await move(h, made[2]!, 'cancel', BUYER);
    await move(h, made[3]!, 'changePrice', SELLER, { adjustFen: -123 });
    await expectReportsMatch(from, today);
    await withTenant(deps(h).orm, TNT, (tx) => foldDays(tx, TNT));
    const [{ n }] = (await h.db.owner.query<{ n: string }>(`SELECT count(*) - count(DISTINCT (side, owner, day, status)) AS n FROM order_report_days WHERE tnt_id = $1`, [TNT])) as [{ n: string }];
    expect(Number(n)).toBe(0);
    await expectReportsMatch(from, today);
    // The default range is the last 30 days up to today.
    const head = await ok(h.client, 'report.searchSoHeadReport', {}, seller);
    expect([head.beginDate, head.endDate]).toEqual([chinaDay(h.clock.now() - 29 * 86_400_000), today]);
    const chart = await ok(h.client, 'report.querySoReportStaticByDate', {}, seller);
    expect(chart.rows.length).toBe(30);
  });

  it('the list pages by key and filters like the order lists', async () => {
    const all = await ok(h.client, 'report.searchSoPageList', { pageNum: 1, pageSize: 100 }, seller);
    expect(all.total).toBeGreaterThan(3);
    const first = await ok(h.client, 'report.searchSoPageList', { pageNum: 1, pageSize: 2 }, seller);
    const next = await ok(h.client, 'report.searchSoPageList', { pageNum: 1, pageSize: 2, cursor: first.nextCursor }, seller);
    expect([...first.records, ...next.records].map((r: { orderId: string }) => r.orderId)).toEqual(all.records.slice(0, 4).map((r: { orderId: string }) => r.orderId));
    const byNo = await ok(h.client, 'report.searchSoPageList', { pageNum: 1, pageSize: 10, orderNo: all.records[0].orderNo }, seller);
    expect(byNo.records.map((r: { orderId: string }) => r.orderId)).toEqual([all.records[0].orderId]);
    expect(byNo.total).toBe(1);
    const cancelled = await ok(h.client, 'report.searchSoPageList', { pageNum: 1, pageSize: 10, status: '90' }, seller);
    expect(cancelled.records.every((r: { status: string }) => r.status === '90')).toBe(true);
    expect(cancelled.total).toBe(cancelled.records.length);
  });

  it('the summary and the chart follow the list\'s filters (days, status, number, party name, pay type): the same orders as its total', async () => {
    const today = chinaDay(h.clock.now());
    const from = chinaDay(h.clock.now() - 5 * 86_400_000);
    const all = await ok(h.client, 'report.searchSoPageList', { pageNum: 1, pageSize: 100, beginDate: from, endDate: today }, seller);
    const one = all.records[0] as { orderNo: string; status: string; payType: string; buyerNm: string };
    const filters: Record<string, string>[] = [
      { beginDate: today, endDate: today }, { beginDate: from, endDate: today, status: '90' }, { beginDate: from, endDate: today, status: one.status },
      { beginDate: from, endDate: today, orderNo: one.orderNo }, { beginDate: from, endDate: today, buyerNm: one.buyerNm.slice(0, 2) },
      { beginDate: from, endDate: today, payType: one.payType, status: one.status }, { beginDate: from, endDate: today, buyerNm: '没有这个买家' },
    ];
    for (const f of filters) {
      const page = await ok(h.client, 'report.searchSoPageList', { pageNum: 1, pageSize: 100, ...f }, seller);
      const rows = page.records as { status: string; payableAmount: string; paidAmount: string }[];
      const fen = (a: string) => Math.round(Number(a) * 100);
      const valid = rows.filter((r) => !['90', '91'].includes(r.status));
      const head = await ok(h.client, 'report.searchSoHeadReport', f, seller);
      expect([f, head.orderCount, head.validCount, head.orderAmount, head.paidAmount]).toEqual([
        f, page.total, valid.length, yuan(valid.reduce((a, r) => a + fen(r.payableAmount), 0)), yuan(rows.reduce((a, r) => a + fen(r.paidAmount), 0)),
      ]);
      const chart = await ok(h.client, 'report.querySoReportStaticByDate', f, seller);
      expect([f, chart.rows.reduce((a: number, r: { orderCount: number }) => a + r.orderCount, 0)]).toEqual([f, page.total]);
      expect([f, chart.rows[0].date, chart.rows.at(-1).date]).toEqual([f, f.beginDate, f.endDate]);
    }
    const po = await ok(h.client, 'report.searchPoHeadReport', { beginDate: from, endDate: today, sellerNm: '没有这个卖家' }, buyer);
    expect(po.orderCount).toBe(0);
  });

  it('bad input is refused in Chinese and nothing is answered', async () => {
    const bad = async (key: string, body: unknown, msg: RegExp) => {
      const r = await h.client.call(key, body, { token: seller });
      expect([key, r.status], r.body.msg).toEqual([key, 400]);
      expect(r.body.msg).toMatch(msg);
    };
    await bad('report.searchSoHeadReport', { beginDate: '2026-03-02', endDate: '2026-03-01' }, /开始日期不能晚于结束日期/);
    await bad('report.querySoReportStaticByDate', { beginDate: '2024-01-01', endDate: '2026-03-01' }, /不能超过366天/);
    await bad('report.searchSoHeadReport', { beginDate: 'yesterday' }, /日期|格式/);
    await bad('report.searchSoPageList', { pageNum: 1, pageSize: 1000 }, /每页条数/);
    await bad('report.searchSoPageList', { pageNum: 1, pageSize: 10, cursor: 'AAAA' }, /翻页位置无效/);
    await bad('report.searchSoPageList', { pageNum: 1, pageSize: 10, status: '77' }, /订单状态/);
    await bad('report.searchSoHeadReport', { status: '77' }, /订单状态/);
    await bad('report.querySoReportStaticByDate', { orderNo: 'x'.repeat(65) }, /订单/);
  });

  it('another tenant, another enterprise and a caller without the permission see nothing of the seller', async () => {
    const apple = await h.client.call('report.searchSoPageList', { pageNum: 1, pageSize: 100 }, { token: appleAdmin, tenant: APPLE });
    expect(apple.body.code).toBe('0');
    const ours = await h.db.owner.query<{ order_id: string }>(`SELECT order_id FROM orders WHERE tnt_id = 'T1001'`);
    const ourIds = new Set(ours.map((r) => r.order_id));
    expect(apple.body.resultData.records.filter((r: { orderId: string }) => ourIds.has(r.orderId))).toEqual([]);
    const mine = new Set((await ok(h.client, 'report.searchSoPageList', { pageNum: 1, pageSize: 100 }, seller)).records.map((r: { orderId: string }) => r.orderId));
    const theirs = await ok(h.client, 'report.searchSoPageList', { pageNum: 1, pageSize: 100 }, agent);
    expect(theirs.records.filter((r: { orderId: string }) => mine.has(r.orderId))).toEqual([]);
    for (const key of ['report.searchSoHeadReport', 'report.querySoReportStaticByDate', 'report.searchPoHeadReport', 'report.exportSoReport', 'report.exportPoReport']) {
      const r = await h.client.call(key, {}, { token: warehouse });
      expect([key, r.status]).toEqual([key, 403]);
    }
    const r = await h.client.call('report.searchSoPageList', { pageNum: 1, pageSize: 10 }, { token: buyer });
    expect(r.status).toBe(403);
    const anon = await h.client.call('report.searchSoHeadReport', {}, {});
    expect(anon.status).toBe(401);
  });
});
