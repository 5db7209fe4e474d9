// Cash accounts (spec 2.8 cash-account-manage, spec 7 /acl/acl/entBankCard/* and the purchase chain's bank,
// province, city and branch lists): per enterprise, numbers masked, personal cards checked by Luhn, one
// default, the reference lists cascading; other enterprises, other tenants and accounts without the right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { isLuhn, maskAccountNo } from '../../engine/validation';
import { APPLE } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';

let h: TestServer;
let seller: string;
let buyer: string;
beforeAll(async () => {
  h = await startTestServer();
  [seller, buyer] = [await h.client.token(PHONES.seller), await h.client.token(PHONES.buyer)];
});
afterAll(() => h.close());

/** A personal ICBC card in Yantai (valid Luhn digit). */
const CARD = { accountType: '2', accountName: '王小丰', cardNo: '6217001800056789015', bankCode: '102', provinceCode: '370000', cityCode: '370600', branchCode: '102370600002' };
const page = async (token: string, extra: object = {}) => ok(h.client, 'bankcard.page', { pageNum: 1, pageSize: 10, ...extra }, token);

describe('reference lists', () => {
  it('banks by their payment-system codes, provinces, the cities of a province, the branches of a bank in a city', async () => {
    const banks = await ok(h.client, 'bankcard.queryBankList', {}, seller);
    expect(banks).toContainEqual({ bankCode: '102', bankName: '中国工商银行' });
    expect(banks).toContainEqual({ bankCode: '308', bankName: '招商银行' });
    expect(await ok(h.client, 'bankcard.queryBankList', { keyword: '农业' }, seller)).toEqual([
      { bankCode: '103', bankName: '中国农业银行' }, { bankCode: '203', bankName: '中国农业发展银行' },
    ]);
    const provinces = await ok(h.client, 'bankcard.queryProvinceList', {}, seller);
    expect(provinces).toContainEqual({ provinceCode: '370000', provinceName: '山东省' });
    const cities = await ok(h.client, 'bankcard.queryCityList', { provinceCode: '370000' }, seller);
    expect(cities[0]).toEqual({ cityCode: '370100', cityName: '济南市' });
    expect(cities).toContainEqual({ cityCode: '370600', cityName: '烟台市' });
    expect(await ok(h.client, 'bankcard.queryCityList', {}, seller)).toEqual([]);
    expect(await ok(h.client, 'bankcard.queryBranchList', { bankCode: '102', cityCode: '370100' }, seller)).toEqual([
      { branchCode: '102370100001', branchName: '中国工商银行股份有限公司山东省分行营业部' },
      { branchCode: '102370100002', branchName: '中国工商银行股份有限公司济南分行' },
    ]);
    expect(await ok(h.client, 'bankcard.queryBranchList', { bankCode: '102', cityCode: '370600' }, seller)).toEqual([{ branchCode: '102370600002', branchName: '中国工商银行股份有限公司烟台分行' }]);
    // A joint-stock bank has its branch in the provincial capital only.
    expect(await ok(h.client, 'bankcard.queryBranchList', { bankCode: '308', cityCode: '370100' }, seller)).toEqual([{ branchCode: '308370100002', branchName: '招商银行股份有限公司济南分行' }]);
    expect(await ok(h.client, 'bankcard.queryBranchList', { bankCode: '308', cityCode: '370600' }, seller)).toEqual([]);
    expect(await ok(h.client, 'bankcard.queryBranchList', { bankCode: '105', cityCode: '110100' }, seller)).toEqual([{ branchCode: '105110100001', branchName: '中国建设银行股份有限公司北京市分行营业部' }]);
  });
});

describe('cash accounts', () => {
  it('the demo accounts are listed masked, the default first', async () => {
    const { records, total } = await page(seller);
    expect(total).toBe(2);
    expect(records.map((r: { cardNoMasked: string; isDefault: boolean }) => [r.cardNoMasked, r.isDefault])).toEqual([
      ['**** **** **** 2345', true], ['**** **** **** 4568', false],
    ]);
    expect(JSON.stringify(records)).not.toContain('1202021309900012345');
    expect(records[0]).toMatchObject({ bankName: '中国工商银行', provinceName: '浙江省', cityName: '杭州市', branchName: '中国工商银行股份有限公司浙江省分行营业部', accountType: '1' });
  });

  it('adds an account, lists it, makes it the default, edits its branch, deletes it (the default passes on)', async () => {
    const added = await ok(h.client, 'bankcard.add', CARD, seller);
    expect(added).toMatchObject({ accountName: '王小丰', cardNoMasked: '**** **** **** 9015', bankName: '中国工商银行', provinceName: '山东省', cityName: '烟台市', branchName: '中国工商银行股份有限公司烟台分行', isDefault: false });
    expect((await page(seller, { keyword: '9015' })).records.map((r: { cardId: string }) => r.cardId)).toEqual([added.cardId]);
    await ok(h.client, 'bankcard.setDefault', { cardId: added.cardId }, seller);
    const after = (await page(seller)).records;
    expect(after.filter((r: { isDefault: boolean }) => r.isDefault).map((r: { cardId: string }) => r.cardId)).toEqual([added.cardId]);
    const edited = await ok(h.client, 'bankcard.update', { cardId: added.cardId, accountName: '王小丰', bankCode: '103', provinceCode: '370000', cityCode: '370100', branchCode: '103370100002' }, seller);
    expect(edited).toMatchObject({ bankName: '中国农业银行', cityName: '济南市', branchName: '中国农业银行股份有限公司济南分行', isDefault: true, cardNoMasked: '**** **** **** 9015' });
    await ok(h.client, 'bankcard.delete', { cardId: added.cardId }, seller);
    expect(await countRows(h.db, 'bank_cards', "owner_id = 'C001' AND is_default")).toBe(1);
    expect((await page(seller)).total).toBe(2);
  });

  it('refuses bad input with a Chinese message and a code, and writes nothing', async () => {
    const before = await countRows(h.db, 'bank_cards');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...CARD, cardNo: '6217001800056789016' }, '银行卡号校验未通过，请核对卡号'],
      [{ ...CARD, cardNo: '621700180005678' }, '个人银行卡号为16-19位数字'],
      [{ ...CARD, cardNo: '6217 0018 0005 6789 015' }, '银行账号为8-30位数字'],
      [{ ...CARD, cardNo: '1234567' }, '银行账号为8-30位数字'],
      [{ ...CARD, accountName: '' }, '请输入开户名'],
      [{ ...CARD, accountName: '   ' }, '请输入开户名'],
      [{ ...CARD, accountName: '王'.repeat(51) }, '开户名不超过50个字'],
      [{ ...CARD, accountName: '王\u0007丰' }, '开户名不能包含特殊字符'],
      [{ ...CARD, accountType: '3' }, '请选择账户类型'],
      [{ ...CARD, bankCode: '999' }, '请选择开户银行'],
      [{ ...CARD, provinceCode: '990000' }, '请选择开户省份'],
      [{ ...CARD, cityCode: '320100' }, '开户城市不在所选省份内，请重新选择'],
      [{ ...CARD, branchCode: '104370600002' }, '开户支行不属于所选银行和城市，请重新选择'],
      [{ ...CARD, branchCode: '308370600002', bankCode: '308' }, '开户支行不属于所选银行和城市，请重新选择'],
      [{ ...CARD, extra: 1 }, '不支持的字段：extra'],
    ];
    for (const [body, msg] of cases) {
      const r = await h.client.call('bankcard.add', body, { token: seller });
      expect([r.status, r.body.code, r.body.msg], JSON.stringify(body)).toEqual([400, ERRORS.BAD_REQUEST.code, msg]);
    }
    // A company account is no card: any 8-30 digits.
    const company = await ok(h.client, 'bankcard.add', { ...CARD, accountType: '1', accountName: '绿源农业科技有限公司', cardNo: '12020213099000' }, seller);
    const dup = await h.client.call('bankcard.add', { ...CARD, accountType: '1', accountName: '绿源农业科技有限公司', cardNo: '12020213099000' }, { token: seller });
    expect([dup.status, dup.body.code, dup.body.msg]).toEqual([409, ERRORS.CONFLICT.code, '该银行账号已添加']);
    await ok(h.client, 'bankcard.delete', { cardId: company.cardId }, seller);
    expect(await countRows(h.db, 'bank_cards')).toBe(before);
  });

  it('at most 10 accounts per enterprise', async () => {
    const ids: string[] = [];
    const base = '62170018000567';
    for (let i = 0; ids.length < 8; i++) {
      const no = `${base}${String(i).padStart(4, '0')}`;
      for (let d = 0; d < 10; d++) if (isLuhn(no + d)) ids.push((await ok(h.client, 'bankcard.add', { ...CARD, cardNo: no + d }, seller)).cardId);
    }
    const r = await h.client.call('bankcard.add', { ...CARD, cardNo: '6222021602001234568' }, { token: seller });
    expect([r.status, r.body.msg]).toEqual([409, '银行账户最多10个']);
    for (const cardId of ids) await ok(h.client, 'bankcard.delete', { cardId }, seller);
  });

  it("another enterprise's or tenant's account is not found and stays as it was", async () => {
    const mine = (await page(seller)).records[0];
    const other = await h.client.token(PHONES.admin);
    for (const key of ['bankcard.setDefault', 'bankcard.delete']) {
      const r = await h.client.call(key, { cardId: mine.cardId }, { token: buyer });
      expect([r.status, r.body.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    }
    expect((await h.client.call('bankcard.update', { ...CARD, cardId: mine.cardId, accountType: undefined, cardNo: undefined }, { token: other })).status).toBe(404);
    expect((await page(buyer)).records.map((r: { accountName: string }) => r.accountName)).toEqual(['丰收农产品采购有限公司']);
    const apple = await h.client.token(PHONES.admin, APPLE);
    expect((await h.client.call('bankcard.delete', { cardId: mine.cardId }, { token: apple, tenant: APPLE })).status).toBe(404);
    expect((await h.client.call('bankcard.page', { pageNum: 1, pageSize: 10 }, { token: apple, tenant: APPLE })).body.resultData.records).toEqual([]);
    expect((await page(seller)).records[0]).toEqual(mine);
  });

  it('refuses accounts without the cash-account right (403)', async () => {
    const warehouse = await h.client.token('13800000005');
    for (const [key, body] of [['bankcard.page', { pageNum: 1, pageSize: 10 }], ['bankcard.add', CARD], ['bankcard.delete', { cardId: 'BC0001' }]] as const) {
      const r = await h.client.call(key, body, { token: warehouse });
      expect([r.status, r.body.code], key).toEqual([403, ERRORS.FORBIDDEN.code]);
    }
    expect(await countRows(h.db, 'bank_cards', "card_id = 'BC0001'")).toBe(1);
  });

  it('masks every number but its last four digits', () => {
    expect(maskAccountNo('6217001800056789015')).toBe('**** **** **** 9015');
    expect(isLuhn('6217001800056789015')).toBe(true);
    expect(isLuhn('6217001800056789016')).toBe(false);
  });
});
