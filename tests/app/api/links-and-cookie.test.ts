// Spec 7: external links carry the tenant and the tokens; spec 4/9: the other admin system's cookie is
// cleared with an empty POST under /sxnmfw/ and a 30 s limit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOtherAdminCookie, withAuthParams } from '../../../api/client';
import { ORIGIN, def, fakeFetch } from '../helpers/fake-api';

describe('external links', () => {
  const auth = { idytpCd: 'I01', tntId: 'T001', access_token: 'AT', expired: 1714550400000, refresh_token: 'RT' };

  it.each([
    ['https://x.test/a', 'https://x.test/a?idytpCd=I01&tntId=T001&access_token=AT&expired=1714550400000&refresh_token=RT'],
    ['https://x.test/a?k=1#frag', 'https://x.test/a?k=1&idytpCd=I01&tntId=T001&access_token=AT&expired=1714550400000&refresh_token=RT#frag'],
    ['https://x.test/a?tntId=OLD', 'https://x.test/a?tntId=T001&idytpCd=I01&access_token=AT&expired=1714550400000&refresh_token=RT'],
  ])('%s', (url, expected) => {
    expect(withAuthParams(url, auth)).toBe(expected);
  });

  it('leaves out what the session does not have', () => {
    expect(withAuthParams('/p', { tntId: 'T' })).toBe('/p?tntId=T');
  });
});

describe('clear the other admin system cookie', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const catalogue = new Map([['sxnmfw.clearCookie', def('sxnmfw.clearCookie', '/sxnmfw/acl/clearCookie')]]);

  it('POSTs under /sxnmfw/ with credentials and none of our headers', async () => {
    const api = fakeFetch({ '/sxnmfw/acl/clearCookie': () => new Response('', { status: 200 }) });
    await expect(clearOtherAdminCookie({ catalogue, fetch: api.fetch, origin: ORIGIN })).resolves.toBe(true);
    const [req] = api.requests;
    expect(req?.method).toBe('POST');
    expect(req?.credentials).toBe('include');
    expect(req?.headers.get('login_token')).toBeNull();
    expect(req?.headers.get('xvrandom')).toBeNull();
  });

  it('gives up after 30 s without rejecting', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (r: Request) => new Promise<Response>((_ok, fail) => r.signal.addEventListener('abort', () => fail(r.signal.reason))),
    ) as unknown as typeof globalThis.fetch;
    const done = clearOtherAdminCookie({ catalogue, fetch, origin: ORIGIN });
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void done.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(false);
  });

  it('does nothing when the catalogue lacks the call', async () => {
    const api = fakeFetch({});
    await expect(clearOtherAdminCookie({ catalogue: new Map(), fetch: api.fetch, origin: ORIGIN })).resolves.toBe(false);
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
