// The cart (spec 7 "/mall/cart/*", 2.5 cart): per buyer enterprise (or personal account), lines of SKUs
// grouped by seller, invalid lines flagged, and the checkout quote ("settle") the order screen shows.
import { defineCall } from './types';
import { bool, int, list, nul, obj, open, ref, str, strOrNull, type FieldOf } from './shapes';
import { payTypeRow } from './paytype';

const c = <const F extends FieldOf<'cart'>>(field: F) => ref('cart', field);
/** A cart holds at most this many lines (cart.add refuses more), so cart.list gives the whole cart in one page:
 * the cart block asks for a page of the maximum this call declares. */
export const MAX_CART_LINES = 100;
const page = {
  pageNum: ref('page', 'pageNum'),
  pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: MAX_CART_LINES } as const,
};

/** A cart line. invalidReason: 'deleted' | 'offShelf' | 'frozen' | 'soldOut' | 'unavailable' (greyed, cannot
 * be selected); stockShort and priceChanged are notices on a valid line. */
export const cartLine = open(
  {
    skuId: str, itemId: str, itemNm: str, specValues: str, picture: str, unitNm: str,
    sellerId: str, sellerNm: str, price: str, addedPrice: str, quantity: int, amount: str, stock: int,
    selected: bool, invalid: bool, invalidReason: strOrNull, invalidText: strOrNull,
    stockShort: bool, priceChanged: bool, notice: strOrNull,
  },
  ['skuId', 'itemId', 'itemNm', 'specValues', 'sellerId', 'sellerNm', 'price', 'quantity', 'amount', 'selected', 'invalid'],
);
const summary = open(
  { lineCount: int, selectedCount: int, selectedQuantity: int, selectedAmount: str, allSelected: bool, invalidCount: int },
  ['lineCount', 'selectedCount', 'selectedQuantity', 'selectedAmount', 'allSelected', 'invalidCount'],
);
/** The address an order is sent to (a copy kept by the order). */
export const orderAddress = open(
  { addressId: str, consignee: str, phone: str, regionCode: str, regionName: str, detail: str, postalCode: str },
  ['addressId', 'consignee', 'phone', 'regionCode', 'regionName', 'detail', 'postalCode'],
);
/** A chosen coupon at checkout: a buyer's coupon id, '0' for none, '' (or absent) for the best. */
export const couponChoice = { type: 'string', title: '优惠券', maxLength: 64, pattern: '^[A-Za-z0-9_-]*$', 'x-messages': { pattern: '优惠券编号不正确', maxLength: '优惠券编号不正确' } } as const;
const countAnswer = open({ count: int, quantity: int }, ['count', 'quantity']);

const quoteLine = open(
  { skuId: str, itemId: str, itemNm: str, specValues: str, picture: str, unitNm: str, price: str, quantity: int, amount: str },
  ['skuId', 'itemId', 'itemNm', 'specValues', 'price', 'quantity', 'amount'],
);
const quoteGroup = open(
  {
    sellerId: str, sellerNm: str, lines: list(quoteLine), quantity: int, goodsAmount: str, freightAmount: strOrNull, totalAmount: str,
    payTypes: list(payTypeRow), onlineEnabled: bool,
    // Coupons (docs/trading.md "Coupons"): the buyer's usable ones (best first), the one applied ('0': none), what it takes off.
    coupons: list(open({ userCouponId: str, couponNm: str, ruleText: str, discountAmount: str, label: str }, ['userCouponId', 'couponNm', 'ruleText', 'discountAmount', 'label'])),
    userCouponId: str, discountAmount: str,
  },
  ['sellerId', 'sellerNm', 'lines', 'goodsAmount', 'freightAmount', 'totalAmount', 'payTypes', 'coupons', 'userCouponId', 'discountAmount'],
);

export const cart = [
  defineCall({
    key: 'cart.list', method: 'POST', path: '/scpr/mall/cart/list', permission: 'Cart',
    title: '购物车分页（按店铺排列，失效商品标出原因）及全车合计',
    request: obj(page, ['pageNum', 'pageSize']),
    response: open({ records: list(cartLine), total: int, summary }, ['records', 'total', 'summary']),
  }),
  defineCall({
    key: 'cart.add', method: 'POST', path: '/scpr/mall/cart/add', permission: 'cart-add',
    title: '加入购物车（同一规格合并数量）',
    request: obj({ skuId: c('skuId'), quantity: c('quantity') }, ['skuId', 'quantity']),
    response: countAnswer,
  }),
  defineCall({
    key: 'cart.updateQuantity', method: 'POST', path: '/scpr/mall/cart/updateQuantity', permission: 'Cart',
    title: '修改购物车商品数量',
    request: obj({ skuId: c('skuId'), quantity: c('quantity') }, ['skuId', 'quantity']),
    response: cartLine,
  }),
  defineCall({
    key: 'cart.delete', method: 'POST', path: '/scpr/mall/cart/delete', permission: 'cart-delete',
    title: '删除购物车商品',
    request: obj({ skuIds: c('skuIds') }, ['skuIds']),
    response: countAnswer,
  }),
  defineCall({
    key: 'cart.deleteInvalid', method: 'POST', path: '/scpr/mall/cart/deleteInvalid', permission: 'cart-delete',
    title: '清空失效商品',
    request: obj({}),
    response: countAnswer,
  }),
  defineCall({
    key: 'cart.select', method: 'POST', path: '/scpr/mall/cart/select', permission: 'Cart',
    title: '勾选或取消勾选购物车商品（不传规格即全选或全不选；失效商品不能勾选）',
    request: obj({ skuIds: c('skuIds'), selected: c('selected') }, ['selected']),
    response: summary,
  }),
  defineCall({
    key: 'cart.count', method: 'POST', path: '/scpr/mall/cart/count', permission: 'Cart',
    title: '购物车商品种数（页头角标）',
    request: obj({}),
    response: countAnswer,
  }),
  defineCall({
    key: 'cart.settle', method: 'POST', path: '/scpr/mall/cart/settle', permission: 'Cart',
    title: '结算预览：按店铺分组的商品、运费、可选支付方式与合计（购物车已勾选商品，或立即购买的规格与数量）',
    request: obj(
      {
        addressId: ref('address', 'addressId'),
        skuIds: c('skuIds'),
        buyNow: { ...obj({ skuId: c('skuId'), quantity: c('quantity') }, ['skuId', 'quantity']), title: '立即购买' },
        coupons: { ...list(obj({ sellerCompanyId: ref('coupon', 'sellerId'), userCouponId: couponChoice }, ['sellerCompanyId'])), maxItems: 50, title: '各店铺选用的优惠券' },
      },
    ),
    response: open(
      { address: { anyOf: [orderAddress, nul] }, groups: list(quoteGroup), quantity: int, goodsAmount: str, freightAmount: strOrNull, discountAmount: str, totalAmount: str },
      ['address', 'groups', 'goodsAmount', 'freightAmount', 'discountAmount', 'totalAmount'],
    ),
  }),
];
