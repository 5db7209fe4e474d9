// @vitest-environment node
// Spec 4 and 6 on the real server: switching to an account whose roles give no menus warns with spec 6's
// message and changes nothing, on the server too: the caller's session stays valid (it was revoked before
// the app learnt the menus were empty), no new session is issued, the last account is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tntIdAtom, tokenAtom, userInfoAtom } from '../../../src/session';
import { DEMO, liveApp, logIn, PHONE, startLive, type Live } from './support/live';

let live: Live;
beforeAll(async () => {
  live = await startLive();
  // Before anyone asks for them (the permission cache is empty): the back office admin's role and the
  // buyer admin role grant nothing in this server.
  await live.server.db.owner.query(`DELETE FROM role_grants WHERE (tnt_id = 'T0000' AND role_id = 'R02') OR (tnt_id = 'T1001' AND role_id = 'R04')`);
});
afterAll(() => live.close());

const sessions = (tntId: string) => live.server.db.owner.query<{ n: string }>(`SELECT count(*)::text AS n FROM sessions WHERE tnt_id = $1 AND revoked_at IS NULL`, [tntId]);

describe('a switch to an account without menus changes nothing', () => {
  it('to the public back office: 暂无产业企业公共后台菜单权限，请联系管理员配置角色; the session stays', async () => {
    const la = liveApp(live);
    await logIn(la, PHONE.unifyAdmin, DEMO);
    const token = la.app.store.get(tokenAtom);
    const before = (await sessions('T0000'))[0]!.n;
    expect(await la.app.actions.goToWorkbench()).toEqual({ ok: false, warning: '暂无产业企业公共后台菜单权限，请联系管理员配置角色' });
    expect(la.toastCalls().map((c) => c[0])).toEqual(['暂无产业企业公共后台菜单权限，请联系管理员配置角色']);
    expect([la.app.store.get(tokenAtom), la.app.store.get(tntIdAtom)]).toEqual([token, DEMO.tntId]);
    expect((await sessions('T0000'))[0]!.n).toBe(before);
    // The server kept the caller's session: its next call is answered.
    expect((await la.app.client.call('user.getUserInfo', {})).accountId).toBe('A000');
  });

  it('to another enterprise: 暂无操作该子平台的权限，请联系企业管理员; the session stays', async () => {
    const la = liveApp(live);
    await logIn(la, PHONE.seller, DEMO);
    // A fresh server: the seller enters its first account, 绿源 (A020); 丰收 (A021, BUYER_ADMIN) lost its menus.
    const from = la.app.store.get(userInfoAtom)?.accountId;
    expect(from).toBe('A020');
    expect(await la.app.actions.switchEnterprise('A021')).toEqual({ ok: false, warning: '暂无操作该子平台的权限，请联系企业管理员' });
    expect(la.app.store.get(userInfoAtom)?.accountId).toBe(from);
    expect((await la.app.client.call('user.getUserInfo', {})).accountId).toBe(from);
  });
});
