// Coupons (issue 31 item 3; spec 2.4 coupon-manage/-list/-detail/-add, 2.6 coupon, 7 "Coupons: list,
// receive, received; /indent/coupon/*"; DOMAIN.md "Coupons"; docs/trading.md "Coupons"): the seller adds
// coupons (满减 or 折扣, threshold, scope, validity, total, per-buyer limit) and closes them; the mall lists
// the coupons open for taking (of a seller, or covering one goods); a buyer takes (receive) and sees its own
// (received) by status. Checkout applies them (cart.settle, indent.create). Amounts travel as yuan text.
import { defineCall } from './types';
import { bool, int, list, obj, open, ref, str, strOrNull, type FieldOf } from './shapes';

const f = <const F extends FieldOf<'coupon'>>(field: F) => ref('coupon', field);
const u = <const F extends FieldOf<'user-coupon'>>(field: F) => ref('user-coupon', field);
const BASE = '/scpr/indent/coupon';
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };

const couponFields = {
  couponId: str, couponNm: str, couponType: str, threshold: str, value: str, discount: str, maxOff: str, scopeType: str, scopeIds: list(str),
  scopeNames: str, validType: str, startDate: str, endDate: str, validDays: int, totalCount: int, perLimit: int, takenCount: int, usedCount: int,
  leftCount: int, status: str, ruleText: str, validText: str, remark: str, sellerId: str, sellerNm: str, createdAt: str, actions: list(str),
};
const couponRow = open(couponFields, ['couponId', 'couponNm', 'couponType', 'status', 'ruleText', 'validText', 'totalCount', 'takenCount', 'usedCount', 'actions']);
const history = list(open({ move: str, moveNm: str, fromStatus: strOrNull, toStatus: str, actorNm: str, note: str, at: str }, ['move', 'moveNm', 'toStatus', 'at']));
const mallRow = open(
  {
    couponId: str, couponNm: str, couponType: str, ruleText: str, validText: str, scopeNames: str, sellerId: str, sellerNm: str, leftCount: int, perLimit: int,
    received: int, status: str, canReceive: bool,
  },
  ['couponId', 'couponNm', 'ruleText', 'validText', 'sellerId', 'sellerNm', 'received', 'canReceive'],
);
const userRow = open(
  {
    userCouponId: str, couponId: str, couponNm: str, couponType: str, ruleText: str, scopeText: str, sellerId: str, sellerNm: str, buyerNm: str, status: str,
    validFrom: str, validTo: str, takenAt: str, usedAt: strOrNull, orderNo: str, discountAmount: str, actions: list(str),
  },
  ['userCouponId', 'couponId', 'couponNm', 'ruleText', 'status', 'validFrom', 'validTo', 'takenAt', 'actions'],
);
const pagedCoupons = open({ records: list(couponRow), total: int }, ['records', 'total']);
const pagedMall = open({ records: list(mallRow), total: int }, ['records', 'total']);
const pagedUser = open({ records: list(userRow), total: int }, ['records', 'total']);
const couponInput = {
  couponNm: f('couponNm'), couponType: f('couponType'), threshold: f('threshold'), value: f('value'), discount: f('discount'), maxOff: f('maxOff'),
  scopeType: f('scopeType'), scopeIds: f('scopeIds'), validType: f('validType'), startDate: f('startDate'), endDate: f('endDate'), validDays: f('validDays'),
  totalCount: f('totalCount'), perLimit: f('perLimit'), remark: f('remark'),
};
const couponRequired = ['couponNm', 'couponType', 'threshold', 'scopeType', 'validType', 'startDate', 'endDate', 'totalCount', 'perLimit'] as const;
const idOnly = obj({ couponId: f('couponId') }, ['couponId']);

const tabs = open({ tabs: list(open({ status: str, label: str, count: int }, ['status', 'label', 'count'])) }, ['tabs']);

export const coupon = [
  defineCall({
    key: 'coupon.add', method: 'POST', path: `${BASE}/add`, permission: 'CouponAdd',
    title: '卖家新建优惠券（满减或折扣、门槛、适用范围、有效期、发放总量、每人限领）',
    request: obj(couponInput, couponRequired),
    response: open({ couponId: str, status: str }, ['couponId', 'status']),
  }),
  defineCall({
    key: 'coupon.edit', method: 'POST', path: `${BASE}/edit`, permission: 'coupon-edit',
    title: '卖家编辑优惠券（仅未开始的；与新建相同的校验）',
    request: obj({ couponId: f('couponId'), ...couponInput }, ['couponId', ...couponRequired]),
    response: open({ couponId: str, status: str }, ['couponId', 'status']),
  }),
  defineCall({
    key: 'coupon.page', method: 'POST', path: `${BASE}/page`, permission: 'CouponList', title: '本企业的优惠券分页',
    request: obj({ ...page, status: f('status'), couponNm: { type: 'string', title: '优惠券名称', maxLength: 30 }, couponType: f('couponType') }, ['pageNum', 'pageSize']),
    response: pagedCoupons,
  }),
  defineCall({
    key: 'coupon.statusCount', method: 'POST', path: `${BASE}/statusCount`, permission: 'CouponList', title: '本企业的优惠券按状态计数',
    request: obj({ couponNm: { type: 'string', title: '优惠券名称', maxLength: 30 }, couponType: f('couponType'), pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') }),
    response: tabs,
  }),
  defineCall({
    key: 'coupon.detail', method: 'POST', path: `${BASE}/detail`, permission: 'CouponList', title: '优惠券详情（本企业的；含操作记录）',
    // The scope as rows too (the goods with their names), so coupon-add in edit mode shows what is chosen.
    request: idOnly,
    response: open(
      { ...couponFields, history, scopeGoods: list(open({ id: str, name: str }, ['id', 'name'])), scopeCategories: list(open({ id: str }, ['id'])) },
      ['couponId', 'couponNm', 'status', 'history', 'actions', 'scopeGoods', 'scopeCategories'],
    ),
  }),
  defineCall({
    key: 'coupon.takenPage', method: 'POST', path: `${BASE}/takenPage`, permission: 'CouponList', title: '优惠券的领取记录分页（本企业的优惠券）',
    request: obj({ ...page, couponId: f('couponId'), status: u('status') }, ['pageNum', 'pageSize', 'couponId']),
    response: pagedUser,
  }),
  defineCall({
    key: 'coupon.close', method: 'POST', path: `${BASE}/close`, permission: 'coupon-close', title: '卖家关闭优惠券（停止领取；已领取的在有效期内仍可使用）',
    request: obj({ couponId: f('couponId'), reason: { ...f('remark'), title: '关闭原因' } }, ['couponId']),
    response: open({ couponId: str, status: str }, ['couponId', 'status']),
  }),
  defineCall({
    key: 'coupon.list', method: 'POST', path: `${BASE}/list`, permission: 'Shopping', title: '商城可领取的优惠券（全部、某店铺的，或适用于某商品的）',
    request: obj({ ...page, sellerId: f('sellerId'), itemId: f('itemId') }, ['pageNum', 'pageSize']),
    response: pagedMall,
  }),
  defineCall({
    key: 'coupon.receive', method: 'POST', path: `${BASE}/receive`, permission: 'coupon-receive', title: '领取优惠券（不超过发放总量与每人限领）',
    request: idOnly,
    response: open({ userCouponId: str, couponId: str, received: int, canReceive: bool, validTo: str }, ['userCouponId', 'couponId', 'received', 'canReceive', 'validTo']),
  }),
  defineCall({
    key: 'coupon.received', method: 'POST', path: `${BASE}/received`, permission: 'Coupon', title: '我的优惠券分页（未使用、已使用、已过期）',
    request: obj({ ...page, status: u('status'), sellerId: f('sellerId') }, ['pageNum', 'pageSize']),
    response: pagedUser,
  }),
  defineCall({
    key: 'coupon.receivedCount', method: 'POST', path: `${BASE}/receivedCount`, permission: 'Coupon', title: '我的优惠券按状态计数',
    request: obj({ sellerId: f('sellerId'), pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') }),
    response: tabs,
  }),
] as const;
