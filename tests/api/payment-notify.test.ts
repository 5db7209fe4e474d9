// The provider's notification (issue 12 items 3 and 6): HMAC-signed with the deployment's secret and
// verified; a replayed notification pays once; a forged or tampered one, or one whose amount differs from
// the payment's, is refused and changes nothing; concurrent duplicates pay once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { sign } from '../../api/server/modules/payment/sandbox/signature';
import { countRows, startTestServer, type TestServer } from './support/server';
import { historyOf, makeOrder, orderRow, PHONES, sandboxOf } from './support/payments';

let h: TestServer;
let buyer: string;
beforeAll(async () => {
  h = await startTestServer();
  buyer = await h.client.token(PHONES.buyer);
});
afterAll(() => h.close());

const notify = (body: unknown) => h.app.inject({ method: 'POST', url: '/scpr/payment/notify', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const secret = async () => (await h.db.owner.query<{ secret: string }>("SELECT secret FROM provider_secrets WHERE name = 'sandbox-pay-hmac'"))[0]!.secret;

/** An order with a net pay opened, and the trade decided at the sandbox without delivering the notification
 * (as if the provider's first notification were lost): the test delivers the bodies itself. */
async function decidedTrade(outcome: 'SUCCESS' | 'FAIL' = 'SUCCESS', payableFen = 12850) {
  const { orderId } = await makeOrder(h, { payableFen });
  const r = await h.client.call('indent.netPay', { orderId }, { token: buyer });
  expect(r.body.code).toBe('0');
  const sandbox = sandboxOf(h);
  const trade = new URL(r.body.resultData.cashierUrl, 'http://x').searchParams.get('trade')!;
  const deliver = sandbox.deliver;
  sandbox.deliver = async () => true; // swallow: the test sends the notifications
  try {
    await sandbox.decide(trade, outcome);
  } finally {
    sandbox.deliver = deliver;
  }
  const row = (await sandbox.trade(trade))!;
  return { orderId, body: () => sandbox.notification(row) };
}

const state = async (orderId: string) => ({
  order: await orderRow(h, orderId),
  history: (await historyOf(h, orderId)).length,
  notifications: await countRows(h.db, 'payment_notifications'),
  paid: await countRows(h.db, 'payments', "status = '3'"),
});

describe('payment notifications', () => {
  it('a replayed notification pays once; a second notification of a paid trade is ignored', async () => {
    const { orderId, body } = await decidedTrade();
    const n = body();
    const first = await notify(n);
    expect(first.statusCode).toBe(200);
    expect(first.json().resultData).toEqual({ outcome: 'applied' });
    const after = await state(orderId);
    expect(after.order).toEqual({ status: 30, paidFen: 12850 });
    expect(after.history).toBe(1);

    const replay = await notify(n);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().resultData).toEqual({ outcome: 'duplicate' });
    expect(await state(orderId)).toEqual(after);

    const fresh = await notify(body());
    expect(fresh.json().resultData).toEqual({ outcome: 'ignored' });
    expect((await state(orderId)).order).toEqual(after.order);
    expect((await state(orderId)).history).toBe(1);
  });

  it('forged, tampered, or signed with another key: refused (400), nothing changes', async () => {
    const { orderId, body } = await decidedTrade();
    const before = await state(orderId);
    const n = body();
    const tampered = await notify({ ...n, amountFen: '1' });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().msg).toContain('支付通知校验失败');
    const otherKey = { ...n, sign: sign(n, 'not-the-deployment-secret-0123456789') };
    expect((await notify(otherKey)).statusCode).toBe(400);
    const noSign = await notify({ ...n, sign: undefined });
    expect(noSign.statusCode).toBe(400);
    const flipped = await notify({ ...n, tradeStatus: 'FAIL' });
    expect(flipped.statusCode).toBe(400);
    expect(await state(orderId)).toEqual(before);
    expect(before.order.status).toBe(20);
    // The genuine one still works afterwards.
    expect((await notify(n)).json().resultData).toEqual({ outcome: 'applied' });
  });

  it('a correctly signed notification whose amount differs from the payment is refused', async () => {
    const { orderId, body } = await decidedTrade();
    const before = await state(orderId);
    const n = body();
    const fields = { ...n, amountFen: '100' };
    const wrong = await notify({ ...fields, sign: sign(fields, await secret()) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: ERRORS.NOTIFY_AMOUNT.code, msg: '支付通知校验失败：金额与支付单不一致' });
    // Signed, but an amount that is no whole number of fen: said so, not 签名无效 (issue 29 item 9).
    for (const amountFen of ['0', '128.50', '-12850', '1e4']) {
      const bad = { ...n, amountFen };
      const r = await notify({ ...bad, sign: sign(bad, await secret()) });
      expect([r.statusCode, r.json().code, r.json().msg], amountFen).toEqual([400, ERRORS.NOTIFY_AMOUNT.code, '支付通知校验失败：金额无效']);
    }
    const unknown = { ...n, outTradeNo: 'ZF20990101000000000000' };
    expect((await notify({ ...unknown, sign: sign(unknown, await secret()) })).statusCode).toBe(400);
    expect(await state(orderId)).toEqual(before);
  });

  it('concurrent duplicate notifications pay once', async () => {
    const { orderId, body } = await decidedTrade('SUCCESS', 777);
    const n = body();
    const bodies = [n, n, n, body(), body(), body(), n, body()];
    const answers = await Promise.all(bodies.map((b) => notify(b)));
    expect(answers.map((a) => a.statusCode)).toEqual(bodies.map(() => 200));
    const outcomes = answers.map((a) => a.json().resultData.outcome as string);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect((await state(orderId)).order).toEqual({ status: 30, paidFen: 777 });
    expect((await historyOf(h, orderId)).length).toBe(1);
  });

  it('a failure notification leaves the order awaiting payment; a lost notification is caught up by the status read', async () => {
    const failed = await decidedTrade('FAIL');
    expect((await notify(failed.body())).json().resultData).toEqual({ outcome: 'applied' });
    expect(await orderRow(h, failed.orderId)).toEqual({ status: 20, paidFen: 0 });

    const lost = await decidedTrade('SUCCESS', 300);
    const s = await h.client.call('payment.status', { orderId: lost.orderId }, { token: buyer });
    expect(s.body.resultData).toMatchObject({ orderStatus: '30', payStatus: '3', settled: true });
    expect(await orderRow(h, lost.orderId)).toEqual({ status: 30, paidFen: 300 });
  });
});
