// call(key, payload) against a fake fetch: catalogue lookup, headers, anti-replay, transport failures
// and what the user is shown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callByKey } from '../../../api/catalogue';
import { ApiError, createClient } from '../../../api/client';
import { ORIGIN, def, envelope, fakeFetch, fakeHost, flush, ok } from '../helpers/fake-api';

// The real catalogue, plus two made-up calls for what it has none of yet: a GET, and a call under /sxnmfw.
const catalogue = new Map([
  ...callByKey,
  ['test.getCodes', def('test.getCodes', '/scpr/test/getCodes', 'GET')],
  ['sup.getSupplierCountData', def('sup.getSupplierCountData', '/sxnmfw/bfarm/chain/statistic/getSupplierCountData')],
]);

const farFuture = { access_token: 'AT', refresh_token: 'RT', expired: Date.parse('2100-01-01'), seqNo: 'S1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('call by catalogue key', () => {
  it('POSTs the payload as JSON to the catalogue path and resolves with resultData', async () => {
    const { fetch, requests, bodies } = fakeFetch({ '/scpr/mall/mall/mallList': () => ok([{ id: 'm1' }]) });
    const { host } = fakeHost(farFuture);
    const client = createClient({ host, catalogue, fetch, origin: ORIGIN });
    await expect(client.callByName('mall.mallList', { tntId: 'T001', idytpCd: 'I01' })).resolves.toEqual([{ id: 'm1' }]);
    const [req] = requests;
    expect(req?.method).toBe('POST');
    expect(bodies[0]).toEqual({ tntId: 'T001', idytpCd: 'I01' });
    expect(req?.credentials).toBe('include');
  });

  it('sends login_token, tntId, idytpCd and the anti-replay headers; xvrandom is never reused', async () => {
    const { fetch, requests } = fakeFetch({ '/scpr/mall/mall/mallList': () => ok([]) });
    const { host } = fakeHost(farFuture);
    const client = createClient({ host, catalogue, fetch, origin: ORIGIN, now: () => 1_700_000_000_000 });
    await client.callByName('mall.mallList', {});
    await client.callByName('mall.mallList', {});
    const [a, b] = requests;
    expect(a?.headers.get('login_token')).toBe('AT');
    expect(a?.headers.get('tntId')).toBe('T001');
    expect(a?.headers.get('idytpCd')).toBe('I01');
    expect(a?.headers.get('prereq')).toBe('1700000000000');
    expect(a?.headers.get('xvrandom')).toMatch(/^[0-9a-f]{64}$/);
    expect(a?.headers.get('sid')).toBeNull();
    expect(b?.headers.get('xvrandom')).not.toBe(a?.headers.get('xvrandom'));
  });

  it('sends sid when the session has one', async () => {
    const { fetch, requests } = fakeFetch({ '/scpr/mall/mall/mallList': () => ok([]) });
    const { host } = fakeHost(farFuture, { tntId: 'T', idytpCd: 'I', sid: 'S1' } as never);
    await createClient({ host, catalogue, fetch, origin: ORIGIN }).callByName('mall.mallList');
    expect(requests[0]?.headers.get('sid')).toBe('S1');
  });

  it('a GET call carries the payload in the query', async () => {
    const { fetch, requests } = fakeFetch({ '/scpr/test/getCodes': () => ok([]) });
    const { host } = fakeHost(farFuture);
    await createClient({ host, catalogue, fetch, origin: ORIGIN }).callByName('test.getCodes', { code: 'PAY_TYPE' });
    expect(requests[0]?.method).toBe('GET');
    expect(new URL(requests[0]!.url).searchParams.get('code')).toBe('PAY_TYPE');
  });

  it('paths under /sxnmfw go to the other admin system base', async () => {
    const { fetch, requests } = fakeFetch({ '/sxnmfw/bfarm/chain/statistic/getSupplierCountData': () => ok({ n: 1 }) });
    const { host } = fakeHost(farFuture);
    await expect(createClient({ host, catalogue, fetch, origin: ORIGIN }).callByName('sup.getSupplierCountData', {})).resolves.toEqual({ n: 1 });
    expect(new URL(requests[0]!.url).pathname).toBe('/sxnmfw/bfarm/chain/statistic/getSupplierCountData');
  });

  it('an unknown key rejects without a request', async () => {
    const { fetch } = fakeFetch({});
    const { host } = fakeHost();
    const err = await createClient({ host, catalogue, fetch, origin: ORIGIN }).callByName('nope.nothing').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('unknown-key');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('failures reach the user as spec 8 says', () => {
  it('an error code toasts 2 s and rejects with {code, msg}', async () => {
    const { fetch } = fakeFetch({ '/scpr/mall/mall/mallList': () => envelope({ code: 'YSCPR00000409', msg: '当前状态不允许此操作' }, 409) });
    const { host } = fakeHost(farFuture);
    const err = (await createClient({ host, catalogue, fetch, origin: ORIGIN }).callByName('mall.mallList').catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe('YSCPR00000409');
    expect(err.msg).toBe('当前状态不允许此操作');
    expect(err.shown).toBe(true);
    expect(host.toast).toHaveBeenCalledWith('当前状态不允许此操作', { type: 'error', durationMs: 2000 });
  });

  it('YSCACL00000088 rejects quietly with the code', async () => {
    const { fetch } = fakeFetch({ '/scpr/mall/mall/mallList': () => envelope({ code: 'YSCACL00000088', msg: 'quiet' }) });
    const { host } = fakeHost(farFuture);
    const err = (await createClient({ host, catalogue, fetch, origin: ORIGIN }).callByName('mall.mallList').catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe('YSCACL00000088');
    expect(err.shown).toBe(false);
    expect(host.toast).not.toHaveBeenCalled();
  });

  it('704 resolves and shows the success message', async () => {
    const { fetch } = fakeFetch({ '/scpr/mall/mall/mallList': () => envelope({ code: '704', resultData: 'x', msg: '操作成功' }) });
    const { host } = fakeHost(farFuture);
    await expect(createClient({ host, catalogue, fetch, origin: ORIGIN }).callByName('mall.mallList')).resolves.toBe('x');
    expect(host.toast).toHaveBeenCalledWith('操作成功', { type: 'success' });
  });

  it('a network error says 网络连接错误，请检查', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const { host } = fakeHost(farFuture);
    const err = (await createClient({ host, catalogue, fetch, origin: ORIGIN }).callByName('mall.mallList').catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe('network');
    expect(host.toast).toHaveBeenCalledWith('网络连接错误，请检查', { type: 'error', durationMs: 2000 });
  });

  it('HTTP 500 with an HTML body says 服务器异常，请稍后再试', async () => {
    const { fetch } = fakeFetch({ '/scpr/mall/mall/mallList': () => new Response('<html>oops</html>', { status: 500 }) });
    const { host } = fakeHost(farFuture);
    await createClient({ host, catalogue, fetch, origin: ORIGIN }).callByName('mall.mallList').catch(() => undefined);
    expect(host.toast).toHaveBeenCalledWith('服务器异常，请稍后再试', { type: 'error', durationMs: 2000 });
  });

  it('no answer within 30 s says 请求超时，请稍后再试 (not before)', async () => {
    vi.useFakeTimers();
    let sent!: () => void;
    const requestSent = new Promise<void>((r) => (sent = r));
    const fetch = vi.fn((input: Request) => {
      sent();
      return new Promise<Response>((_resolve, reject) => {
        input.signal.addEventListener('abort', () => reject(input.signal.reason));
      });
    }) as unknown as typeof globalThis.fetch;
    const { host } = fakeHost(farFuture);
    const pending = createClient({ host, catalogue, fetch, origin: ORIGIN }).callByName('mall.mallList').catch((e: unknown) => e);
    // The anti-replay hash is computed before the request leaves: start the clock once it has.
    await requestSent;
    await vi.advanceTimersByTimeAsync(29_999);
    expect(host.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const err = (await pending) as ApiError;
    expect(err.code).toBe('timeout');
    expect(host.toast).toHaveBeenCalledWith('请求超时，请稍后再试', { type: 'error', durationMs: 2000 });
  });

  it('YAUTH00000049: alert 登录已过期, logout after it is closed, once for a burst of answers', async () => {
    const { fetch } = fakeFetch({ '/scpr/mall/mall/mallList': () => envelope({ code: 'YAUTH00000049', msg: 'expired' }, 401) });
    const { host } = fakeHost(farFuture);
    let close!: () => void;
    host.alert.mockImplementation(() => new Promise<undefined>((r) => (close = () => r(undefined))));
    const client = createClient({ host, catalogue, fetch, origin: ORIGIN });
    await Promise.allSettled([client.callByName('mall.mallList'), client.callByName('mall.mallList'), client.callByName('mall.mallList')]);
    expect(host.alert).toHaveBeenCalledTimes(1);
    expect(host.alert).toHaveBeenCalledWith('登录已过期', { button: '确定' });
    expect(host.logout).not.toHaveBeenCalled();
    close();
    await flush();
    expect(host.logout).toHaveBeenCalledTimes(1);
  });

  it('YGZLTCAU00000003: 我知道了, then reset the token and reload', async () => {
    const { fetch } = fakeFetch({ '/scpr/mall/mall/mallList': () => envelope({ code: 'YGZLTCAU00000003', msg: '您的令牌已被重置' }) });
    const { host } = fakeHost(farFuture);
    await createClient({ host, catalogue, fetch, origin: ORIGIN }).callByName('mall.mallList').catch(() => undefined);
    await flush();
    expect(host.alert).toHaveBeenCalledWith('您的令牌已被重置', { button: '我知道了' });
    expect(host.resetTokenAndReload).toHaveBeenCalledTimes(1);
    expect(host.logout).not.toHaveBeenCalled();
  });

  it('a refusal of a token the session has replaced since (an enterprise switch) ends nothing and says nothing', async () => {
    // The home page's requests were out with the old token when the switch answered; the server refused
    // them (the old token revoked), and the client logged the new account out.
    let answer: (() => void) | undefined;
    const { fetch } = fakeFetch({
      '/scpr/mall/mall/mallList': () => new Promise((r) => (answer = () => r(envelope({ code: 'YTOKEN0000010', msg: '登录凭证无效' }, 401)))),
    });
    const { host } = fakeHost(farFuture);
    const client = createClient({ host, catalogue, fetch, origin: ORIGIN });
    const pending = client.callByName('mall.mallList').catch((e: unknown) => e);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    host.setTokenObject({ ...farFuture, access_token: 'AT2' });
    answer!();
    const err = (await pending) as ApiError;
    await flush();
    expect(err.code).toBe('YTOKEN0000010');
    expect(err.shown).toBe(true);
    expect(host.toast).not.toHaveBeenCalled();
    expect(host.alert).not.toHaveBeenCalled();
    expect(host.logout).not.toHaveBeenCalled();
  });

  it('YTOKEN0000010: toast and logout without an alert', async () => {
    const { fetch } = fakeFetch({ '/scpr/mall/mall/mallList': () => envelope({ code: 'YTOKEN0000010', msg: '登录凭证无效' }, 401) });
    const { host } = fakeHost(farFuture);
    await createClient({ host, catalogue, fetch, origin: ORIGIN }).callByName('mall.mallList').catch(() => undefined);
    await flush();
    expect(host.toast).toHaveBeenCalledWith('登录凭证无效', { type: 'error', durationMs: 2000 });
    expect(host.alert).not.toHaveBeenCalled();
    expect(host.logout).toHaveBeenCalledTimes(1);
  });
});
