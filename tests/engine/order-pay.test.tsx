// The order pay page (schemas/buyer/order-pay.json) with the seller's payment settings from indent.pay:
// the account an offline transfer goes to, and a seller that turned online pay off (vouchers only: no
// 网银支付, the seller marked 仅线下支付).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';
import { realEntities, realScreen } from './support/real-screen';

afterEach(cleanup);

const json = realScreen('buyer/order-pay');
const entities = realEntities();
const ACCOUNT = { bankName: '中国农业银行烟台芝罘支行', accountName: '绿源农业科技有限公司', accountNo: '6228480269012345678' };
const due = (onlineEnabled: boolean, receivingAccount = ACCOUNT) => ({
  orderId: 'O1', orderNo: '20261125000002', orderStatus: '20', payType: '7', sellerNm: '绿源农业科技有限公司',
  payableAmount: '47.40', paidAmount: '0.00', dueAmount: '47.40', canNetPay: onlineEnabled, canOfflinePay: true, onlineEnabled, receivingAccount,
});

function payPage(answer: ReturnType<typeof due>) {
  const t = inlineEngine(
    { 'indent.pay': () => answer, 'payment.orderPayments': () => [] },
    { access: { authority: ['OrderPay'], buttons: ['purchase-order-pay', 'purchase-order-offline-pay'], disabled: [] } },
  );
  render(t.view(json, entities as never, { orderId: 'O1' }));
  return t;
}

describe('order pay page', () => {
  it('shows the seller\'s receiving account for an offline transfer', async () => {
    payPage(due(true));
    const section = await screen.findByRole('region', { name: '卖家收款账户（线下转账）' });
    expect(within(section).getByText('中国农业银行烟台芝罘支行')).toBeTruthy();
    expect(within(section).getByText('6228480269012345678')).toBeTruthy();
    expect(screen.getByRole('button', { name: '网银支付' })).toBeTruthy();
    expect(screen.queryByText('仅线下支付')).toBeNull();
  });

  it('a seller with online pay off: 仅线下支付 beside the seller, no 网银支付, 线下支付 offered', async () => {
    payPage(due(false));
    expect(await screen.findByText('仅线下支付')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '网银支付' })).toBeNull();
    expect(screen.getByRole('button', { name: '线下支付' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '卖家收款账户（线下转账）' })).toBeTruthy();
  });

  it('no account on file: no empty account section', async () => {
    payPage(due(true, { bankName: '', accountName: '', accountNo: '' }));
    await screen.findByText('20261125000002');
    expect(screen.queryByRole('region', { name: '卖家收款账户（线下转账）' })).toBeNull();
  });
});
