// Platform storage (spec 2.10 platform-storage, spec 7 /wms/*): the tenant's warehouses for its operator,
// with filters, a detail with the status record, and the status moves (suspend inbound, resume, close,
// reopen): each checked against the current status, with a reason where one is needed, recorded with who
// and when; two moves at once: one wins. Other tenants' warehouses are never seen; accounts without the
// right are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';

let h: TestServer;
let admin: string;
beforeAll(async () => {
  h = await startTestServer();
  admin = await h.client.token(PHONES.admin);
});
afterAll(() => h.close());

type Row = { warehouseId: string; warehouseName: string; status: string; actions: string[]; usageRate: string; regionName: string; contactPhone: string };
const page = async (extra: object = {}, token = admin) => ok<{ records: Row[]; total: number }>(h.client, 'warehouse.page', { pageNum: 1, pageSize: 20, ...extra }, token);

describe('the warehouses of the tenant', () => {
  it('lists the demo warehouses in every status, operating first, with region, usage and the moves each allows', async () => {
    const { records, total } = await page();
    expect(total).toBe(9);
    expect(records.map((r) => r.status)).toEqual(['1', '1', '1', '1', '1', '1', '2', '2', '3']);
    const yantai = records.find((r) => r.warehouseId === 'WH0001')!;
    expect(yantai).toMatchObject({ warehouseName: '烟台苹果冷链中心库', regionName: '山东省 烟台市', usageRate: '72.1%', capacityTons: 12000, usedTons: 8650, contactPhone: '0535-5212018' });
    expect(yantai.actions).toEqual(['suspend', 'close']);
    expect(records.find((r) => r.status === '2')!.actions).toEqual(['resume', 'close']);
    expect(records.find((r) => r.status === '3')!.actions).toEqual(['reopen']);
  });

  it('filters by keyword (name, address, contact, operator), province, type and status', async () => {
    // Operating first, then by number; 冷链 is in the names of two and the operators of five.
    expect((await page({ keyword: '冷链' })).records.map((r) => r.warehouseId)).toEqual(['WH0005', 'WH0001', 'WH0003', 'WH0007', 'WH0009']);
    expect((await page({ keyword: '孙建国' })).records.map((r) => r.warehouseId)).toEqual(['WH0001']);
    expect((await page({ provinceCode: '410000' })).records.map((r) => r.warehouseId)).toEqual(['WH0004']);
    expect((await page({ warehouseType: '4' })).records.map((r) => r.warehouseId)).toEqual(['WH0001', 'WH0006']);
    expect((await page({ status: '2' })).total).toBe(2);
    expect((await page({ keyword: '没有这样的仓库' })).total).toBe(0);
    const second = await page({ pageNum: 2, pageSize: 4 });
    expect([second.total, second.records.length]).toEqual([9, 4]);
  });

  it('the detail holds the status record of who changed it, when and why', async () => {
    const d = await ok(h.client, 'warehouse.detail', { warehouseId: 'WH0007' }, admin);
    expect(d).toMatchObject({ warehouseName: '南宁东盟果蔬冷藏库', status: '2', address: '南宁市江南区五一西路农产品交易中心7号' });
    expect(d.history).toEqual([expect.objectContaining({ seq: 1, fromStatus: '1', toStatus: '2', actorNm: '平台管理员', note: '制冷机组检修，暂停入库至检修完成' })]);
    const missing = await h.client.call('warehouse.detail', { warehouseId: 'NOPE' }, { token: admin });
    expect([missing.status, missing.body.code, missing.body.msg]).toEqual([404, ERRORS.NOT_FOUND.code, '仓库不存在']);
  });
});

describe('status moves', () => {
  it('suspend needs a reason; each move is recorded; a move its status does not allow is refused naming the status', async () => {
    const before = await countRows(h.db, 'warehouse_status_changes');
    const noReason = await h.client.call('warehouse.changeStatus', { warehouseId: 'WH0002', status: '2' }, { token: admin });
    expect([noReason.status, noReason.body.code, noReason.body.msg]).toEqual([400, ERRORS.BAD_REQUEST.code, '请输入暂停入库的原因']);
    const blank = await h.client.call('warehouse.changeStatus', { warehouseId: 'WH0002', status: '3', reason: '   ' }, { token: admin });
    expect([blank.status, blank.body.msg]).toEqual([400, '请输入停用的原因']);
    expect(await countRows(h.db, 'warehouse_status_changes')).toBe(before);

    const suspended = await ok(h.client, 'warehouse.changeStatus', { warehouseId: 'WH0002', status: '2', reason: '年度盘点' }, admin);
    expect(suspended).toMatchObject({ status: '2', actions: ['resume', 'close'] });
    const again = await h.client.call('warehouse.changeStatus', { warehouseId: 'WH0002', status: '2', reason: '年度盘点' }, { token: admin });
    expect([again.status, again.body.code, again.body.msg]).toEqual([409, ERRORS.CONFLICT.code, '仓库已是“暂停入库”状态']);
    expect((await ok(h.client, 'warehouse.changeStatus', { warehouseId: 'WH0002', status: '1' }, admin)).status).toBe('1');
    const closed = await ok(h.client, 'warehouse.changeStatus', { warehouseId: 'WH0002', status: '3', reason: '迁址' }, admin);
    expect(closed.actions).toEqual(['reopen']);
    const wrong = await h.client.call('warehouse.changeStatus', { warehouseId: 'WH0002', status: '2', reason: 'x' }, { token: admin });
    expect([wrong.status, wrong.body.msg]).toEqual([409, '仓库当前为“已停用”，不能变更为“暂停入库”']);
    expect((await ok(h.client, 'warehouse.changeStatus', { warehouseId: 'WH0002', status: '1' }, admin)).status).toBe('1');

    const d = await ok(h.client, 'warehouse.detail', { warehouseId: 'WH0002' }, admin);
    expect(d.history.map((x: { seq: number; fromStatus: string; toStatus: string; note: string }) => [x.seq, x.fromStatus, x.toStatus, x.note])).toEqual([
      [4, '3', '1', ''], [3, '1', '3', '迁址'], [2, '2', '1', ''], [1, '1', '2', '年度盘点'],
    ]);
    expect(d.history[0].actorNm).toBe('平台管理员');
  });

  it('bad input writes nothing: an unknown status, an over-long reason', async () => {
    const before = await countRows(h.db, 'warehouse_status_changes');
    for (const body of [{ warehouseId: 'WH0003', status: '9' }, { warehouseId: 'WH0003', status: '2', reason: '长'.repeat(201) }, { warehouseId: 'WH 3', status: '1' }]) {
      const r = await h.client.call('warehouse.changeStatus', body, { token: admin });
      expect([r.status, r.body.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
    }
    expect(await countRows(h.db, 'warehouse_status_changes')).toBe(before);
    expect((await ok(h.client, 'warehouse.detail', { warehouseId: 'WH0003' }, admin)).status).toBe('1');
  });

  it('two moves sent at once: exactly one is made and recorded, the other refused', async () => {
    const before = await countRows(h.db, 'warehouse_status_changes', "warehouse_id = 'WH0004'");
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => h.client.call('warehouse.changeStatus', { warehouseId: 'WH0004', status: '2', reason: `检修${i}` }, { token: admin })),
    );
    expect(results.filter((r) => r.body.code === '0')).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await countRows(h.db, 'warehouse_status_changes', "warehouse_id = 'WH0004'")).toBe(before + 1);
    await ok(h.client, 'warehouse.changeStatus', { warehouseId: 'WH0004', status: '1' }, admin);
  });
});

describe('isolation and rights', () => {
  it("another tenant's warehouses are neither listed nor found nor moved", async () => {
    const apple = await h.client.token(PHONES.admin, APPLE);
    const r = await h.client.call('warehouse.page', { pageNum: 1, pageSize: 20 }, { token: apple, tenant: APPLE });
    expect(r.body.resultData.records.map((x: Row) => x.warehouseId)).toEqual(['WH1001']);
    expect((await h.client.call('warehouse.detail', { warehouseId: 'WH0001' }, { token: apple, tenant: APPLE })).status).toBe(404);
    expect((await h.client.call('warehouse.changeStatus', { warehouseId: 'WH0001', status: '3', reason: 'x' }, { token: apple, tenant: APPLE })).status).toBe(404);
    expect((await page()).records.map((x) => x.warehouseId)).not.toContain('WH1001');
    expect((await ok(h.client, 'warehouse.detail', { warehouseId: 'WH0001' }, admin)).status).toBe('1');
  });

  it('accounts without the platform-storage right are refused (403), nothing changes', async () => {
    const seller = await h.client.token(PHONES.seller);
    for (const [key, body] of [['warehouse.page', { pageNum: 1, pageSize: 10 }], ['warehouse.detail', { warehouseId: 'WH0001' }], ['warehouse.changeStatus', { warehouseId: 'WH0001', status: '3', reason: 'x' }]] as const) {
      const r = await h.client.call(key, body, { token: seller });
      expect([r.status, r.body.code], key).toEqual([403, ERRORS.FORBIDDEN.code]);
    }
    expect((await ok(h.client, 'warehouse.detail', { warehouseId: 'WH0001' }, admin)).status).toBe('1');
  });
});
