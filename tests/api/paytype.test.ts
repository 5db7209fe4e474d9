// A seller's pay types (spec 9: 5-10) with instalment and credit settings, the shop payment settings, and
// the buyer's read at checkout (docs/trading.md "Pay types and shop payment settings").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';
import { withoutTradingDemo } from './support/trading';

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

const enabled = async (token: string) =>
  (await ok(h.client, 'paytype.list', {}, token)).filter((p: { enabled: boolean }) => p.enabled).map((p: { payType: string }) => p.payType);

describe('pay types', () => {
  it('lists the six pay types of spec 9 by name; a seller who set nothing accepts 5 only', async () => {
    const all = await ok(h.client, 'paytype.list', {}, seller);
    expect(all.map((p: { payType: string; payTypeNm: string }) => `${p.payType} ${p.payTypeNm}`)).toEqual([
      '5 一次性付款（先款后货）', '6 一次性付款（先货后款）', '7 一次性预付款', '8 买家自定义分期', '9 卖家自定义分期', '10 赊销',
    ]);
    expect(await enabled(seller)).toEqual(['5']);
    // What each needs set, served so that the screen restates no code: a plan for 8 and 9, credit days for 10.
    expect(all.map((p: { payType: string; instalmentPlan: boolean; credit: boolean }) => [p.payType, p.instalmentPlan, p.credit])).toEqual([
      ['5', false, false], ['6', false, false], ['7', false, false], ['8', true, false], ['9', true, false], ['10', false, true],
    ]);
  });

  it('enables pay types with their settings; instalments and credit need theirs; at least one stays', async () => {
    expect(await ok(h.client, 'paytype.save', { payType: '6', enabled: true }, seller)).toMatchObject({ payType: '6', enabled: true });
    const noCount = await h.client.call('paytype.save', { payType: '9', enabled: true, intervalDays: 30 }, { token: seller });
    expect([noCount.status, noCount.body.msg]).toEqual([400, '请输入分期期数']);
    const nine = await ok(h.client, 'paytype.save', { payType: '9', enabled: true, instalmentCount: 3, intervalDays: 30 }, seller);
    expect(nine).toMatchObject({ payType: '9', enabled: true, instalmentCount: 3, intervalDays: 30 });
    const noDays = await h.client.call('paytype.save', { payType: '10', enabled: true }, { token: seller });
    expect([noDays.status, noDays.body.msg]).toEqual([400, '请输入赊销账期']);
    expect(await ok(h.client, 'paytype.save', { payType: '10', enabled: true, creditDays: 45, instalmentCount: 3 }, seller)).toMatchObject({ creditDays: 45 });
    expect(await enabled(seller)).toEqual(['5', '6', '9', '10']);
    // Settings that do not apply are not kept (credit days on 10 only).
    const ten = (await ok(h.client, 'paytype.list', {}, seller)).find((p: { payType: string }) => p.payType === '10');
    expect(ten.instalmentCount).toBeUndefined();
    for (const p of ['5', '6', '9']) await ok(h.client, 'paytype.save', { payType: p, enabled: false }, seller);
    const last = await h.client.call('paytype.save', { payType: '10', enabled: false }, { token: seller });
    expect([last.status, last.body.msg]).toEqual([409, '至少保留一种支付方式']);
    expect(await enabled(seller)).toEqual(['10']);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = await countRows(h.db, 'shop_pay_types');
    const cases: [Record<string, unknown>, string][] = [
      [{ payType: '4', enabled: true }, '请选择支付方式'],
      [{ payType: '8', enabled: true, instalmentCount: 1, intervalDays: 30 }, '分期期数为2-24期'],
      [{ payType: '8', enabled: true, instalmentCount: 25, intervalDays: 30 }, '分期期数为2-24期'],
      [{ payType: '8', enabled: true, instalmentCount: 3, intervalDays: 0 }, '每期间隔为1-365天'],
      [{ payType: '10', enabled: true, creditDays: 366 }, '赊销账期为1-365天'],
      [{ payType: '5' }, '请选择启用'],
    ];
    for (const [body, msg] of cases) {
      const r = await h.client.call('paytype.save', body, { token: seller });
      expect([r.status, r.body.msg], JSON.stringify(body)).toEqual([400, msg]);
    }
    expect(await countRows(h.db, 'shop_pay_types')).toBe(before);
  });

  it('the buyer reads what each seller accepts; unknown sellers answer nothing', async () => {
    const got = await ok(h.client, 'paytype.accepted', { sellerIds: ['C001', 'C003', 'NOPE'] }, buyer);
    expect(got.map((x: { sellerId: string; payTypes: { payType: string }[] }) => [x.sellerId, x.payTypes.map((p) => p.payType)])).toEqual([
      ['C001', ['10']], ['C003', ['5']],
    ]);
    expect(got[0].payTypes[0]).toMatchObject({ creditDays: 45 });
  });

  it('each seller sees and changes only its own; other tenants see their own; buyers may not change (403)', async () => {
    expect(await enabled(agent)).toEqual(['5']);
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect((await h.client.call('paytype.list', {}, { token: apple, tenant: APPLE })).body.resultData.filter((p: { enabled: boolean }) => p.enabled).map((p: { payType: string }) => p.payType)).toEqual(['5']);
    expect(await countRows(h.db, 'shop_pay_types', "tnt_id = 'T1002'")).toBe(0);
    const r = await h.client.call('paytype.save', { payType: '6', enabled: true }, { token: buyer });
    expect([r.status, r.body.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
  });
});

describe('shop payment settings', () => {
  it('saves the receiving account and online pay; all three account fields or none', async () => {
    expect(await ok(h.client, 'paytype.shopSetting', {}, seller)).toEqual({ onlineEnabled: true, bankName: '', accountName: '', accountNo: '' });
    const saved = await ok(h.client, 'paytype.shopSettingSave', { onlineEnabled: false, bankName: '中国农业银行烟台分行', accountName: '绿源农业科技有限公司', accountNo: '6228480012345678901' }, seller);
    expect(saved).toMatchObject({ onlineEnabled: false, accountNo: '6228480012345678901' });
    expect(await ok(h.client, 'paytype.shopSetting', {}, seller)).toMatchObject({ onlineEnabled: false, bankName: '中国农业银行烟台分行' });
    const before = await countRows(h.db, 'shop_pay_settings', "account_no = '6228480012345678901'");
    const cases: [Record<string, unknown>, string][] = [
      [{ onlineEnabled: true, bankName: '农行', accountName: '', accountNo: '' }, '请完整填写开户银行、收款户名和收款账号'],
      [{ onlineEnabled: false, bankName: '', accountName: '', accountNo: '' }, '未开通在线支付时，请填写线下收款账户'],
      [{ onlineEnabled: true, bankName: '农行', accountName: '绿源', accountNo: '62284800ab' }, '收款账号为8-30位数字'],
      [{ onlineEnabled: true, bankName: '农'.repeat(41), accountName: '绿源', accountNo: '62284800123' }, '开户银行不超过40个字'],
    ];
    for (const [body, msg] of cases) {
      const r = await h.client.call('paytype.shopSettingSave', body, { token: seller });
      expect([r.status, r.body.msg], JSON.stringify(body)).toEqual([400, msg]);
    }
    expect(await countRows(h.db, 'shop_pay_settings', "account_no = '6228480012345678901'")).toBe(before);
    expect(await ok(h.client, 'paytype.shopSetting', {}, agent)).toMatchObject({ onlineEnabled: true, accountNo: '' });
  });
});
