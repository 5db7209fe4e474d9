// The route records come from the screen registry's manifests (one source): every routed screen file is a
// route with the meta of spec 2.1-2.3, and the names the shell's rules use exist.
import { describe, expect, it } from 'vitest';
import { isContainer, recordsOf } from '../../../src/engine-host';
import { ROUTE } from '../../../src/routing';
import { diskScreens } from '../helpers/disk-screens';

const records = recordsOf(diskScreens().registry.manifests());
const byName = new Map(records.map((r) => [r.name, r]));
const meta = (name: string) => byName.get(name)?.meta ?? {};

describe('route records from the registry', () => {
  it('one record per routed screen file, with its kind; dialogs and app.json are not routes', () => {
    expect(records.length).toBe(new Set(records.map((r) => r.name)).size);
    expect(byName.get('Home')).toMatchObject({ path: '/home', kind: 'page' });
    expect(byName.get('User')).toMatchObject({ path: '/user', kind: 'area' });
    expect(isContainer(byName.get('User'))).toBe(true);
    expect(isContainer(byName.get('MyCenter'))).toBe(false);
  });

  it.each(['Home', 'TntConfig', 'Finance', 'Cockpit', 'EntLargeScreen', 'PageNotFound', 'TodoList', 'GuideList', 'NoviceGuide'])(
    'spec 2.1: %s skips authority checks (excludeAuth) and stays out of the menus',
    (name) => {
      expect(meta(name)).toMatchObject({ excludeAuth: true, hidden: true });
      expect(meta(name).notAuth).toBeUndefined();
    },
  );

  it('spec 2.1: the cockpit and the enterprise large screen have no container', () => {
    expect(meta('Cockpit').noContainer).toBe(true);
    expect(meta('EntLargeScreen').noContainer).toBe(true);
    expect(records.filter((r) => r.meta?.noContainer).map((r) => r.name).sort()).toEqual(['Cockpit', 'EntLargeScreen']);
  });

  it.each(['Login', 'Retrieve', 'Register', 'UnifyLogin', 'UnifyRetrieve', 'UnifyRegister', 'SetTntid', 'PaymentSuccess', 'PaymentFail'])(
    'spec 2.2: %s is public (notAuth)',
    (name) => expect(meta(name)).toMatchObject({ notAuth: true }),
  );

  it('spec 2.1-2.3 paths', () => {
    const paths = Object.fromEntries(records.map((r) => [r.name, r.path]));
    expect(paths).toMatchObject({
      Home: '/home', TntConfig: '/tntConfig', Finance: '/finance', Cockpit: '/cockpit', EntLargeScreen: '/ent-large-screen',
      PageNotFound: '/404', TodoList: '/todoList', GuideList: '/guideList', NoviceGuide: '/noviceGuide',
      Login: '/login', Retrieve: '/retrieve', Register: '/register', UnifyLogin: '/unify/login', UnifyRetrieve: '/unify/retrieve',
      UnifyRegister: '/unify/register', SetTntid: '/setTntid', PaymentSuccess: '/payment-success', PaymentFail: '/payment-fail',
      Unify: '/unify/manage', UnifyHome: '/unify/manage/home',
    });
  });

  it('the area roots the header groups name are there (spec 2.11), at the top of the menu', () => {
    for (const area of ['Shopping', 'Storehouse', 'Seller', 'Buyer', 'User', 'Storage', 'Takeover', 'Unify']) {
      expect(byName.get(area), area).toMatchObject({ kind: 'area' });
      expect(byName.get(area)?.menuParent, area).toBeUndefined();
    }
  });

  it('every route name the guard and menus rely on resolves to a real screen', () => {
    const missing = Object.values(ROUTE).filter((n) => !byName.has(n));
    // EntCertify, CompanyCert, EntInfo, MemberEnterprise and RoleManage are screens since issue 32.
    expect(missing.sort()).toEqual([]);
  });
});
