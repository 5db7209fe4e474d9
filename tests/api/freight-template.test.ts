// Freight templates (docs/trading.md "Freight templates"): CRUD with rows and free-shipping rows, one
// default per seller, names unique, in-use templates kept, goods naming their template, other sellers and
// tenants, refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';
import { goodsOnShelf, PIECE_TEMPLATE, withoutTradingDemo } from './support/trading';

let h: TestServer;
let seller: string;
let agent: string;
let buyer: string;
beforeAll(async () => {
  h = await startTestServer();
  await withoutTradingDemo(h.db);
  [seller, agent, buyer] = [await h.client.token(PHONES.seller), await h.client.token(PHONES.agent), await h.client.token(PHONES.buyer)];
});
afterAll(() => h.close());

const WEIGHT = {
  templateNm: '粮油按重量',
  chargeMode: '2',
  rules: [{ regions: ['110000', '120000'], firstUnit: '5', firstFee: '10', extraUnit: '0.5', extraFee: '1.2' }],
  freeRules: [{ regions: ['110000'], minAmount: '199', minCount: 10 }],
};

describe('freight templates', () => {
  it('adds (the first is the default), reads back exactly, pages, sets another default', async () => {
    const a = await ok(h.client, 'freight.templateAdd', PIECE_TEMPLATE, seller);
    expect(a).toMatchObject({
      templateNm: '山东北京按件', chargeMode: '1', isDefault: true, itemCount: 0,
      rules: [
        { regions: ['370000'], regionNames: '山东省', firstUnit: '1', firstFee: '10.00', extraUnit: '2', extraFee: '4.00' },
        { regions: ['110000'], regionNames: '北京市', firstUnit: '1', firstFee: '12.00', extraUnit: '1', extraFee: '5.50' },
      ],
      freeRules: [{ regions: ['370000'], minAmount: '100.00' }],
    });
    h.clock.advance(1000);
    const b = await ok(h.client, 'freight.templateAdd', WEIGHT, seller);
    expect(b).toMatchObject({ isDefault: false, rules: [{ firstUnit: '5', extraUnit: '0.5', extraFee: '1.20' }], freeRules: [{ minAmount: '199.00', minCount: 10 }] });
    expect(await ok(h.client, 'freight.templateDetail', { templateId: b.templateId }, seller)).toMatchObject({ templateNm: '粮油按重量', chargeMode: '2' });
    let page = await ok(h.client, 'freight.templatePage', { pageNum: 1, pageSize: 10 }, seller);
    expect(page.records.map((r: { templateNm: string; isDefault: boolean; ruleCount: number }) => [r.templateNm, r.isDefault, r.ruleCount])).toEqual([['山东北京按件', true, 2], ['粮油按重量', false, 1]]);
    expect((await ok(h.client, 'freight.templatePage', { pageNum: 1, pageSize: 10, templateNm: '重量' }, seller)).total).toBe(1);
    await ok(h.client, 'freight.templateSetDefault', { templateId: b.templateId }, seller);
    page = await ok(h.client, 'freight.templatePage', { pageNum: 1, pageSize: 10 }, seller);
    expect(page.records.filter((r: { isDefault: boolean }) => r.isDefault).map((r: { templateId: string }) => r.templateId)).toEqual([b.templateId]);
    expect(await countRows(h.db, 'freight_templates', "company_id = 'C001' AND is_default")).toBe(1);
    const options = await ok(h.client, 'freight.templateOptions', {}, seller);
    expect(options.map((o: { templateNm: string }) => o.templateNm)).toEqual(['粮油按重量', '山东北京按件']);
  });

  it('updates (rows replaced), keeps the default, refuses a taken name', async () => {
    const [tpl] = (await ok(h.client, 'freight.templatePage', { pageNum: 1, pageSize: 10, templateNm: '山东' }, seller)).records;
    const up = await ok(h.client, 'freight.templateUpdate', { templateId: tpl.templateId, ...PIECE_TEMPLATE, rules: [PIECE_TEMPLATE.rules[0]], freeRules: [] }, seller);
    expect(up).toMatchObject({ rules: [{ regions: ['370000'] }], freeRules: [] });
    expect(await countRows(h.db, 'freight_rules', 'template_id = $1', [tpl.templateId])).toBe(1);
    const taken = await h.client.call('freight.templateUpdate', { templateId: tpl.templateId, ...PIECE_TEMPLATE, templateNm: '粮油按重量' }, { token: seller });
    expect([taken.status, taken.body.msg]).toEqual([409, '模板名称已存在']);
    const dup = await h.client.call('freight.templateAdd', { ...WEIGHT, templateNm: ' 粮油按重量 ' }, { token: seller });
    expect([dup.status, dup.body.msg]).toEqual([409, '模板名称已存在']);
  });

  it('goods name their template; a template in use cannot be deleted; deleting the default hands it on', async () => {
    const [piece, weight] = ['山东', '重量'].map(async (nm) => (await ok(h.client, 'freight.templatePage', { pageNum: 1, pageSize: 10, templateNm: nm }, seller)).records[0]);
    const p = await piece;
    const w = await weight;
    const goods = await goodsOnShelf(h.client, seller, { freightTemplateId: p.templateId });
    expect(await ok(h.client, 'item.detail', { itemId: goods.itemId }, seller)).toMatchObject({ freightTemplateId: p.templateId, freightTemplateNm: '山东北京按件' });
    const used = await h.client.call('freight.templateDelete', { templateId: p.templateId }, { token: seller });
    expect([used.status, used.body.msg]).toEqual([409, '该运费模板已被商品使用，不能删除']);
    // Back to the default template: then it may go.
    await ok(h.client, 'freight.templateAssign', { itemIds: [goods.itemId] }, seller);
    const listed = await ok(h.client, 'freight.templateGoodsPage', { pageNum: 1, pageSize: 10 }, seller);
    expect(listed.records.find((r: { itemId: string }) => r.itemId === goods.itemId)).toMatchObject({ freightTemplateId: '', freightTemplateNm: '默认模板（粮油按重量）' });
    await ok(h.client, 'freight.templateDelete', { templateId: w.templateId }, seller);
    expect(await countRows(h.db, 'freight_rules', 'template_id = $1', [w.templateId])).toBe(0);
    expect((await ok(h.client, 'freight.templatePage', { pageNum: 1, pageSize: 10 }, seller)).records).toMatchObject([{ templateId: p.templateId, isDefault: true }]);
    // A template of another seller cannot be named by goods.
    const other = await ok(h.client, 'freight.templateAdd', { ...PIECE_TEMPLATE, templateNm: '代销模板' }, agent);
    const bad = await h.client.call('freight.templateAssign', { itemIds: [goods.itemId], templateId: other.templateId }, { token: seller });
    expect([bad.status, bad.body.msg]).toEqual([400, '运费模板不存在']);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = await countRows(h.db, 'freight_templates');
    const row = PIECE_TEMPLATE.rules[0]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...PIECE_TEMPLATE, templateNm: '  ' }, '请输入模板名称'],
      [{ ...PIECE_TEMPLATE, templateNm: '模'.repeat(31) }, '模板名称不超过30个字'],
      [{ ...PIECE_TEMPLATE, chargeMode: '4' }, '请选择计费方式'],
      [{ ...PIECE_TEMPLATE, rules: [] }, '请至少添加一条运费规则'],
      [{ ...PIECE_TEMPLATE, rules: [{ ...row, regions: ['370602'] }] }, '配送地区须为省或市'],
      [{ ...PIECE_TEMPLATE, rules: [{ ...row, regions: ['379900'] }] }, '运费规则第1行：请选择正确的配送地区'],
      [{ ...PIECE_TEMPLATE, rules: [row, { ...row, regions: ['110000', '370000'] }] }, '运费规则第1行与第2行的地区重复'],
      [{ ...PIECE_TEMPLATE, rules: [{ ...row, firstUnit: '1.5' }] }, '按件数计费时，首件须为整数'],
      [{ ...PIECE_TEMPLATE, rules: [{ ...row, extraUnit: '0' }] }, '续件必须大于0'],
      [{ ...PIECE_TEMPLATE, rules: [{ ...row, firstFee: '1.234' }] }, '请输入正确的金额，最多两位小数'],
      [{ ...PIECE_TEMPLATE, rules: [{ ...row, firstFee: '1000000' }] }, '首费不超过999999.99元'],
      [{ ...PIECE_TEMPLATE, freeRules: [{ regions: ['370000'] }] }, '包邮条件第1行：请填写满金额或满件数'],
      [{ ...WEIGHT, rules: [{ ...WEIGHT.rules[0], firstUnit: '0.0001' }] }, '首件（首重、首体积）须为数字，最多三位小数'],
    ];
    for (const [body, msg] of cases) {
      const r = await h.client.call('freight.templateAdd', body, { token: seller });
      expect([r.status, r.body.code, r.body.msg], JSON.stringify(body).slice(0, 120)).toEqual([400, ERRORS.BAD_REQUEST.code, msg]);
    }
    expect(await countRows(h.db, 'freight_templates')).toBe(before);
  });

  it("another seller's or tenant's template is not found; buyers have no rights (403)", async () => {
    const [mine] = (await ok(h.client, 'freight.templatePage', { pageNum: 1, pageSize: 10 }, seller)).records;
    for (const key of ['freight.templateDetail', 'freight.templateDelete', 'freight.templateSetDefault']) {
      expect((await h.client.call(key, { templateId: mine.templateId }, { token: agent })).status, key).toBe(404);
    }
    expect((await h.client.call('freight.templateUpdate', { templateId: mine.templateId, ...WEIGHT }, { token: agent })).status).toBe(404);
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect((await h.client.call('freight.templateDetail', { templateId: mine.templateId }, { token: apple, tenant: APPLE })).status).toBe(404);
    expect((await h.client.call('freight.templatePage', { pageNum: 1, pageSize: 10 }, { token: apple, tenant: APPLE })).body.resultData.total).toBe(0);
    for (const [key, body] of [['freight.templatePage', { pageNum: 1, pageSize: 10 }], ['freight.templateAdd', WEIGHT]] as const) {
      const r = await h.client.call(key, body, { token: buyer });
      expect([r.status, r.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
    }
    expect(await ok(h.client, 'freight.templateDetail', { templateId: mine.templateId }, seller)).toMatchObject({ templateNm: mine.templateNm });
  });
});
