// Dependent data of a form (form `sources`): debounced, sent again only when a dependency changes, and an
// earlier request's answer arriving after a later one is dropped. Promise resolution order and the clock
// are controlled by the test: nothing here depends on timing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormStore } from '../../engine/render/form/store';
import { runSource } from '../../engine/render/form/live/sources';
import type { DataSource } from '../../engine/schema/types';

interface Pending {
  payload: Record<string, unknown>;
  resolve(v: unknown): void;
  reject(e: unknown): void;
}

function harness(source: DataSource) {
  const store = new FormStore({ regionCode: '330106', lines: [{ skuId: 's1', quantity: 1 }] });
  const pending: Pending[] = [];
  const reported: unknown[] = [];
  const call = (_key: string, payload?: unknown) =>
    new Promise((resolve, reject) => pending.push({ payload: payload as Record<string, unknown>, resolve, reject }));
  const stop = runSource('quote', source, store, { route: {} }, undefined, { call, report: (e) => reported.push(e) });
  return { store, pending, reported, stop };
}
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const quote: DataSource = {
  call: 'trade.quote',
  params: { regionCode: { var: 'form.regionCode' }, lines: { var: 'form.lines' } },
  deps: ['form.regionCode', 'form.lines'],
  map: { data: 'quote' },
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('form sources', () => {
  it('sends at once when the form opens, then once per burst of changes after the debounce', async () => {
    const h = harness(quote);
    expect(h.pending.map((p) => p.payload.regionCode)).toEqual(['330106']);
    h.store.set(['lines', 0, 'quantity'], 2);
    h.store.set(['lines', 0, 'quantity'], 3);
    h.store.set(['lines', 0, 'quantity'], 4);
    vi.advanceTimersByTime(299);
    expect(h.pending).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.pending).toHaveLength(2);
    expect(h.pending[1]!.payload).toEqual({ regionCode: '330106', lines: [{ skuId: 's1', quantity: 4 }] });
    h.stop();
  });

  it('ignores changes to values it does not depend on, and payloads equal to the last one', async () => {
    const h = harness(quote);
    h.store.set(['remark'], '尽快发货');
    vi.advanceTimersByTime(1000);
    expect(h.pending).toHaveLength(1);
    h.store.set(['regionCode'], '110108');
    h.store.set(['regionCode'], '330106'); // back to what was sent
    vi.advanceTimersByTime(300);
    expect(h.pending).toHaveLength(1);
    h.stop();
  });

  it('keeps the answer of the latest request even when an earlier one arrives after it', async () => {
    const h = harness(quote);
    h.store.set(['regionCode'], '110108');
    vi.advanceTimersByTime(300);
    expect(h.pending.map((p) => p.payload.regionCode)).toEqual(['330106', '110108']);
    h.pending[1]!.resolve({ quote: { freight: '12' } });
    await flush();
    expect(h.store.getSide('quote')).toEqual({ freight: '12' });
    h.pending[0]!.resolve({ quote: { freight: '8' } }); // stale: the region has changed since
    await flush();
    expect(h.store.getSide('quote')).toEqual({ freight: '12' });
    h.stop();
  });

  it('drops a stale failure too, reports a current one and clears the answer', async () => {
    const h = harness(quote);
    h.store.set(['regionCode'], '540102');
    vi.advanceTimersByTime(300);
    h.pending[0]!.reject({ code: 'X', msg: '旧请求失败' });
    await flush();
    expect(h.reported).toEqual([]);
    h.pending[1]!.reject({ code: 'YSCPR00000400', msg: '该地区不在配送范围内' });
    await flush();
    expect(h.reported).toEqual([{ code: 'YSCPR00000400', msg: '该地区不在配送范围内' }]);
    expect(h.store.getSide('quote')).toBeUndefined();
    h.stop();
  });

  it('sends nothing while `when` does not hold, and nothing after it is stopped (the form left)', async () => {
    const h = harness({ ...quote, when: { '!!': [{ var: 'form.regionCode' }] } });
    h.pending[0]!.resolve({ quote: { freight: '5' } });
    await flush();
    h.store.set(['regionCode'], undefined);
    vi.advanceTimersByTime(300);
    expect(h.pending).toHaveLength(1);
    expect(h.store.getSide('quote')).toBeUndefined();
    h.store.set(['regionCode'], '330106');
    h.stop();
    vi.advanceTimersByTime(1000);
    expect(h.pending).toHaveLength(1);
  });

  it('without deps, depends on what its params read; debounce 0 sends at once', async () => {
    const h = harness({ call: 'trade.cities', params: { parent: { var: 'form.provinceCode' } }, debounce: 0 });
    h.store.set(['provinceCode'], '33');
    h.store.set(['regionCode'], '110108');
    expect(h.pending.map((p) => p.payload)).toEqual([{}, { parent: '33' }]);
    h.stop();
  });

  it('a form opened twice at once (StrictMode runs effects twice) sends its first request once', async () => {
    const store = new FormStore({ regionCode: '330106' });
    const pending: Pending[] = [];
    const call = (_key: string, payload?: unknown) => new Promise((resolve, reject) => pending.push({ payload: payload as Record<string, unknown>, resolve, reject }));
    const deps = { call, report: () => {} };
    // Mount, unmount, mount again: what React's StrictMode does to every effect in development.
    runSource('quote', quote, store, { route: {} }, undefined, deps)();
    const stop = runSource('quote', quote, store, { route: {} }, undefined, deps);
    expect(pending).toHaveLength(1);
    pending[0]!.resolve({ quote: { freight: '8' } });
    await flush();
    expect(store.getSide('quote')).toEqual({ freight: '8' });
    // A change after that is a new question: it goes out.
    store.set(['regionCode'], '110108');
    vi.advanceTimersByTime(300);
    expect(pending).toHaveLength(2);
    stop();
  });

  it('a value filled from its own answer (follow) does not send it again; the user changing it does', async () => {
    const store = new FormStore({});
    const pending: Pending[] = [];
    const call = (_key: string, payload?: unknown) => new Promise((resolve, reject) => pending.push({ payload: payload as Record<string, unknown>, resolve, reject }));
    const source: DataSource = { call: 'cart.settle', params: { addressId: { var: 'form.addressId' } }, deps: ['form.addressId'], debounce: 0 };
    const stop = runSource('quote', source, store, { route: {} }, undefined, { call, report: () => {} });
    // The checkout's address follows the quote's default while empty.
    const off = store.subscribe('x:quote', () => {
      const q = store.getSide('quote') as { address?: { addressId: string } } | undefined;
      if (q?.address && store.get(['addressId']) === undefined) store.set(['addressId'], q.address.addressId);
    });
    pending[0]!.resolve({ address: { addressId: 'A1' } });
    await flush();
    expect(store.get(['addressId'])).toBe('A1');
    expect(pending.map((p) => p.payload)).toEqual([{}]);
    store.set(['addressId'], 'A2');
    expect(pending.map((p) => p.payload)).toEqual([{}, { addressId: 'A2' }]);
    off();
    stop();
  });
});
