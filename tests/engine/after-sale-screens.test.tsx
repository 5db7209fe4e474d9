// The after-sale screens as shipped (schemas/seller/after-sales-detail.json, schemas/buyer/step-buyer-apply.json,
// schemas/buyer/purchase-order-detail.json): the seller's detail offers exactly the moves the server serves
// with the record and asks for the refusal reason before aftersale.confirm; the progress shows the return's
// path; the buyer's first step sends the application with the line from the query; the buyer's order
// details offer 申请售后 only where the goods are with the buyer.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';
import { realEntities, realScreen } from './support/real-screen';

afterEach(cleanup);

const entities = realEntities();

const afterSale = (status: string, actions: string[], extra: Record<string, unknown> = {}) => ({
  afterSaleId: 'S1', afterSaleNo: 'SH2026112700000100101', orderId: 'O1', orderNo: '20261127000001', lineNo: 1, way: '2', status, buyerNm: '丰收农产品采购有限公司',
  sellerNm: '绿源农业科技有限公司', itemNm: '红富士苹果', specValues: '5斤装', picture: '', quantity: 2, amount: '40.00', reason: '4', createdAt: '2026-11-27T10:00:00.000Z',
  actions, orderStatus: '50', description: '果实有磕碰', evidence: [], refuseReason: '', expressCode: '', expressNm: '', trackingNo: '', shippedAt: '', receivedAt: '',
  refundedAt: '', updatedAt: '2026-11-27T10:00:00.000Z', price: '20.00', lineQuantity: 5, lineAmount: '100.00', paidForLine: '100.00', refundedAmount: '0.00',
  refunds: [], history: [{ seq: 1, move: 'create', moveNm: '申请售后', fromStatus: null, toStatus: '10', actorRole: 'buyer', actorNm: '买家', note: '申请退货退款 40.00 元', at: '2026-11-27T10:00:00.000Z' }],
  ...extra,
});

describe('after-sales-detail (seller)', () => {
  it('同意 and 拒绝 only while the server allows them; 拒绝 asks for the reason and sends it', { timeout: 120_000 }, async () => {
    const t = inlineEngine(
      { 'aftersale.sellerDetail': () => afterSale('10', ['agree', 'refuse']), 'aftersale.confirm': () => ({ afterSaleId: 'S1', status: '62' }) },
      { access: { authority: ['AfterSalesDetail'], buttons: ['after-sales-handle', 'after-sales-refund'], disabled: [] } },
    );
    render(t.view(realScreen('seller/after-sales-detail'), entities as never, { afterSaleId: 'S1' }));
    expect(await screen.findByText('SH2026112700000100101')).toBeTruthy();
    // The return's path: 买家申请 → 卖家处理 → 买家退货 → 退款完成.
    const steps = await within(await screen.findByRole('region', { name: '售后进度' })).findAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([expect.stringContaining('买家申请'), expect.stringContaining('卖家处理'), expect.stringContaining('买家退货'), expect.stringContaining('退款完成')]);
    expect(screen.getByRole('button', { name: '同意' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认收到退货' })).toBeNull();
    expect(screen.queryByRole('button', { name: '去退款' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝原因' });
    fireEvent.change(within(dialog).getByLabelText(/拒绝原因/), { target: { value: '商品无质量问题' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(t.calls.find((c) => c.key === 'aftersale.confirm')?.payload).toEqual({ afterSaleId: 'S1', agree: false, refuseReason: '商品无质量问题' }));
    expect(await screen.findByText('已拒绝售后申请')).toBeTruthy();
  });

  it('at 退款中 only 去退款 (the seller confirms the refund on after-sales-operate)', { timeout: 120_000 }, async () => {
    const t = inlineEngine(
      { 'aftersale.sellerDetail': () => afterSale('40', ['payBack'], { way: '1' }) },
      { access: { authority: ['AfterSalesDetail'], buttons: ['after-sales-handle', 'after-sales-refund'], disabled: [] } },
    );
    render(t.view(realScreen('seller/after-sales-detail'), entities as never, { afterSaleId: 'S1' }));
    expect(await screen.findByRole('button', { name: '去退款' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    // Refund only: no return step.
    expect(await within(await screen.findByRole('region', { name: '售后进度' })).findAllByRole('listitem')).toHaveLength(3);
  });
});

describe('step-buyer-apply', () => {
  it('shows the line and what is left to refund; the form asks for the reason before sending', { timeout: 120_000 }, async () => {
    const t = inlineEngine(
      {
        'aftersale.orderLines': () => ({
          orderId: 'O1', orderNo: '20261127000001', orderStatus: '50', refusal: '',
          lines: [{ lineNo: 2, itemNm: '赣南脐橙', specValues: '10斤装', picture: '', price: '50.00', quantity: 2, deliveredQty: 2, amount: '100.00', paidForLine: '100.00', refundable: '60.00', afterSaleId: '', afterSaleStatus: '', canApply: true }],
        }),
        'aftersale.create': () => ({ afterSaleId: 'S9', afterSaleNo: 'SH1', status: '10' }),
      },
      { access: { authority: ['StepBuyerApply'], buttons: ['after-sales-apply'], disabled: [] } },
    );
    render(t.view(realScreen('buyer/step-buyer-apply'), entities as never, { orderId: 'O1', lineNo: '2' }));
    expect(await screen.findByText('赣南脐橙')).toBeTruthy();
    expect(await screen.findByText(/60\.00/)).toBeTruthy();
    expect(t.calls.find((c) => c.key === 'aftersale.orderLines')?.payload).toEqual({ orderId: 'O1', lineNo: 2 });
    fireEvent.change(await screen.findByLabelText(/退款金额/), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    // The reason is required (the entity's rule, the server's too): the form says so and sends nothing.
    expect(await screen.findByText('请选择售后原因')).toBeTruthy();
    expect(t.calls.find((c) => c.key === 'aftersale.create')).toBeUndefined();
  });
});

describe('purchase-order-detail: 申请售后', () => {
  const detail = (status: string) => ({
    orderId: 'O1', orderNo: '20261127000001', orderType: '1', payType: '5', status, kind: 'normal', frozen: false, buyerNm: '丰收', sellerNm: '绿源',
    payableAmount: '128.50', paidAmount: '128.50', unpaidAmount: '0.00', lines: [], history: [], deliveries: [], instalments: [], payments: [], actions: [],
    address: {}, invoice: {},
  });
  const page = (status: string) => {
    const t = inlineEngine(
      {
        'indent.buyerDetail': () => detail(status),
        'payment.status': () => ({ orderStatus: status, payNo: '', payStatus: '3' }),
        'invoice.orderInvoices': () => [],
        'score.orderLines': () => [],
      },
      { access: { authority: ['PurchaseOrderDetail'], buttons: ['after-sales-apply'], disabled: [] } },
    );
    render(t.view(realScreen('buyer/purchase-order-detail'), entities as never, { orderId: 'O1' }));
    return t;
  };

  it('a completed order offers 申请售后; one awaiting delivery does not', { timeout: 120_000 }, async () => {
    page('50');
    expect(await screen.findByRole('button', { name: '申请售后' })).toBeTruthy();
    cleanup();
    page('30');
    await screen.findByText('20261127000001');
    expect(screen.queryByRole('button', { name: '申请售后' })).toBeNull();
  });
});
