// @vitest-environment node
// Golden tests of the access pipeline for the organisation, member and public back office menus (issue 32
// items 3 and 6), per tenant x role, on real data: each demo account logs in through the real client, the
// session's authority list and button rights (from the server's roles) go through the engine's pipeline
// with the real screen files, and the routes, the menu and the buttons of role-manage and organ-setting
// are pinned in tests/app/integration/golden/organ-*.json (reviewed by hand: a change shows as a diff).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, UNIFY_TENANT } from '../../../api/client';
import { accessScreen, accessTable, type AccessInput, type MenuNode } from '../../../engine';
import { loadScreenFile } from '../../../engine/build/load-files';
import type { ScreenFile } from '../../../engine/schema/types';
import { authorityListAtom, buttonAuthorityAtom, disabledListAtom, tenantTagAtom, tntIdAtom } from '../../../src/session';
import { diskScreens } from '../helpers/disk-screens';
import { APPLE, liveApp, logIn, PASSWORD, PHONE, startLive, type Live, type LiveApp } from './support/live';

let live: Live;
beforeAll(async () => {
  live = await startLive();
});
afterAll(() => live.close());

const manifests = diskScreens().registry.manifests();
/** The screens of issue 32 items 3 and 6 (and the member screens beside them). */
const AREAS = new Set(['XmCenter', 'Unify']);
const USER_PAGES = new Set(['RoleManage', 'OrganSetting', 'OrganDetail', 'PlatOrganSetting', 'MemberEnterprise', 'MemberEnterpriseDetail', 'MemberPerson', 'CustomerManage']);
const ours = (name: string, path: string) => USER_PAGES.has(name) || AREAS.has(name) || path.startsWith('/xmCenter') || path.startsWith('/unify/manage');

function menuOf(nodes: readonly MenuNode[]): unknown[] {
  return nodes.flatMap((n) => {
    const kids = menuOf(n.children ?? []);
    if (ours(n.name, n.path)) return [kids.length ? { [n.name]: kids } : n.name];
    return kids.length ? [{ [n.name]: kids }] : [];
  });
}

const screen = (file: string) => loadScreenFile(file, 'schemas/fragments') as ScreenFile & { kind: string };
const ids = (v: unknown) => ((v as { id: string }[] | undefined) ?? []).map((a) => a.id);

function buttonsOf(name: string, file: string, input: AccessInput) {
  const s = accessScreen(screen(file), name, input) as Record<string, unknown> | null;
  if (!s) return null;
  if (Array.isArray(s.blocks)) {
    return Object.fromEntries((s.blocks as Record<string, unknown>[]).map((b) => [String(b.name), { toolbar: ids(b.toolbar), rowActions: ids(b.rowActions) }]));
  }
  return { toolbar: ids(s.toolbar), rowActions: ids(s.rowActions) };
}

async function inputOf(la: LiveApp): Promise<AccessInput> {
  const s = la.app.store;
  const tag = s.get(tenantTagAtom);
  return { tenant: { id: s.get(tntIdAtom), tags: tag ? [tag] : [] }, layers: [], disabled: s.get(disabledListAtom), authority: s.get(authorityListAtom), buttons: s.get(buttonAuthorityAtom) };
}

function view(input: AccessInput) {
  const { routes, menu } = accessTable(manifests, input);
  return {
    routes: routes.filter((r) => ours(r.name, r.path)).map((r) => `${r.name} ${r.path}${r.redirect ? ` -> ${r.redirect}` : ''} "${r.meta.title}"`),
    menu: menuOf(menu),
    roleManage: buttonsOf('RoleManage', 'schemas/user/role-manage.json', input),
    organSetting: buttonsOf('OrganSetting', 'schemas/user/organ-setting.json', input),
    unifyRole: buttonsOf('UnifyRole', 'schemas/unify/unify-role.json', input),
    unifyAdmin: buttonsOf('UnifyAdmin', 'schemas/unify/unify-admin.json', input),
  };
}

const CASES: [string, string, { tntId: string; idytpCd: string }][] = [
  ['demo-tenantAdmin', PHONE.tenantAdmin, { tntId: 'T1001', idytpCd: 'AGRI' }],
  ['demo-sellerAdmin', PHONE.seller, { tntId: 'T1001', idytpCd: 'AGRI' }],
  ['demo-orderClerk', '13800000044', { tntId: 'T1001', idytpCd: 'AGRI' }],
  ['demo-personal', PHONE.farmer, { tntId: 'T1001', idytpCd: 'AGRI' }],
  ['apple-tenantAdmin', PHONE.tenantAdmin, APPLE],
];

describe('access pipeline golden files for the organisation menus (tenant x role, real roles)', () => {
  for (const [name, phone, tenant] of CASES) {
    it(name, async () => {
      const la = liveApp(live);
      await logIn(la, phone, tenant);
      await expect(JSON.stringify(view(await inputOf(la)), null, 2) + '\n').toMatchFileSnapshot(`./golden/organ-${name}.json`);
    });
  }

  it('unify-admin', async () => {
    const la = liveApp(live);
    await la.app.guard.seedTenant(UNIFY_TENANT);
    la.app.actions.afterLogin(await la.app.client.call(KEYS.unifyLogin, { phone: PHONE.unifyAdmin, password: PASSWORD }));
    await expect(JSON.stringify(view(await inputOf(la)), null, 2) + '\n').toMatchFileSnapshot('./golden/organ-unify-admin.json');
  });
});
