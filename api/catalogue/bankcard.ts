// Cash accounts (spec 2.8 cash-account-manage; spec 7 "/acl/acl/entBankCard/*"): the bank accounts an
// enterprise (or a personal member) receives money on, and the purchase chain's reference lists the form
// picks from (spec 7 "bank, province, city and branch lists", under /card and /base).
import { defineCall } from './types';
import { bool, int, list, nul, obj, open, ref, str, type FieldOf } from './shapes';

const b = <const F extends FieldOf<'bank-card'>>(field: F) => ref('bank-card', field);
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };

export const bankCard = open(
  {
    cardId: str, accountType: str, accountName: str, cardNoMasked: str, bankCode: str, bankName: str, provinceCode: str, provinceName: str,
    cityCode: str, cityName: str, branchCode: str, branchName: str, isDefault: bool, createdAt: str,
  },
  ['cardId', 'accountType', 'accountName', 'cardNoMasked', 'bankCode', 'bankName', 'provinceCode', 'cityCode', 'branchCode', 'branchName', 'isDefault'],
);
/** Where the account is held: the bank, its province and city, the branch (all from the reference lists). */
const place = { bankCode: b('bankCode'), provinceCode: b('provinceCode'), cityCode: b('cityCode'), branchCode: b('branchCode') };

export const bankcard = [
  defineCall({
    key: 'bankcard.page', method: 'POST', path: '/scpr/acl/acl/entBankCard/page', permission: 'CashAccountManage',
    title: '银行账户分页（默认账户在前，账号只显示后四位）',
    request: obj({ ...page, keyword: b('keyword') }, ['pageNum', 'pageSize']),
    response: open({ records: list(bankCard), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'bankcard.add', method: 'POST', path: '/scpr/acl/acl/entBankCard/add', permission: 'bankcard-add',
    title: '新增银行账户（个人银行卡按 Luhn 校验位核对；第一个账户即为默认账户）',
    request: obj({ accountType: b('accountType'), accountName: b('accountName'), cardNo: b('cardNo'), ...place, isDefault: b('isDefault') }, ['accountType', 'accountName', 'cardNo', 'bankCode', 'provinceCode', 'cityCode', 'branchCode']),
    response: bankCard,
  }),
  defineCall({
    key: 'bankcard.update', method: 'POST', path: '/scpr/acl/acl/entBankCard/update', permission: 'bankcard-edit',
    title: '修改银行账户的开户名与开户网点（账号不可修改：请删除后重新添加）',
    request: obj({ cardId: b('cardId'), accountName: b('accountName'), ...place, isDefault: b('isDefault') }, ['cardId', 'accountName', 'bankCode', 'provinceCode', 'cityCode', 'branchCode']),
    response: bankCard,
  }),
  defineCall({
    key: 'bankcard.setDefault', method: 'POST', path: '/scpr/acl/acl/entBankCard/setDefault', permission: 'bankcard-edit',
    title: '设为默认收款账户',
    request: obj({ cardId: b('cardId') }, ['cardId']),
    response: bankCard,
  }),
  defineCall({
    key: 'bankcard.delete', method: 'POST', path: '/scpr/acl/acl/entBankCard/delete', permission: 'bankcard-delete',
    title: '删除银行账户（删除默认账户时，最近添加的另一账户成为默认）',
    request: obj({ cardId: b('cardId') }, ['cardId']),
    response: nul,
  }),
  defineCall({
    key: 'bankcard.queryBankList', method: 'POST', path: '/scpr/card/bank/queryBankList', permission: 'login',
    title: '银行列表（人民银行支付系统行别代码）',
    request: obj({ keyword: b('keyword') }),
    response: list(open({ bankCode: str, bankName: str }, ['bankCode', 'bankName'])),
  }),
  defineCall({
    key: 'bankcard.queryProvinceList', method: 'POST', path: '/scpr/base/area/queryProvinceList', permission: 'login',
    title: '省份列表（GB/T 2260）',
    request: obj({}),
    response: list(open({ provinceCode: str, provinceName: str }, ['provinceCode', 'provinceName'])),
  }),
  defineCall({
    key: 'bankcard.queryCityList', method: 'POST', path: '/scpr/base/area/queryCityList', permission: 'login',
    title: '省份下的城市列表（GB/T 2260）',
    request: obj({ provinceCode: b('provinceCode') }),
    response: list(open({ cityCode: str, cityName: str }, ['cityCode', 'cityName'])),
  }),
  defineCall({
    key: 'bankcard.queryBranchList', method: 'POST', path: '/scpr/card/bank/queryBranchList', permission: 'login',
    title: '某银行在某城市的支行（网点）列表',
    request: obj({ bankCode: b('bankCode'), cityCode: b('cityCode'), keyword: b('keyword') }),
    response: list(open({ branchCode: str, branchName: str }, ['branchCode', 'branchName'])),
  }),
];
