// Exports (issue 31 item 7): started from a list with its filters, written by the scheduler's job off the
// request path into the blob store, polled, downloaded with a grant and parsed back with exceljs: the same
// rows as the list, Chinese headers, money as numbers formatted as money, dates as dates. Cancel, another
// account, another enterprise, another tenant, no permission and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { APPLE } from '../support/client';
import { startTestServer, type TestServer } from '../support/server';
import { ok, PHONES } from '../support/goods';
import { createOrder, deps, move, SELLER, skuWithStock } from '../support/orders';
import { runDueJobs } from '../../../api/server/core';
import { exportsIdle } from '../../../api/server/modules/report';

let h: TestServer;
let seller: string;
let buyer: string;
let agent: string;
let warehouse: string;
let appleAdmin: string;
beforeAll(async () => {
  h = await startTestServer();
  seller = await h.client.token(PHONES.seller);
  buyer = await h.client.token(PHONES.buyer);
  agent = await h.client.token(PHONES.agent);
  warehouse = await h.client.token('13800000005');
  appleAdmin = await h.client.token(PHONES.admin, APPLE);
  const { skuId } = await skuWithStock(h, 100_000);
  for (let i = 0; i < 7; i++) {
    const o = await createOrder(h, [{ skuId, quantity: i + 1 }]);
    if (i % 3 === 0) await move(h, o.orderId, 'refuse', SELLER, undefined, '缺货');
  }
});
afterAll(() => h.close());

/** Runs the due jobs and waits for the exports they started (no timing: the writes are awaited). */
async function runExports() {
  await runDueJobs(deps(h));
  await exportsIdle();
}

async function download(url: string) {
  const res = await h.app.inject({ method: 'GET', url });
  return res;
}

async function listAll(key: string, filters: Record<string, unknown>, token: string) {
  const rows = [];
  let cursor: string | null | undefined;
  do {
    const page = await ok(h.client, key, { pageNum: 1, pageSize: 100, ...filters, ...(cursor ? { cursor } : {}) }, token);
    rows.push(...page.records);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

describe('exports of the report lists', () => {
  it('an export of the sale list with its filters is the list, parsed back from the .xlsx', async () => {
    for (const filters of [{}, { status: '10' }, { status: '91' }]) {
      const started = await ok(h.client, 'report.exportSoReport', filters, seller);
      expect(started.status).toBe('queued');
      const queued = await ok(h.client, 'report.exportStatus', { exportId: started.exportId }, seller);
      expect([queued.status, queued.url, queued.done]).toEqual(['queued', null, false]);
      await runExports();
      const done = await ok(h.client, 'report.exportStatus', { exportId: started.exportId }, seller);
      const list = await listAll('report.searchSoPageList', filters, seller);
      expect([done.status, done.statusNm, done.done, done.written, done.total]).toEqual(['done', '已完成', true, list.length, list.length]);
      expect(done.fileName).toMatch(/^销售订单-\d{8}\.xlsx$/);
      const res = await download(done.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(done.fileName));
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as never);
      const sheet = book.worksheets[0]!;
      expect(sheet.name).toBe('销售订单');
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual(['订单编号', '下单时间', '买家', '商品', '付款方式', '订单状态', '商品金额（元）', '运费（元）', '应付金额（元）', '已付金额（元）', '已退金额（元）']);
      expect(sheet.rowCount - 1).toBe(list.length);
      list.forEach((r: Record<string, string>, i: number) => {
        const row = sheet.getRow(i + 2);
        expect(row.getCell(1).value).toBe(r.orderNo);
        const at = row.getCell(2).value as Date;
        expect(at).toBeInstanceOf(Date);
        // The sheet shows China time (Excel's date-times have no zone).
        expect(at.getTime()).toBe(Date.parse(r.createdAt!) + 8 * 3600_000);
        expect(row.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
        expect(row.getCell(3).value).toBe(r.buyerNm);
        expect(typeof row.getCell(9).value).toBe('number');
        expect((row.getCell(9).value as number).toFixed(2)).toBe(r.payableAmount);
        expect((row.getCell(10).value as number).toFixed(2)).toBe(r.paidAmount);
        expect(row.getCell(9).numFmt).toBe('#,##0.00');
        expect(row.getCell(6).value).toBe({ '10': '待卖家确认', '91': '已拒绝' }[r.status!] ?? row.getCell(6).value);
      });
      // The job is watched until the export ends, then done.
      h.clock.advance(61_000);
      await runExports();
      const [job] = await h.db.owner.query<{ done_at: Date | null }>(`SELECT done_at FROM scheduled_jobs WHERE kind = 'report.export' AND ref_id = $1`, [started.exportId]);
      expect(job!.done_at).not.toBeNull();
    }
  });

  it('the purchase list exports the buyer\'s orders', async () => {
    const started = await ok(h.client, 'report.exportPoReport', {}, buyer);
    await runExports();
    const done = await ok(h.client, 'report.exportStatus', { exportId: started.exportId }, buyer);
    const list = await listAll('report.searchPoPageList', {}, buyer);
    expect([done.status, done.written]).toEqual(['done', list.length]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(done.url)).rawPayload as never);
    expect((book.worksheets[0]!.getRow(1).values as unknown[])[3]).toBe('卖家');
    expect(book.worksheets[0]!.rowCount - 1).toBe(list.length);
  });

  it('a cancelled export writes nothing and cannot be downloaded; a done one cannot be cancelled', async () => {
    const started = await ok(h.client, 'report.exportSoReport', {}, seller);
    const cancelled = await ok(h.client, 'report.exportCancel', { exportId: started.exportId }, seller);
    expect([cancelled.status, cancelled.statusNm, cancelled.done, cancelled.url]).toEqual(['cancelled', '已取消', true, null]);
    await runExports();
    expect((await ok(h.client, 'report.exportStatus', { exportId: started.exportId }, seller)).status).toBe('cancelled');
    const again = await h.client.call('report.exportCancel', { exportId: started.exportId }, { token: seller });
    expect([again.status, again.body.msg]).toEqual([409, '导出任务已取消，不能取消']);
  });

  it('an export is its starter\'s: other accounts, enterprises and tenants find none; grants are checked', async () => {
    const started = await ok(h.client, 'report.exportSoReport', {}, seller);
    await runExports();
    const done = await ok(h.client, 'report.exportStatus', { exportId: started.exportId }, seller);
    for (const token of [buyer, agent]) {
      const r = await h.client.call('report.exportStatus', { exportId: started.exportId }, { token });
      expect([r.status, r.body.msg]).toEqual([404, '导出任务不存在']);
      expect((await h.client.call('report.exportCancel', { exportId: started.exportId }, { token })).status).toBe(404);
    }
    const apple = await h.client.call('report.exportStatus', { exportId: started.exportId }, { token: appleAdmin, tenant: APPLE });
    expect(apple.status).toBe(404);
    // A forged or expired grant, or another tenant's address, is not found.
    expect((await download(done.url.replace(/g=[0-9a-f]+/, `g=${'0'.repeat(32)}`))).statusCode).toBe(404);
    expect((await download(done.url.replace('tntId=T1001', 'tntId=T1002'))).statusCode).toBe(404);
    h.clock.advance(3 * 3600_000);
    expect((await download(done.url)).statusCode).toBe(404);
    h.clock.advance(-3 * 3600_000);
    // No permission, bad input.
    expect((await h.client.call('report.exportSoReport', {}, { token: warehouse })).status).toBe(403);
    expect((await h.client.call('report.exportSoReport', {}, { token: buyer })).status).toBe(403);
    const bad = await h.client.call('report.exportSoReport', { beginDate: '2026-03-02', endDate: '2026-03-01' }, { token: seller });
    expect([bad.status, bad.body.msg]).toEqual([400, '开始日期不能晚于结束日期']);
    expect((await h.client.call('report.exportStatus', { exportId: 'x'.repeat(65) }, { token: seller })).status).toBe(400);
  });
});
