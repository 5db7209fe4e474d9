// Providers are never rate limited as strangers (issue 29 item 8): an address that used up the anonymous
// rate (ANON_RATE_LIMIT) is refused 429 on public calls, yet the provider's signed notification from that
// same address is accepted and pays the order; a body whose signature fails still counts (and is refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { makeOrder, orderRow, PHONES, sandboxOf } from './support/payments';

const LIMIT = 5;
let h: TestServer;
let buyer: string;
beforeAll(async () => {
  h = await startTestServer({ addressLimit: { perWindow: LIMIT, windowMs: 60_000, maxAddresses: 1000 } });
  buyer = await h.client.token(PHONES.buyer);
});
afterAll(() => h.close());

const notify = (body: unknown) => h.app.inject({ method: 'POST', url: '/scpr/payment/notify', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

describe('the provider past the anonymous rate', () => {
  it('a signed notification is accepted from an address that used up the anonymous rate; a forged one is not', async () => {
    const { orderId } = await makeOrder(h, { payableFen: 2600 });
    const r = await h.client.call('indent.netPay', { orderId }, { token: buyer });
    const trade = new URL(r.body.resultData.cashierUrl, 'http://x').searchParams.get('trade')!;
    const sandbox = sandboxOf(h);
    const deliver = sandbox.deliver;
    sandbox.deliver = async () => true; // the test delivers it, after the flood
    try {
      await sandbox.decide(trade, 'SUCCESS');
    } finally {
      sandbox.deliver = deliver;
    }
    // The flood: public calls from this address until refused.
    let refused = 0;
    for (let i = 0; i < LIMIT + 3; i++) if ((await h.client.call('payment.result', { t: '0'.repeat(32) })).status === 429) refused++;
    expect(refused).toBeGreaterThan(0);
    const forged = await notify({ ...sandbox.notification((await sandbox.trade(trade))!), sign: 'f'.repeat(64) });
    expect(forged.statusCode).toBe(429);

    const signed = await notify(sandbox.notification((await sandbox.trade(trade))!));
    expect(signed.json()).toMatchObject({ code: '0', resultData: { outcome: 'applied' } });
    expect(await orderRow(h, orderId)).toEqual({ status: 30, paidFen: 2600 });
  });
});
