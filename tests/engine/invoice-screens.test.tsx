// The invoice screens as shipped (schemas/seller/sale-invoice-audit.json, schemas/buyer/purchase-order-detail.json):
// the seller's audit list shows each row's buttons from the moves the server serves with it and asks for a
// refusal reason before invoice.refuse; the buyer's order details offer 申请开票 on a paid order, the
// dialog filling the amount from the server's 可开票金额, and show the order's invoices and their results.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';
import { realEntities, realScreen } from './support/real-screen';

afterEach(cleanup);

const entities = realEntities();
const row = (invoiceId: string, status: string, actions: string[], extra: Record<string, unknown> = {}) => ({
  invoiceId, applyNo: `KP2026112710000${invoiceId}`, invoiceType: '2', title: '丰收农产品采购有限公司', taxNo: '91330100MA2C00002X', amount: '128.50',
  status, buyerNm: '丰收农产品采购有限公司', sellerNm: '绿源农业科技有限公司', orderIds: ['O1'], orderNos: '20261127000001', invoiceNumber: '', files: [],
  reason: '', remark: '', createdAt: '2026-11-27T10:00:00.000Z', decidedAt: null, actions, ...extra,
});

describe('sale-invoice-audit', () => {
  it('agree and refuse only on rows the server allows; refuse asks for the reason and sends it', { timeout: 120_000 }, async () => {
    const t = inlineEngine(
      {
        'invoice.sellerPage': () => ({ records: [row('1', '1', ['agree', 'refuse']), row('2', '2', [], { invoiceNumber: '26370001' }), row('3', '3', [], { reason: '抬头有误' })], total: 3 }),
        'invoice.refuse': () => ({ invoiceId: '1', status: '3' }),
      },
      { access: { authority: ['SaleInvoiceAudit'], buttons: ['sale-invoice-agree', 'sale-invoice-refuse'], disabled: [] } },
    );
    render(t.view(realScreen('seller/sale-invoice-audit'), entities as never));
    expect(await screen.findByText('26370001')).toBeTruthy();
    expect(screen.getByText('抬头有误')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '同意开票' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝原因' });
    fireEvent.change(within(dialog).getByLabelText(/拒绝原因/), { target: { value: '抬头与营业执照不一致' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(t.calls.find((c) => c.key === 'invoice.refuse')?.payload).toEqual({ invoiceId: '1', reason: '抬头与营业执照不一致' }));
    expect(await screen.findByText('已拒绝开票')).toBeTruthy();
  });
});

describe('purchase-order-detail: invoices', () => {
  const detail = (paidAmount: string, status = '30') => ({
    orderId: 'O1', orderNo: '20261127000001', orderType: '1', payType: '5', status, kind: 'normal', frozen: false, buyerNm: '丰收', sellerNm: '绿源',
    payableAmount: '128.50', paidAmount, unpaidAmount: '0.00', lines: [], history: [], deliveries: [], instalments: [], payments: [], actions: [],
    address: {}, invoice: { invoiceType: '2', title: '丰收农产品采购有限公司', taxNo: '91330100MA2C00002X' },
  });
  const page = (paidAmount: string) => {
    const t = inlineEngine(
      {
        'indent.buyerDetail': () => detail(paidAmount),
        'payment.status': () => ({ orderStatus: '30', payNo: '', payStatus: '3' }),
        'invoice.orderInvoices': () => [row('9', '3', [], { reason: '抬头有误，请重新申请' })],
        'score.orderLines': () => [],
        'invoice.invoiceable': () => ({ maxAmount: '128.50', invoiceType: '2', title: '丰收农产品采购有限公司', taxNo: '91330100MA2C00002X' }),
        'invoice.apply': () => ({ invoiceId: '10', applyNo: 'KP1', status: '1' }),
      },
      { access: { authority: ['PurchaseOrderDetail'], buttons: ['purchase-invoice-apply', 'purchase-invoice-cancel', 'purchase-order-score'], disabled: [] } },
    );
    render(t.view(realScreen('buyer/purchase-order-detail'), entities as never, { orderId: 'O1' }));
    return t;
  };

  it('a paid order: 申请开票 opens the form filled from the order and the invoiceable amount, and applies for this order', { timeout: 120_000 }, async () => {
    const t = page('128.50');
    expect(await screen.findByText('抬头有误，请重新申请')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '申请开票' }));
    const dialog = await screen.findByRole('dialog', { name: '申请开票' });
    await waitFor(() => expect((within(dialog).getByLabelText(/开票金额/) as HTMLInputElement).value).toBe('128.50'));
    expect((within(dialog).getByLabelText(/发票抬头/) as HTMLInputElement).value).toBe('丰收农产品采购有限公司');
    expect(t.calls.find((c) => c.key === 'invoice.invoiceable')?.payload).toEqual({ orderIds: ['O1'] });
    fireEvent.change(within(dialog).getByLabelText(/开票金额/), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(t.calls.find((c) => c.key === 'invoice.apply')?.payload).toMatchObject({
      orderIds: ['O1'], invoiceType: '2', title: '丰收农产品采购有限公司', taxNo: '91330100MA2C00002X', amount: '100',
    }));
  });

  it('an unpaid order offers no 申请开票', async () => {
    page('0.00');
    await screen.findByText('20261127000001');
    expect(screen.queryByRole('button', { name: '申请开票' })).toBeNull();
  });
});

describe('purchase-order: 合并开票', () => {
  it('the ticked orders go to one application: the dialog asks the invoiceable amount of all of them', { timeout: 120_000 }, async () => {
    const order = (orderId: string, orderNo: string) => ({
      orderId, orderNo, orderType: '1', payType: '5', status: '50', kind: 'normal', frozen: false, buyerNm: '丰收', sellerNm: '绿源', goodsNames: '苹果', payableAmount: '10.00', createdAt: '2026-11-27T10:00:00.000Z',
    });
    const t = inlineEngine(
      {
        'indent.buyerPage': () => ({ records: [order('O1', '20261127000001'), order('O2', '20261127000002')], total: 2, nextCursor: null }),
        'indent.buyerStatusCount': () => ({ all: 2, byStatus: {}, tabs: [] }),
        'invoice.invoiceable': () => ({ maxAmount: '20.00', invoiceType: '1', title: '', taxNo: '' }),
      },
      { access: { authority: ['PurchaseOrder'], buttons: ['purchase-invoice-apply'], disabled: [] } },
    );
    render(t.view(realScreen('buyer/purchase-order'), entities as never));
    await screen.findByText('20261127000002');
    for (const box of within(screen.getByRole('table')).getAllByRole('checkbox', { name: '选择' })) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: '合并开票' }));
    const dialog = await screen.findByRole('dialog', { name: '申请开票' });
    await waitFor(() => expect((within(dialog).getByLabelText(/开票金额/) as HTMLInputElement).value).toBe('20.00'));
    expect(t.calls.find((c) => c.key === 'invoice.invoiceable')?.payload).toEqual({ orderIds: ['O1', 'O2'] });
  });
});
