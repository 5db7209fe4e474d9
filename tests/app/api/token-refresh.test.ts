// Spec 4 and 9: refresh when the token expires within 1,800,000 ms, debounced 2 s, one refresh in flight,
// and calls made meanwhile wait for it. Time is fake throughout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callByKey } from '../../../api/catalogue';
import { createClient, type TokenObject } from '../../../api/client';
import { ORIGIN, fakeFetch, fakeHost, ok, type Handler } from '../helpers/fake-api';

const T0 = Date.parse('2024-05-01T08:00:00Z');
const catalogue = callByKey;
const fresh: TokenObject = { access_token: 'AT2', refresh_token: 'RT2', expired: T0 + 7_200_000, seqNo: 'S1' };
const tokenExpiringIn = (ms: number): TokenObject => ({ access_token: 'AT1', refresh_token: 'RT1', expired: T0 + ms, seqNo: 'S1' });

function setup(token: TokenObject, refresh: Handler = () => ok(fresh)) {
  const api = fakeFetch({ '/scpr/acl/acl/refreshToken': refresh, '/scpr/mall/mall/mallList': () => ok([]) });
  const { host, state } = fakeHost(token);
  // A nonce that resolves in microtasks, so fake time alone decides when requests leave.
  let n = 0;
  const nonce = async () => `n${(n += 1)}`;
  const client = createClient({ host, catalogue, fetch: api.fetch, origin: ORIGIN, nonce });
  const refreshes = () => api.requests.filter((r) => r.url.endsWith('/refreshToken'));
  return { client, host, state, api, refreshes };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('token refresh', () => {
  it('does nothing when expiry is more than 1,800,000 ms away', async () => {
    const { client, refreshes } = setup(tokenExpiringIn(1_800_001));
    await client.callByName('mall.mallList');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refreshes()).toHaveLength(0);
  });

  it('refreshes once, 2 s after a call that finds expiry within 1,800,000 ms', async () => {
    const { client, host, refreshes, api } = setup(tokenExpiringIn(1_800_000));
    await client.callByName('mall.mallList');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(refreshes()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toHaveLength(1);
    const i = api.requests.findIndex((r) => r.url.endsWith('/refreshToken'));
    expect(api.bodies[i]).toEqual({ refreshToken: 'RT1' });
    expect(host.setTokenObject).toHaveBeenCalledWith(fresh);
  });

  it('is debounced: a burst of calls makes one refresh, 2 s after the last', async () => {
    const { client, refreshes } = setup(tokenExpiringIn(600_000));
    await client.callByName('mall.mallList');
    await vi.advanceTimersByTimeAsync(1_000);
    await client.callByName('mall.mallList');
    await vi.advanceTimersByTimeAsync(1_500);
    await client.callByName('mall.mallList');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(refreshes()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refreshes()).toHaveLength(1);
  });

  it('keeps one refresh in flight; calls made meanwhile wait and carry the new token', async () => {
    let answer!: (r: Response) => void;
    const { client, api, refreshes } = setup(tokenExpiringIn(600_000), () => new Promise<Response>((r) => (answer = r)));
    await client.callByName('mall.mallList');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(refreshes()).toHaveLength(1);

    const waiting = client.callByName('mall.mallList');
    const joined = client.refresher.refreshNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes()).toHaveLength(1);
    expect(api.requests.filter((r) => r.url.endsWith('/mallList'))).toHaveLength(1);

    answer(ok(fresh));
    await joined;
    await waiting;
    const last = api.requests.at(-1);
    expect(last?.url).toMatch(/mallList$/);
    expect(last?.headers.get('login_token')).toBe('AT2');
    expect(refreshes()).toHaveLength(1);
  });

  it('an already expired token is refreshed before the call is sent, without waiting 2 s', async () => {
    const { client, api } = setup(tokenExpiringIn(-1));
    await client.callByName('mall.mallList');
    expect(api.requests.map((r) => new URL(r.url).pathname)).toEqual(['/scpr/acl/acl/refreshToken', '/scpr/mall/mall/mallList']);
    expect(api.requests[1]?.headers.get('login_token')).toBe('AT2');
  });

  it('no token, no refresh', async () => {
    const api = fakeFetch({ '/scpr/mall/mall/mallList': () => ok([]) });
    const { host } = fakeHost(null);
    await createClient({ host, catalogue, fetch: api.fetch, origin: ORIGIN, nonce: async () => 'n' }).callByName('mall.mallList');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.requests).toHaveLength(1);
  });
});
