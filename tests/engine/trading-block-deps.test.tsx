// A block's data that depends on values of its page (`deps`): sent again when they change, and an
// earlier request's answer arriving after a later one is dropped. The test decides the order in which
// the answers arrive: nothing depends on timing.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import tradeOrder from './fixtures/trading/entities/trade-order.json';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

describe('block data with deps', () => {
  it('re-fetches when a dependency changes and keeps the later answer when the earlier one arrives last', async () => {
    const pending: { r: unknown; resolve: (v: unknown) => void }[] = [];
    const t = inlineEngine({ 'trade.orderDetail': (p) => new Promise((resolve) => pending.push({ r: p.region, resolve })) });
    const page = {
      kind: 'page',
      route: { name: 'P', path: '/p', meta: { title: '运费试算' } },
      state: { region: '330106', note: '' },
      blocks: [
        {
          kind: 'text',
          actions: [
            { label: '换成北京', then: [{ set: { region: '110108' } }] },
            { label: '写备注', then: [{ set: { note: 'x' } }] },
          ],
        },
        {
          kind: 'detail',
          entity: 'trade-order',
          data: { call: 'trade.orderDetail', params: { region: { var: 'state.region' }, note: { var: 'state.note' } }, deps: ['state.region'] },
          fields: ['orderNo'],
        },
      ],
    };
    render(t.view(page, { 'trade-order': tradeOrder } as never));
    await waitFor(() => expect(pending.map((p) => p.r)).toEqual(['330106']));
    fireEvent.click(screen.getByRole('button', { name: '换成北京' }));
    await waitFor(() => expect(pending.map((p) => p.r)).toEqual(['330106', '110108']));
    // A change outside deps sends nothing.
    fireEvent.click(screen.getByRole('button', { name: '写备注' }));
    await act(async () => {
      pending[1]!.resolve({ orderNo: '北京的报价' });
    });
    expect(await screen.findByText('北京的报价')).toBeTruthy();
    await act(async () => {
      pending[0]!.resolve({ orderNo: '杭州的报价' });
    });
    expect(screen.queryByText('杭州的报价')).toBeNull();
    expect(screen.getByText('北京的报价')).toBeTruthy();
    expect(pending).toHaveLength(2);
  });
});
