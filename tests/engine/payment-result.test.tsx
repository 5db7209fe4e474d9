// The payment result pages (schemas/public/payment-success.json, payment-fail.json): the payment's status
// shows in the tone the buyer's pay history gives it (支付成功 green, 支付失败 red), not a grey tag.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as object;
const entities = { payment: read('schemas/entities/payment.json') } as never;

describe('payment result pages', () => {
  for (const [page, status, tone] of [
    ['payment-success', '3', 'success'],
    ['payment-fail', '4', 'danger'],
  ] as const) {
    it(`${page}: the status tag of a payment in status ${status} is ${tone}`, async () => {
      const t = inlineEngine({ 'payment.result': () => ({ payNo: 'ZF1', orderNo: '20261125000001', amount: '47.40', channel: '1', status, paidAt: null, createdAt: null }) });
      render(t.view(read(`schemas/public/${page}.json`), entities, { payNo: 'ZF1', t: 'sig', orderNo: '20261125000001', orderId: 'o1' }));
      await screen.findByText('ZF1');
      const tag = document.querySelector('.scpr-desc .scpr-tag');
      expect(tag?.className).toContain(`scpr-tag--${tone}`);
    });
  }
});
