// @vitest-environment node
// Tokens and the spec 8 reactions, end to end: refresh inside the 30-minute window (the app's injected
// clock, read from the server's ManualClock so both move together), rotation and reuse of a spent refresh
// token, expiry, logout revoking on the server, a forbidden call, replayed and stale requests.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../../api/catalogue';
import { REUSE_GRACE_MS } from '../../../api/server/modules/acl';
import { KEYS } from '../../../api/client';
import { idytpCdAtom, isLoginAtom, tntIdAtom, tokenAtom, tokenObjectAtom, type LoginResult } from '../../../src/session';
import { DEMO, liveApp, loggedOut, logIn, PHONE, startLive, TOKEN_TTL, type Live, type LiveApp } from './support/live';

let live: Live;
beforeAll(async () => {
  live = await startLive();
});
afterAll(() => live.close());

const MINUTE = 60_000;

/** Another tab (or a stolen copy) holding the given login. */
function holding(login: LoginResult): LiveApp {
  const la = liveApp(live);
  la.app.store.set(tntIdAtom, DEMO.tntId);
  la.app.store.set(idytpCdAtom, DEMO.idytpCd);
  la.app.actions.afterLogin(login);
  return la;
}

/** The user presses the button of the alert on screen. */
async function closeAlert(la: LiveApp): Promise<string> {
  await vi.waitFor(() => expect(la.alerts()).toHaveLength(1), { timeout: 60_000 });
  const [alert] = la.alerts();
  alert!.close();
  return alert!.message;
}

describe('token refresh (spec 4 and 9)', () => {
  it('inside the 30-minute window: the call goes on, one refresh follows 2 s later; the new token works', async () => {
    const la = liveApp(live);
    const login = await logIn(la, PHONE.buyer);
    live.server.clock.advance(TOKEN_TTL.accessMs - 25 * MINUTE);
    await expect(la.app.client.call(KEYS.unreadCount, {})).resolves.toMatchObject({ unreadCount: expect.any(Number) });
    expect(la.app.store.get(tokenAtom)).toBe(login.tokenDTO.access_token);
    await vi.waitFor(() => expect(la.app.store.get(tokenAtom)).not.toBe(login.tokenDTO.access_token), { timeout: 60_000 });
    const next = la.app.store.get(tokenObjectAtom)!;
    expect(next.expired).toBe(live.server.clock.now() + TOKEN_TTL.accessMs);
    expect(next.seqNo).toBe(login.tokenDTO.seqNo);
    expect(next.refresh_token).not.toBe(login.tokenDTO.refresh_token);
    // The rotated pair works: calls go through, and the server knows the token.
    await expect(la.app.client.call(KEYS.accountList, {})).resolves.toHaveLength(1);
    await expect(la.app.client.call(KEYS.verifyToken, { ...DEMO, tokenDTO: next })).resolves.toMatchObject({ valid: true, loginUser: { phone: PHONE.buyer } });
    expect(la.toastCalls()).toEqual([]);

    // The spent refresh token, from a copy of the old login, is refused once past the grace a reloaded tab
    // gets (REUSE_GRACE_MS): forced out (alert, then logout).
    live.server.clock.advance(REUSE_GRACE_MS + 1);
    const copy = holding(login);
    await copy.app.client.refresher.refreshNow().catch(() => undefined);
    expect(await closeAlert(copy)).toBe(ERRORS.FORCED_OUT.msg);
    await loggedOut(copy);
    expect(copy.app.store.get(isLoginAtom)).toBe(false);
    // Reuse ends the whole login: the rightful tab is forced out too on its next call.
    await la.app.client.call(KEYS.unreadCount, {}).catch(() => undefined);
    expect(await closeAlert(la)).toBe(ERRORS.FORCED_OUT.msg);
    await loggedOut(la);
    expect(la.location.replace).toHaveBeenCalledWith('/scprmall/login?tntId=T1001&idytpCd=AGRI');
  });

  it('already expired: refreshed at once before the call, which then succeeds', async () => {
    const la = liveApp(live);
    const login = await logIn(la, PHONE.seller);
    live.server.clock.advance(TOKEN_TTL.accessMs + MINUTE);
    await expect(la.app.client.call(KEYS.accountList, {})).resolves.toHaveLength(2);
    expect(la.app.store.get(tokenAtom)).not.toBe(login.tokenDTO.access_token);
    expect(la.alerts()).toEqual([]);
    expect(la.toastCalls()).toEqual([]);
  });

  it('expired beyond refresh: alert 登录已过期 once, then logout to the login page', async () => {
    const la = liveApp(live);
    await logIn(la, PHONE.agent);
    live.server.clock.advance(TOKEN_TTL.refreshMs + MINUTE);
    await la.app.client.call(KEYS.accountList, {}).catch(() => undefined);
    expect(await closeAlert(la)).toBe('登录已过期');
    await loggedOut(la);
    expect(la.app.store.get(isLoginAtom)).toBe(false);
    expect(la.alerts()).toEqual([]);
  });
});

describe('logout revokes on the server (spec 4)', () => {
  it('clears the session and leaves for the login page; the old token is then invalid, and a tab still holding it logs out', async () => {
    const la = liveApp(live);
    const login = await logIn(la, PHONE.buyer);
    await la.app.actions.logout();
    expect(la.location.replace).toHaveBeenCalledWith('/scprmall/login?tntId=T1001&idytpCd=AGRI');
    expect(la.app.store.get(tokenAtom)).toBe('');
    expect(la.toastCalls()).toEqual([]);

    const other = holding(login);
    const err = await other.app.client.call(KEYS.unreadCount, {}).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: ERRORS.TOKEN_INVALID.code });
    expect(other.toastCalls()).toEqual([[ERRORS.TOKEN_INVALID.msg, { type: 'error', durationMs: 2000 }]]);
    await loggedOut(other);
    expect(other.app.store.get(isLoginAtom)).toBe(false);
    expect(other.alerts()).toEqual([]);

    // Its refresh token is dead as well.
    const third = holding(login);
    await third.app.client.refresher.refreshNow().catch(() => undefined);
    expect(third.toastCalls()[0]).toEqual([ERRORS.TOKEN_INVALID.msg, { type: 'error', durationMs: 2000 }]);
    await loggedOut(third);
  });
});

describe('a forbidden call (403)', () => {
  it('warehouse staff have no system messages: a 2 s toast with the message; the session stays', async () => {
    const la = liveApp(live);
    await logIn(la, PHONE.warehouse);
    const sent = Date.now();
    const err = await la.app.client.call(KEYS.unreadCount, {}).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: ERRORS.FORBIDDEN.code, msg: ERRORS.FORBIDDEN.msg, shown: true });
    expect(la.toastCalls()).toEqual([[ERRORS.FORBIDDEN.msg, { type: 'error', durationMs: 2000 }]]);
    expect(la.toasts().map((t) => t.message)).toEqual([ERRORS.FORBIDDEN.msg]);
    // On screen for its 2 s, then gone.
    await vi.waitFor(() => expect(la.toasts()).toEqual([]), { timeout: 60_000, interval: 50 });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1950);
    expect(la.app.store.get(isLoginAtom)).toBe(true);
    expect(la.location.replace).not.toHaveBeenCalled();
  });
});

describe('anti-replay (spec 7)', () => {
  it('a request sent again with the same xvrandom is refused with a toast', async () => {
    let repeat = false;
    let last = '';
    const la = liveApp(live, { nonce: async () => (repeat ? last : (last = randomBytes(16).toString('hex'))) });
    await la.app.guard.seedTenant(DEMO);
    await expect(la.app.client.call(KEYS.codeList, { code: 'AUTH_STATUS' })).resolves.toHaveLength(4);
    repeat = true;
    const err = await la.app.client.call(KEYS.codeList, { code: 'AUTH_STATUS' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: ERRORS.REPLAY.code });
    expect(la.toastCalls()).toEqual([[ERRORS.REPLAY.msg, { type: 'error', durationMs: 2000 }]]);
  });

  it('a clock more than 300 s off the server is refused the same way', async () => {
    const la = liveApp(live, { skewMs: 301_000 });
    const err = await la.app.client.call(KEYS.codeList, {}).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: ERRORS.REPLAY.code });
    const near = liveApp(live, { skewMs: 290_000 });
    await expect(near.app.client.call(KEYS.codeList, {})).resolves.not.toHaveLength(0);
  });
});
