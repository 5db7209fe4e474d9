// The settlement screens as shipped (schemas/user/shop-order.json, shop-order-settlement-payment.json,
// shop-order-settlement.json): the shop applies from its orders exactly where the server serves `settle`,
// with the order's id; the bill's page shows the progress, the orders and the history, and offers the
// platform 结算付款 only when the server serves `pay`, asking for the transfer serial number first; the
// bills list shows the platform's 审核通过 / 驳回 and the shop's 撤销 by the served moves.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';
import { realEntities, realScreen } from './support/real-screen';

afterEach(cleanup);

const entities = realEntities();
const AT = '2026-11-27T10:00:00.000Z';

const order = (orderId: string, settleStatus: string, actions: string[], extra: Record<string, unknown> = {}) => ({
  orderId, orderNo: `2026112700000${orderId.slice(-1)}`, buyerNm: '丰收农产品采购有限公司', sellerNm: '绿源农业科技有限公司', orderStatus: '50', payableAmount: '128.50',
  paidAmount: '128.50', collectedAmount: '128.50', refundedAmount: '0.00', amount: '128.50', settleStatus, settlementId: null, settlementNo: null,
  completedAt: AT, createdAt: AT, refusal: '', actions, ...extra,
});

const bill = (status: string, actions: string[], extra: Record<string, unknown> = {}) => ({
  settlementId: 'S1', settlementNo: 'JS20261127100000123456', sellerNm: '绿源农业科技有限公司', status, orderCount: 1, amount: '128.50', remark: '十一月结算',
  refuseReason: '', payNo: null, transferNo: null, paidAt: null, createdAt: AT, actions,
  orders: [{ orderId: 'O1', orderNo: '20261127000001', buyerNm: '丰收农产品采购有限公司', completedAt: AT, collectedAmount: '128.50', refundedAmount: '0.00', amount: '128.50' }],
  history: [
    { seq: 1, move: 'apply', moveNm: '申请结算', fromStatus: null, toStatus: '10', actorRole: 'seller', actorNm: '店铺', note: '十一月结算', at: AT },
    ...(status === '20' ? [{ seq: 2, move: 'approve', moveNm: '审核通过', fromStatus: '10', toStatus: '20', actorRole: 'platform', actorNm: '平台', note: '', at: AT }] : []),
  ],
  ...extra,
});

describe('shop-order', () => {
  it('申请结算 only on rows the server allows, sending the order id', { timeout: 120_000 }, async () => {
    const t = inlineEngine(
      {
        'settlement.orderPage': () => ({ total: 2, records: [order('O1', '1', ['settle']), order('O2', '2', [], { settlementNo: 'JS20261127100000999999', refusal: '订单已在结算单中' })] }),
        'settlement.apply': () => ({ settlementId: 'S1', settlementNo: 'JS20261127100000123456', status: '10', amount: '128.50' }),
      },
      { access: { authority: ['ShopOrder', 'ShopOrderDetail'], buttons: ['shop-order-settle'], disabled: [] } },
    );
    render(t.view(realScreen('user/shop-order'), entities as never));
    await screen.findByText('20261127000002');
    const rows = screen.getAllByRole('row');
    const first = rows.find((r) => r.textContent?.includes('20261127000001'))!;
    const second = rows.find((r) => r.textContent?.includes('20261127000002'))!;
    expect(within(second).queryByRole('button', { name: '申请结算' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: '申请结算' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(t.calls.find((c) => c.key === 'settlement.apply')?.payload).toEqual({ orderIds: ['O1'] }));
  });
});

describe('shop-order-settlement-payment', () => {
  it('the platform pays an approved bill: 结算付款 asks for the transfer serial number and sends it', { timeout: 120_000 }, async () => {
    const t = inlineEngine(
      { 'settlement.detail': () => bill('20', ['pay']), 'settlement.pay': () => ({ settlementId: 'S1', status: '30', payNo: 'FK20261127100000123456' }) },
      { access: { authority: ['ShopOrderSettlementPayment'], buttons: ['shop-order-settlement-pay', 'shop-order-settlement-audit', 'shop-order-settlement-cancel'], disabled: [] } },
    );
    render(t.view(realScreen('user/shop-order-settlement-payment'), entities as never, { settlementId: 'S1' }));
    expect(await screen.findByText('JS20261127100000123456')).toBeTruthy();
    const steps = await within(await screen.findByRole('region', { name: '结算进度' })).findAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([expect.stringContaining('店铺申请'), expect.stringContaining('平台审核'), expect.stringContaining('平台付款'), expect.stringContaining('结算完成')]);
    expect(screen.getByText('20261127000001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
    expect(screen.queryByRole('button', { name: '撤销结算' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '结算付款' }));
    const dialog = await screen.findByRole('dialog', { name: '银行转账流水号' });
    fireEvent.change(within(dialog).getByLabelText(/银行转账流水号/), { target: { value: 'CCB20261127A1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(t.calls.find((c) => c.key === 'settlement.pay')?.payload).toEqual({ settlementId: 'S1', transferNo: 'CCB20261127A1' }));
  });

  it('the shop sees its bill awaiting review with only 撤销结算', { timeout: 120_000 }, async () => {
    const t = inlineEngine(
      { 'settlement.detail': () => bill('10', ['cancel']) },
      { access: { authority: ['ShopOrderSettlementPayment'], buttons: ['shop-order-settlement-pay', 'shop-order-settlement-audit', 'shop-order-settlement-cancel'], disabled: [] } },
    );
    render(t.view(realScreen('user/shop-order-settlement-payment'), entities as never, { settlementId: 'S1' }));
    expect(await screen.findByRole('button', { name: '撤销结算' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '结算付款' })).toBeNull();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
  });
});

describe('shop-order-settlement', () => {
  it('驳回 asks for the reason and sends it with the bill', { timeout: 120_000 }, async () => {
    const t = inlineEngine(
      { 'settlement.page': () => ({ total: 1, records: [bill('10', ['approve', 'refuse'])] }), 'settlement.refuse': () => ({ settlementId: 'S1', status: '91' }) },
      { access: { authority: ['ShopOrderSettlement', 'ShopOrderSettlementPayment'], buttons: ['shop-order-settlement-audit', 'shop-order-settlement-pay', 'shop-order-settlement-cancel'], disabled: [] } },
    );
    render(t.view(realScreen('user/shop-order-settlement'), entities as never));
    expect(await screen.findByRole('button', { name: '审核通过' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
    expect(screen.queryByRole('button', { name: '付款' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回原因' });
    fireEvent.change(within(dialog).getByLabelText(/驳回原因/), { target: { value: '金额与对账单不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(t.calls.find((c) => c.key === 'settlement.refuse')?.payload).toEqual({ settlementId: 'S1', refuseReason: '金额与对账单不符' }));
  });
});
