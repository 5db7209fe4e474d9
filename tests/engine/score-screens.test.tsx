// Order scores as shipped: the product details (schemas/shopping/product-details.json) show the average and
// the reviews paged by the server; the buyer's order details (schemas/buyer/purchase-order-detail.json)
// offer 评价 on lines the server allows, and the score dialog sends the stars chosen, the text and the line.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';
import { realEntities, realScreen } from './support/real-screen';

afterEach(cleanup);

const entities = realEntities();
const review = (i: number) => ({
  scoreId: `S${i}`, stars: 5 - (i % 2), starsText: i % 2 ? '★★★★☆' : '★★★★★', content: `评价${i}`, pictures: [], buyerNm: '丰***司', specValues: '5斤装', createdAt: '2026-11-27T10:00:00.000Z',
});

describe('product details: scores', () => {
  it('the average and count, and the reviews asked page by page from the server', { timeout: 120_000 }, async () => {
    const t = inlineEngine(
      {
        'item.frontDetail': () => ({ itemId: 'I1', itemNm: '红富士苹果', companyNm: '绿源', pictures: [], skus: [], attributes: [], description: '' }),
        'score.itemSummary': () => ({ average: '4.5', count: 12, starsText: '★★★★☆', byStars: [] }),
        'score.itemPage': (p: Record<string, unknown>) => ({ records: Array.from({ length: Number(p.pageNum) === 2 ? 2 : 10 }, (_, i) => review(i + (Number(p.pageNum) - 1) * 10)), total: 12 }),
      },
      { access: { authority: ['ProductDetails'], buttons: [], disabled: [] } },
    );
    render(t.view(realScreen('shopping/product-details'), entities as never, { itemId: 'I1' }));
    expect(await screen.findByText('4.5')).toBeTruthy();
    expect(await screen.findByText('评价0')).toBeTruthy();
    expect(t.calls.find((c) => c.key === 'score.itemPage')?.payload).toEqual({ itemId: 'I1', pageNum: 1, pageSize: 10 });
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('评价11')).toBeTruthy();
    expect(t.calls.filter((c) => c.key === 'score.itemPage').at(-1)?.payload).toEqual({ itemId: 'I1', pageNum: 2, pageSize: 10 });
  });
});

describe('purchase-order-detail: 评价', () => {
  it('offered on the lines the server allows; the dialog sends stars, text and the line', { timeout: 120_000 }, async () => {
    const t = inlineEngine(
      {
        'indent.buyerDetail': () => ({
          orderId: 'O1', orderNo: '20261127000009', orderType: '1', payType: '5', status: '50', kind: 'normal', frozen: false, buyerNm: '丰收', sellerNm: '绿源',
          payableAmount: '10.00', paidAmount: '10.00', unpaidAmount: '0.00', lines: [], history: [], deliveries: [], instalments: [], payments: [], actions: [], address: {}, invoice: {},
        }),
        'payment.status': () => ({ orderStatus: '50', payNo: '', payStatus: '3' }),
        'invoice.orderInvoices': () => [],
        'score.orderLines': () => [
          { orderId: 'O1', lineNo: 1, itemId: 'I1', itemNm: '红富士苹果', specValues: '5斤装', picture: '', scored: true, stars: 4, starsText: '★★★★☆', content: '不错', actions: [] },
          { orderId: 'O1', lineNo: 2, itemId: 'I2', itemNm: '烟台梨', specValues: '10斤装', picture: '', scored: false, stars: null, starsText: '', content: '', actions: ['score'] },
        ],
        'score.create': () => ({ scoreId: 'S1' }),
      },
      {
        access: { authority: ['PurchaseOrderDetail'], buttons: ['purchase-order-score'], disabled: [] },
        // The code list as tenant.queryCodeList serves it (text values): the stars field is an integer.
        codes: (type: string) => (type === 'SCORE_STARS' ? ['1星 很差', '2星 较差', '3星 一般', '4星 满意', '5星 非常满意'].map((label, i) => ({ value: String(i + 1), label })) : undefined),
      },
    );
    render(t.view(realScreen('buyer/purchase-order-detail'), entities as never, { orderId: 'O1' }));
    expect(await screen.findByText('★★★★☆')).toBeTruthy();
    const buttons = await screen.findAllByRole('button', { name: '评价' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: '评价商品' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '提交评价' }, { timeout: 30_000 }));
    expect(await within(dialog).findByText('请选择评分')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('5星 非常满意'));
    fireEvent.change(within(dialog).getByLabelText(/评价内容/), { target: { value: '很新鲜' } });
    const submit = within(dialog).getByRole('button', { name: '提交评价' }) as HTMLButtonElement;
    // The button comes back after its re-enable delay (spec 9: 1500 ms) once the refused submit is done.
    await waitFor(() => expect(submit.disabled).toBe(false), { timeout: 10_000 });
    fireEvent.click(submit);
    await waitFor(() => expect(t.calls.find((c) => c.key === 'score.create')?.payload).toEqual({ orderId: 'O1', lineNo: 2, stars: 5, content: '很新鲜' }));
  });
});
