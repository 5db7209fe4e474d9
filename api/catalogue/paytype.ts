// The pay types a seller accepts (spec 9 pay types 5-10; spec 7 "/mall/paytype/*"; seller payment-manage)
// with their instalment and credit settings, the shop's payment settings (shop-payment-manage) and the
// buyer-side read used at checkout.
import { defineCall } from './types';
import { bool, int, list, obj, open, ref, str, type FieldOf } from './shapes';

const p = <const F extends FieldOf<'pay-type'>>(field: F) => ref('pay-type', field);

export const payTypeRow = open(
  // instalmentPlan, credit: what the pay type needs set (a plan, credit days), derived from its declaration
  // so that screens never restate the codes.
  { payType: str, payTypeNm: str, enabled: bool, instalmentPlan: bool, credit: bool, instalmentCount: int, intervalDays: int, creditDays: int },
  ['payType', 'payTypeNm', 'enabled', 'instalmentPlan', 'credit'],
);
const shopSetting = open(
  { onlineEnabled: bool, bankName: str, accountName: str, accountNo: str, updatedAt: str },
  ['onlineEnabled', 'bankName', 'accountName', 'accountNo'],
);

export const paytypeCalls = [
  defineCall({
    key: 'paytype.list', method: 'POST', path: '/scpr/mall/paytype/list', permission: 'PaymentManage',
    title: '本店支付方式（一次性付款、预付款、分期、赊销，共6种）',
    request: obj({}),
    response: list(payTypeRow),
  }),
  defineCall({
    key: 'paytype.save', method: 'POST', path: '/scpr/mall/paytype/save', permission: 'paytype-edit',
    title: '设置一种支付方式：启用或停用，分期期数与间隔、赊销账期',
    request: obj(
      { payType: p('payType'), enabled: p('enabled'), instalmentCount: p('instalmentCount'), intervalDays: p('intervalDays'), creditDays: p('creditDays') },
      ['payType', 'enabled'],
    ),
    response: payTypeRow,
  }),
  defineCall({
    key: 'paytype.shopSetting', method: 'POST', path: '/scpr/mall/paytype/shopSetting', permission: 'ShopPaymentManage',
    title: '店铺收款设置（线下收款账户、在线支付）',
    request: obj({}),
    response: shopSetting,
  }),
  defineCall({
    key: 'paytype.shopSettingSave', method: 'POST', path: '/scpr/mall/paytype/shopSettingSave', permission: 'shop-payment-edit',
    title: '保存店铺收款设置',
    request: obj(
      { onlineEnabled: p('onlineEnabled'), bankName: p('bankName'), accountName: p('accountName'), accountNo: p('accountNo') },
      ['onlineEnabled', 'bankName', 'accountName', 'accountNo'],
    ),
    response: shopSetting,
  }),
  defineCall({
    key: 'paytype.accepted', method: 'POST', path: '/scpr/mall/paytype/accepted', permission: 'Cart',
    title: '卖家接受的支付方式（买家下单用）',
    request: obj({ sellerIds: { type: 'array', title: '卖家', items: { type: 'string', minLength: 1, maxLength: 64 }, minItems: 1, maxItems: 50, uniqueItems: true } as const }, ['sellerIds']),
    response: list(open({ sellerId: str, payTypes: list(payTypeRow), onlineEnabled: bool }, ['sellerId', 'payTypes', 'onlineEnabled'])),
  }),
];
