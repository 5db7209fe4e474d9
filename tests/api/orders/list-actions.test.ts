// The moves each side may make, served with every row of its order list as with the detail (issue 30
// item 2; api/server/modules/indent/actions.ts): the same answer on both, from the workflow's table, none
// while frozen but the platform's unfreeze; and the list screens show a row's buttons exactly when its row
// lists them (the real screen's condition, evaluated as the engine does, on the real row).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { ok, PHONES } from '../support/goods';
import { acceptPayTypes, ADDRESS, skuWithStock } from '../support/orders';
import { test as holds, type Logic } from '../../../engine/logic/evaluate';
import { loadScreenFile } from '../../../engine/build/load-files';

let h: TestServer;
let tokens: Record<Side, string>;
let sku: { skuId: string; priceFen: number };
beforeAll(async () => {
  h = await startTestServer();
  tokens = { seller: await h.client.token(PHONES.seller), buyer: await h.client.token(PHONES.buyer), platform: await h.client.token(PHONES.admin) };
  sku = await skuWithStock(h, 1000);
  await acceptPayTypes(h, ['5', '6']);
});
afterAll(() => h.close());

type Side = 'seller' | 'buyer' | 'platform';
const SIDES: Side[] = ['seller', 'buyer', 'platform'];
const call = (side: Side, what: 'Page' | 'Detail') => `indent.${side}${what}`;

async function placed(payType: string): Promise<{ orderId: string; orderNo: string }> {
  const r = await h.client.call('indent.create', { lines: [{ skuId: sku.skuId, quantity: 1 }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C001', payType }] }, { token: tokens.buyer });
  expect(r.body, r.body.msg).toMatchObject({ code: '0' });
  return r.body.resultData.orders[0];
}

/** The order's row in each side's list and its detail's actions, side by side. */
async function actions(o: { orderId: string; orderNo: string }): Promise<Record<Side, string[]>> {
  const out = {} as Record<Side, string[]>;
  for (const side of SIDES) {
    const page = await ok(h.client, call(side, 'Page'), { pageNum: 1, pageSize: 10, orderNo: o.orderNo }, tokens[side]);
    const row = page.records.find((r: { orderId: string }) => r.orderId === o.orderId);
    const detail = await ok(h.client, call(side, 'Detail'), { orderId: o.orderId }, tokens[side]);
    expect([side, row.actions], 'the row says what the detail says').toEqual([side, detail.actions]);
    out[side] = row.actions;
  }
  return out;
}

describe('each row of the order lists carries the moves its side may make', () => {
  it('pay first: from 待卖家确认 through 待付款, frozen and unfrozen', async () => {
    const o = await placed('5');
    expect(await actions(o)).toEqual({ seller: ['agree', 'refuse', 'changePrice'], buyer: ['cancel'], platform: ['freeze'] });
    await ok(h.client, 'indent.agree', { orderId: o.orderId }, tokens.seller);
    expect(await actions(o)).toEqual({ seller: [], buyer: ['cancel', 'offlineSubmit'], platform: ['freeze'] });
    await ok(h.client, 'indent.freeze', { orderId: o.orderId, frozenReason: '交易异常' }, tokens.platform);
    expect(await actions(o)).toEqual({ seller: [], buyer: [], platform: ['unfreeze'] });
    await ok(h.client, 'indent.unfreeze', { orderId: o.orderId }, tokens.platform);
    expect((await actions(o)).buyer).toEqual(['cancel', 'offlineSubmit']);
  });

  it('goods first: delivery, receipt and the money owed afterwards', async () => {
    const o = await placed('6');
    await ok(h.client, 'indent.agree', { orderId: o.orderId }, tokens.seller);
    expect(await actions(o)).toEqual({ seller: ['deliver'], buyer: ['payAfterwards'], platform: ['freeze'] });
    const d = await ok(h.client, 'indent.sellerDetail', { orderId: o.orderId }, tokens.seller);
    const lines = d.lines.map((l: { lineNo: number; quantity: number }) => ({ lineNo: l.lineNo, quantity: l.quantity }));
    await ok(h.client, 'indent.delivery', { orderId: o.orderId, lines, expressCode: 'SF', trackingNo: 'SF100200300' }, tokens.seller);
    expect(await actions(o)).toEqual({ seller: ['revokeDelivery', 'deleteDelivery'], buyer: ['receive', 'notDelivered', 'payAfterwards'], platform: ['freeze'] });
  });
});

describe('the list screens show a row action exactly when the row lists it', () => {
  /** Every row action of a real list screen (as the build ships it) with its condition. */
  const rowActions = (file: string) => {
    const found: { id: string; access?: { visible?: Logic } }[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (Array.isArray(o.rowActions)) found.push(...(o.rowActions as typeof found));
      Object.values(o).forEach(walk);
    };
    walk(loadScreenFile(`schemas/${file}.json`, 'schemas/fragments'));
    return found;
  };
  const screens: Record<Side, string> = { seller: 'seller/sale-order', buyer: 'buyer/purchase-order', platform: 'user/user-order-list' };

  it('on real rows of each side, in several states', async () => {
    const fresh = await placed('5');
    const agreed = await placed('6');
    await ok(h.client, 'indent.agree', { orderId: agreed.orderId }, tokens.seller);
    for (const side of SIDES) {
      const page = await ok(h.client, call(side, 'Page'), { pageNum: 1, pageSize: 50 }, tokens[side]);
      const rows = page.records.filter((r: { orderId: string }) => [fresh.orderId, agreed.orderId].includes(r.orderId));
      expect(rows).toHaveLength(2);
      const buttons = rowActions(screens[side]).filter((a) => a.id !== 'detail');
      for (const row of rows) {
        const shown = buttons.filter((a) => a.access?.visible === undefined || holds(a.access.visible, { row }, true)).map((a) => a.id);
        // Exactly the buttons of the moves the row lists: none it does not list, none it lists hidden.
        expect([side, row.status, shown]).toEqual([side, row.status, buttons.map((a) => a.id).filter((id) => row.actions.includes(id))]);
      }
    }
    // The buttons each screen has for its side's moves: shown at 10 on the fresh order.
    const seller = (await ok(h.client, 'indent.sellerPage', { pageNum: 1, pageSize: 10, orderNo: fresh.orderNo }, tokens.seller)).records[0];
    const ids = rowActions(screens.seller).filter((a) => a.access?.visible !== undefined && holds(a.access.visible, { row: seller }, true)).map((a) => a.id);
    expect(ids).toEqual(['agree', 'refuse']);
  });
});
