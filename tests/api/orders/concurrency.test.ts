// Stock under concurrency (issue 12 item 6, DOMAIN.md "Orders"): the SKU rows are locked in a fixed order
// when stock is reserved, so parallel agreements never oversell and never deadlock. On PGlite the
// transactions run one at a time; on PostgreSQL (DATABASE_URL) they really race on a pool of connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { ok, PHONES } from '../support/goods';
import { acceptPayTypes, ADDRESS, skuWithStock, stockOf } from '../support/orders';

let h: TestServer;
let seller: string;
let buyer: string;
beforeAll(async () => {
  h = await startTestServer();
  seller = await h.client.token(PHONES.seller);
  buyer = await h.client.token(PHONES.buyer);
  await acceptPayTypes(h, ['5']);
});
afterAll(() => h.close());

const create = (skuId: string) =>
  h.client.call('indent.create', { lines: [{ skuId, quantity: 1 }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C001', payType: '5' }] }, { token: buyer });

describe('stock under concurrency', () => {
  it('50 orders of 1 unit, stock 10, the seller agrees all 50 at once: exactly 10 succeed, the rest 409 库存不足', async () => {
    const { skuId } = await skuWithStock(h, 10);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const r = await create(skuId);
      expect(r.body.code, r.body.msg).toBe('0');
      ids.push(r.body.resultData.orders[0].orderId);
    }
    const answers = await Promise.all(ids.map((orderId) => h.client.call('indent.agree', { orderId }, { token: seller })));
    const agreed = answers.filter((r) => r.body.code === '0');
    const refused = answers.filter((r) => r.body.code !== '0');
    expect(agreed).toHaveLength(10);
    expect(refused.map((r) => [r.status, r.body.msg.startsWith('库存不足')])).toEqual(Array(40).fill([409, true]));
    expect(await stockOf(h, skuId)).toEqual({ stock: 10, reserved: 10, reservations: 10 });
    const statuses = await Promise.all(ids.map(async (orderId) => (await ok(h.client, 'indent.sellerDetail', { orderId }, seller)).status));
    expect(statuses.filter((s) => s === '20')).toHaveLength(10);
    expect(statuses.filter((s) => s === '10')).toHaveLength(40);
  });

  it('50 parallel creates and agrees mixed: never oversold, reserved = agreed orders, available ends at 0', async () => {
    const { skuId } = await skuWithStock(h, 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const c = await create(skuId);
        if (c.body.code !== '0') return { created: false, agreed: false, msg: c.body.msg };
        const a = await h.client.call('indent.agree', { orderId: c.body.resultData.orders[0].orderId }, { token: seller });
        return { created: true, agreed: a.body.code === '0', msg: a.body.msg };
      }),
    );
    const agreed = answers.filter((a) => a.agreed).length;
    // Create refuses at once only when the available stock is gone; agree refuses the rest.
    expect(answers.filter((a) => !a.agreed).every((a) => a.msg.startsWith('库存不足'))).toBe(true);
    expect(agreed).toBe(10);
    expect(await stockOf(h, skuId)).toEqual({ stock: 10, reserved: 10, reservations: 10 });
  });
});
