// Trading end to end in a real browser (issue 12 item 6 and "Done when"), as the demo accounts: the buyer
// (丰收农产品采购, 13800000003) orders goods of two sellers, 绿源农业科技 (13800000002) and the platform's own
// goods (农业产业平台运营, the tenant admin 13800000001). Seller A agrees, the buyer pays at the sandbox
// cashier, seller A delivers part then the rest, the buyer receives: 已完成. Seller B changes the price, the
// buyer agrees, pays offline with a voucher, seller B confirms: 待发货. A cancelled order gives its stock
// back; a seller places an agent order for a customer. Every screen is a schema rendered by the engine;
// calls are made directly only to read facts back (which goods to buy, order numbers, available stock).
// The tests run in order and share the orders they place.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { encodePng } from '../../api/server/core/png';
import { appUrl, logIn, pagesPerTest, screenshot, settled } from './support/browser';
import { PHONE } from './support/constants';
import { chooseOption } from './support/select';
import { call, countRequests } from './support/requests';

const page = pagesPerTest();
/** Budget of one journey (many screens, several users) on a shared, busy machine; not a timing assertion. */
const JOURNEY_MS = 300_000;

const SELLER_A = { phone: PHONE.seller, companyId: 'C001' };
const SELLER_B = { phone: PHONE.tenantAdmin, companyId: 'C000' };
const BUYER_COMPANY = '丰收农产品采购有限公司';

const dialog = (p: Page) => p.getByRole('dialog');
const toast = (p: Page, text: string) => p.getByText(text, { exact: true }).first().waitFor();
const field = (p: Page | Locator, label: string): Locator => p.getByLabel(label).filter({ visible: true });
const png = (): Buffer => encodePng(8, 8, new Uint8Array(8 * 8 * 3).fill(210));

interface Goods {
  itemId: string;
  itemNm: string;
  skuId: string;
}
interface OrderRow {
  orderId: string;
  orderNo: string;
  status: string;
  goodsNames: string;
}

/** An on-shelf goods of a seller with a SKU in stock, as the buyer sees the mall (skips goods used already). */
async function goodsOf(p: Page, companyId: string, skip: readonly string[] = []): Promise<Goods> {
  const found = await call<{ records: { itemId: string; itemNm: string }[] }>(p, '/scpr/item/front/search', { pageNum: 1, pageSize: 30, companyId });
  for (const g of found.records) {
    if (skip.includes(g.itemId)) continue;
    const detail = await call<{ skus: { skuId: string; stock: number }[] }>(p, '/scpr/item/front/detail', { itemId: g.itemId });
    const sku = detail.skus.find((s) => Number(s.stock) >= 20);
    if (sku) return { itemId: g.itemId, itemNm: g.itemNm, skuId: sku.skuId };
  }
  throw new Error(`no goods of ${companyId} in stock`);
}

/** The buyer's newest order of a goods (its number is what the user reads on the screens). */
async function newestOrder(p: Page, goods: Goods): Promise<OrderRow> {
  const orders = await call<{ records: OrderRow[] }>(p, '/scpr/indent/indent/v2/buyerPage', { pageNum: 1, pageSize: 5, goodsName: goods.itemNm });
  const o = orders.records[0];
  expect(o, `an order of ${goods.itemNm}`).toBeTruthy();
  return o!;
}

/** The seller's available stock of a SKU (what the agent order's goods picker offers). */
async function available(p: Page, goods: Goods): Promise<number> {
  const options = await call<{ value: string; available: number }[]>(p, '/scpr/indent/indent/v2/skuOptions', { keyword: goods.itemNm });
  const o = options.find((x) => x.value === goods.skuId);
  expect(o, `the SKU ${goods.skuId} among the seller's options`).toBeTruthy();
  return Number(o!.available);
}

async function logInAs(p: Page, phone: string): Promise<void> {
  await logIn(p, phone);
  await p.waitForURL(/\/home\?/);
}

/** The quantity box of the SKU picker (product details) or of a cart line: typed, then committed. */
async function setQuantity(box: Locator, quantity: number): Promise<void> {
  await box.fill(String(quantity));
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe(String(quantity));
}

/** The buyer opens a goods' details and puts a quantity of its first SKU in stock in the cart. */
async function addToCart(p: Page, goods: Goods, quantity: number): Promise<void> {
  await p.goto(appUrl(`/shopping/product-details?itemId=${goods.itemId}`));
  await p.getByText(goods.itemNm).first().waitFor();
  await setQuantity(p.getByRole('group', { name: '购买数量' }).getByLabel('数量'), quantity);
  await p.getByRole('button', { name: '加入购物车' }).click();
  await toast(p, '已加入购物车');
}

/** The cart's tick box of a line, or 全选 in the bottom bar. */
const tick = (p: Page, name: string) => p.getByRole('checkbox', { name, exact: true }).last();

/** The buyer ticks exactly these goods in the cart, each with its quantity (the cart may hold others). */
async function tickOnly(p: Page, lines: { goods: Goods; quantity: number }[]): Promise<void> {
  const all = tick(p, '全选');
  await all.waitFor();
  // 全选 ticks every valid line, unticking it clears them all: from there, only ours.
  if (!(await all.isChecked())) {
    await all.click();
    await expect.poll(() => all.isChecked()).toBe(true);
  }
  await all.click();
  await expect.poll(() => all.isChecked()).toBe(false);
  for (const { goods, quantity } of lines) {
    await setQuantity(p.getByRole('group', { name: `${goods.itemNm}数量` }).getByLabel('数量'), quantity);
    const mine = tick(p, `选择${goods.itemNm}`);
    await mine.click();
    await expect.poll(() => mine.isChecked()).toBe(true);
  }
  const pieces = lines.reduce((n, l) => n + l.quantity, 0);
  await expect.poll(() => p.locator('[data-cart-quantity]').textContent()).toBe(String(pieces));
}

/** The order form: the default address chosen, one box per seller with its pay type; submitted. */
async function submitCheckout(p: Page, sellers: number): Promise<void> {
  await p.getByText('提交订单').first().waitFor();
  await expect.poll(() => p.locator('.scpr-groups__box').count()).toBe(sellers);
  await expect.poll(() => p.getByRole('radiogroup', { name: '收货地址' }).getByRole('radio', { checked: true }).count()).toBe(1);
  await p.getByRole('button', { name: '提交订单' }).click();
  await toast(p, '下单成功，等待卖家确认');
  await p.waitForURL(/\/buyer\/purchase-order/);
}

/** The buyer buys a goods now: its details, 立即购买, the order form with the default address, submitted. */
async function buyNow(p: Page, goods: Goods, quantity: number): Promise<OrderRow> {
  await p.goto(appUrl(`/shopping/product-details?itemId=${goods.itemId}`));
  await p.getByText(goods.itemNm).first().waitFor();
  await setQuantity(p.getByRole('group', { name: '购买数量' }).getByLabel('数量'), quantity);
  await p.getByRole('button', { name: '立即购买' }).click();
  await p.waitForURL(/\/shopping\/generate-order\?/);
  await submitCheckout(p, 1);
  return newestOrder(p, goods);
}

/** A party opens an order's details from its order list (seller: sale-order, buyer: purchase-order). */
async function openOrder(p: Page, list: '/seller/sale-order' | '/buyer/purchase-order', orderNo: string): Promise<void> {
  await p.goto(appUrl(list));
  const filters = p.getByRole('search', { name: '筛选' }).filter({ visible: true });
  await filters.getByLabel('订单编号').fill(orderNo);
  await filters.getByRole('button', { name: '查询' }).click();
  const row = p.locator('tbody tr', { hasText: orderNo }).first();
  await row.getByRole('button', { name: '查看', exact: true }).click();
  await p.waitForURL(/order-detail\?/);
  await p.getByText(orderNo).filter({ visible: true }).first().waitFor();
  await settled(p);
}

const statusShown = (p: Page, status: string) => p.locator('main').getByText(status, { exact: true }).filter({ visible: true }).first().waitFor();

/** An action of a detail screen with a confirmation. */
async function confirmAction(p: Page, label: string, done: string): Promise<void> {
  await p.getByRole('button', { name: label, exact: true }).click();
  await dialog(p).getByRole('button', { name: '确定' }).click();
  await toast(p, done);
}

/** The seller delivers quantities of the order's lines (in line order) with a tracking number. */
async function deliver(p: Page, quantities: number[], trackingNo: string): Promise<void> {
  await p.getByRole('button', { name: '发货', exact: true }).click();
  const d = dialog(p);
  for (const [i, q] of quantities.entries()) await field(d, `第${i + 1}行本次发货`).fill(String(q));
  await chooseOption(field(d, '物流公司'), '顺丰速运');
  await field(d, '物流单号').fill(trackingNo);
  await d.getByRole('button', { name: '确定' }).click();
  await toast(p, '发货成功');
}

/** The buyer's pay page of an order: its details, then 去支付. */
async function openPay(p: Page, order: OrderRow): Promise<void> {
  await openOrder(p, '/buyer/purchase-order', order.orderNo);
  await p.getByRole('button', { name: '去支付', exact: true }).click();
  await p.waitForURL(/\/buyer\/order-pay\?/);
  await p.getByText('支付信息').first().waitFor();
}

const shared: { a?: Goods; b?: Goods; orderA?: OrderRow; orderB?: OrderRow } = {};

describe('trading end to end', () => {
  it('the buyer puts goods of two sellers in the cart and checks out: two orders, each awaiting its seller', async () => {
    const p = await page();
    await logInAs(p, PHONE.buyer);
    shared.a = await goodsOf(p, SELLER_A.companyId);
    shared.b = await goodsOf(p, SELLER_B.companyId);
    await addToCart(p, shared.a, 5);
    await addToCart(p, shared.b, 2);
    // The header's cart link, then the cart: only these two lines ticked, the bar counts 7 pieces.
    await p.getByRole('link', { name: /购物车/ }).first().click();
    await p.waitForURL(/\/shopping\/cart/);
    await tickOnly(p, [
      { goods: shared.a, quantity: 5 },
      { goods: shared.b, quantity: 2 },
    ]);
    await screenshot(p, 'trading-cart');
    const asked = countRequests(p, ['/scpr/mall/address/list', '/scpr/mall/cart/settle']);
    await p.getByRole('button', { name: '去结算' }).click();
    await p.waitForURL(/\/shopping\/generate-order/);
    await submitCheckout(p, 2);
    // The order form's sources went once each: the quote not again for the default address it filled in.
    expect(asked()).toEqual({ '/scpr/mall/address/list': 1, '/scpr/mall/cart/settle': 1 });
    shared.orderA = await newestOrder(p, shared.a);
    shared.orderB = await newestOrder(p, shared.b);
    expect(shared.orderA.orderNo).not.toBe(shared.orderB.orderNo);
    for (const o of [shared.orderA, shared.orderB]) {
      await p.locator('tbody tr', { hasText: o.orderNo }).first().getByText('待卖家确认').waitFor();
    }
    await screenshot(p, 'trading-buyer-two-orders');
  }, JOURNEY_MS);

  it('seller A agrees, the buyer pays at the sandbox cashier, seller A delivers part then the rest, the buyer receives: 已完成', async () => {
    const { orderA } = shared;
    expect(orderA).toBeTruthy();
    const seller = await page();
    await logInAs(seller, SELLER_A.phone);
    await openOrder(seller, '/seller/sale-order', orderA!.orderNo);
    await statusShown(seller, '待卖家确认');
    await confirmAction(seller, '同意订单', '已同意订单');
    await statusShown(seller, '待付款');
    await screenshot(seller, 'trading-seller-agreed');

    const buyer = await page();
    await logInAs(buyer, PHONE.buyer);
    await openPay(buyer, orderA!);
    await statusShown(buyer, '待付款');
    await buyer.getByRole('button', { name: '网银支付' }).click();
    await buyer.waitForURL(/\/sandbox-pay\/cashier\?trade=/);
    await buyer.getByText('应付金额').waitFor();
    await screenshot(buyer, 'trading-sandbox-cashier');
    await buyer.getByRole('button', { name: '支付成功' }).click();
    await buyer.waitForURL(/\/scprmall\/payment-success\?/);
    await buyer.locator('main').getByText(orderA!.orderNo).first().waitFor();
    await screenshot(buyer, 'trading-payment-success');

    await openOrder(seller, '/seller/sale-order', orderA!.orderNo);
    await statusShown(seller, '待发货');
    await deliver(seller, [2], `SF${Date.now()}1`);
    await statusShown(seller, '部分发货');
    await deliver(seller, [3], `SF${Date.now()}2`);
    await statusShown(seller, '已发货');
    await screenshot(seller, 'trading-seller-delivered');

    await openOrder(buyer, '/buyer/purchase-order', orderA!.orderNo);
    await statusShown(buyer, '已发货');
    await confirmAction(buyer, '确认收货', '已确认收货');
    await statusShown(buyer, '已完成');
    await screenshot(buyer, 'trading-buyer-completed');
  }, JOURNEY_MS);

  it('seller B changes the price, the buyer agrees and pays offline with a voucher, seller B confirms: 待发货', async () => {
    const { orderB } = shared;
    expect(orderB).toBeTruthy();
    const seller = await page();
    await logInAs(seller, SELLER_B.phone);
    await openOrder(seller, '/seller/sale-order', orderB!.orderNo);
    await seller.getByRole('button', { name: '改价', exact: true }).click();
    await field(dialog(seller), '调整金额（元）').fill('-1.00');
    await dialog(seller).getByRole('button', { name: '确定' }).click();
    await toast(seller, '已改价，等待买家确认');
    await statusShown(seller, '改价待买家确认');

    const buyer = await page();
    await logInAs(buyer, PHONE.buyer);
    await openOrder(buyer, '/buyer/purchase-order', orderB!.orderNo);
    await confirmAction(buyer, '确认改价', '已确认改价');
    await statusShown(buyer, '待付款');

    await openPay(buyer, orderB!);
    await buyer.getByRole('button', { name: '线下支付' }).click();
    await dialog(buyer).getByLabel('付款凭证').setInputFiles({ name: '转账回单.png', mimeType: 'image/png', buffer: png() });
    await dialog(buyer).getByRole('img', { name: '转账回单.png' }).waitFor();
    await dialog(buyer).getByLabel('付款说明').fill('农业银行转账，流水号 20261124018');
    await screenshot(buyer, 'trading-offline-voucher');
    await dialog(buyer).getByRole('button', { name: '提交凭证' }).click();
    await toast(buyer, '已提交付款凭证，请等待卖家确认收款');
    await statusShown(buyer, '线下付款待确认');

    await seller.goto(appUrl('/seller/sale-order-payment'));
    const row = seller.locator('tbody tr', { hasText: orderB!.orderNo }).first();
    // The list may answer again while the confirmation is open; the confirmation stays (its cells are not
    // remounted: engine/render/list/TableBody.tsx).
    await row.getByRole('button', { name: '确认收款' }).click();
    await dialog(seller).getByRole('button', { name: '确定' }).click();
    await toast(seller, '已确认收款');
    await screenshot(seller, 'trading-seller-confirmed-offline');

    await openOrder(buyer, '/buyer/purchase-order', orderB!.orderNo);
    await statusShown(buyer, '待发货');
  }, JOURNEY_MS);

  it('a cancelled order gives its stock back', async () => {
    const buyer = await page();
    await logInAs(buyer, PHONE.buyer);
    const goods = await goodsOf(buyer, SELLER_A.companyId, [shared.a?.itemId ?? '']);
    const seller = await page();
    await logInAs(seller, SELLER_A.phone);
    const before = await available(seller, goods);

    const order = await buyNow(buyer, goods, 3);
    await openOrder(seller, '/seller/sale-order', order.orderNo);
    await confirmAction(seller, '同意订单', '已同意订单');
    await statusShown(seller, '待付款');
    expect(await available(seller, goods)).toBe(before - 3);

    await openOrder(buyer, '/buyer/purchase-order', order.orderNo);
    await buyer.getByRole('button', { name: '取消订单', exact: true }).click();
    await dialog(buyer).getByLabel('取消原因').fill('采购计划调整');
    await dialog(buyer).getByRole('button', { name: '确定' }).click();
    await toast(buyer, '订单已取消');
    await statusShown(buyer, '已取消');
    await screenshot(buyer, 'trading-buyer-cancelled');
    expect(await available(seller, goods)).toBe(before);
  }, JOURNEY_MS);

  it('a seller places an agent order for a customer', async () => {
    const seller = await page();
    await logInAs(seller, SELLER_A.phone);
    await seller.goto(appUrl('/seller/sale-agent-order'));
    await chooseOption(field(seller, '客户企业'), BUYER_COMPANY);
    await chooseOption(field(seller, '付款方式'), '一次性付款（先款后货）');
    // The goods picker lists the seller's SKUs with their sale price and available stock; the picked
    // line starts at the sale price, and the totals follow the quantity live.
    await seller.getByRole('button', { name: '选择商品' }).click();
    const picker = dialog(seller);
    await picker.getByLabel('选择第1行').waitFor();
    const offered = (await picker.locator('tbody tr').first().locator('td').nth(1).textContent()) ?? '';
    const salePrice = (await picker.locator('tbody tr').first().locator('td').nth(3).textContent()) ?? '';
    expect(salePrice).toMatch(/^[\d,]+\.\d{2}元$/);
    await picker.getByLabel('选择第1行').check();
    await picker.getByRole('button', { name: '确定' }).click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => field(seller, '第1行单价').inputValue()).toBe(salePrice.replace(/[,元]/g, ''));
    await field(seller, '第1行数量').fill('2');
    const unit = Number(salePrice.replace(/[,元]/g, ''));
    const total = (unit * 2).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await seller.locator('[data-summary="商品金额"] dd', { hasText: total }).waitFor();
    await field(seller, '收货人').fill('王建国');
    await field(seller, '联系电话').fill('13800000003');
    await chooseOption(field(seller, '所在地区省份'), '山东省');
    await chooseOption(field(seller, '所在地区城市'), '烟台市');
    await chooseOption(field(seller, '所在地区区县'), '芝罘区');
    await field(seller, '详细地址').fill('幸福路88号丰收农产品采购中心');
    await screenshot(seller, 'trading-agent-order-form');
    await seller.getByRole('button', { name: '提交订单' }).click();
    await toast(seller, '下单成功，已为客户锁定库存');
    await seller.waitForURL(/\/seller\/sale-order/);

    const buyer = await page();
    await logInAs(buyer, PHONE.buyer);
    const orders = await call<{ records: OrderRow[] }>(buyer, '/scpr/indent/indent/v2/buyerPage', { pageNum: 1, pageSize: 1, orderType: '2' });
    const order = orders.records[0]!;
    expect(offered).toContain(order.goodsNames.split(/[ ,，、]/)[0]!);
    await buyer.goto(appUrl('/buyer/purchase-order'));
    const row = buyer.locator('tbody tr', { hasText: order.orderNo }).first();
    await row.getByText('代客下单').waitFor();
    await screenshot(buyer, 'trading-buyer-agent-order');
  }, JOURNEY_MS);
});
