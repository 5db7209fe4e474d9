// The payment result pages (schemas/public/payment-success.json, payment-fail.json, payment-pending.json): the payment's status
// shows in the tone the buyer's pay history gives it (支付成功 green, 支付失败 red), not a grey tag. The pay
// history offers 去支付 only while the order still owes money (not on a failed try of an order paid since).
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';
import { realScreen } from './support/real-screen';

afterEach(cleanup);

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as object;
const entities = { payment: read('schemas/entities/payment.json') } as never;

describe('payment result pages', () => {
  for (const [page, status, tone] of [
    ['payment-success', '3', 'success'],
    ['payment-fail', '4', 'danger'],
    ['payment-pending', '1', 'warning'],
  ] as const) {
    it(`${page}: the status tag of a payment in status ${status} is ${tone}`, async () => {
      const t = inlineEngine({ 'payment.result': () => ({ payNo: 'ZF1', orderNo: '20261125000001', amount: '47.40', channel: '1', status, paidAt: null, createdAt: null }) });
      render(t.view(realScreen(`public/${page}`), entities, { t: 'sig' }));
      await screen.findByText('ZF1');
      const tag = document.querySelector('.scpr-desc .scpr-tag');
      expect(tag?.className).toContain(`scpr-tag--${tone}`);
    });
  }

  it('payment-pending says the payment is being processed, not that it failed', async () => {
    const t = inlineEngine({ 'payment.result': () => ({ payNo: 'ZF2', orderNo: '20261125000002', amount: '7.77', channel: '1', status: '1', paidAt: null, createdAt: null }) });
    render(t.view(realScreen('public/payment-pending'), entities, { t: 'sig' }));
    await screen.findByText('ZF2');
    expect(document.body.textContent).toContain('支付处理中');
    expect(document.body.textContent).not.toContain('支付失败');
  });
});

describe('pay history (schemas/buyer/pay-history.json)', () => {
  it('offers 去支付 on an unfinished payment only while its order still owes money (待付款, 已收货待付款)', async () => {
    // The server decides (payment/seller-page.ts actionsOf, tests/api/payment-offline.test.ts): 'pay' on a
    // failed or refused attempt while its order still waits for that money.
    const row = (payNo: string, status: string, orderStatus: string, actions: string[]) => ({ payNo, orderId: `o-${payNo}`, orderNo: `N-${payNo}`, channel: '1', kind: '1', amount: '47.40', status, orderStatus, actions, createdAt: null, paidAt: null });
    const rows = [row('PAID-LATER', '4', '30', []), row('RETRY', '4', '20', ['pay']), row('OWED', '5', '45', ['pay']), row('DONE', '3', '20', [])];
    const t = inlineEngine({ 'payment.buyerPage': () => ({ records: rows, total: rows.length }) }, { access: { authority: ['PayHistory', 'OrderPay'], buttons: ['purchase-order-pay'], disabled: [] } });
    render(t.view(realScreen('buyer/pay-history'), entities, {}));
    await screen.findByText('PAID-LATER');
    const offered = [...document.querySelectorAll('tbody tr')].filter((tr) => [...tr.querySelectorAll('button')].some((b) => b.textContent === '去支付')).map((tr) => tr.querySelector('td')?.textContent);
    expect(offered).toEqual(['RETRY', 'OWED']);
  });
});
