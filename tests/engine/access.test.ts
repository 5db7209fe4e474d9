// Golden tests of the access pipeline: for several tenant x role combinations, the route table, the
// menu and the accessible screens are pinned in tests/engine/golden/*.json (reviewed by hand; a change
// in the pipeline shows up as a diff there).
import { describe, expect, it } from 'vitest';
import { accessScreen, accessTable, manifestOf, mergePatch, type AccessInput, type TenantLayer } from '../../engine/access';
import type { ScreenFile } from '../../engine/schema';
import { loadFixtures } from './fixtures/load';
import tenants from './fixtures/tenants.json';

const { screens } = loadFixtures();
const manifests = screens.map((s) => manifestOf(s.file, s.json as ScreenFile));
const byName = (name: string) =>
  screens.find((s) => {
    const j = s.json as { route?: { name: string }; name?: string };
    return j.route?.name === name || j.name === name;
  })!.json as ScreenFile & { kind: string };
const layers = tenants.layers as TenantLayer[];

// Every route a file declares, its aliases included (each is a route name in the authority list).
const ALL_ROUTES = manifests.flatMap((m) => (m.route ? [m.route.name, ...(m.aliases ?? []).map((a) => a.name)] : []));
const ALL_BUTTONS = manifests.flatMap((m) => Object.keys(m.permissions ?? {}));
const ROLES = {
  sellerAdmin: { authority: ALL_ROUTES, buttons: ALL_BUTTONS },
  sellerClerk: { authority: ['GoodsList', 'GoodsDetail'], buttons: ['goods-add'] },
  visitor: { authority: [], buttons: [] },
};
const TENANTS = {
  platform: { tenant: { id: 'T_PLATFORM', tags: [] }, disabled: [] },
  apple: { tenant: { id: 'T_APPLE_2', tags: ['APPLE'] }, disabled: [] },
  fuji: { tenant: { id: 'T_APPLE_1', tags: ['APPLE'] }, disabled: [] },
  restricted: { tenant: { id: 'T_OTHER', tags: [] }, disabled: ['goods-delete', 'GoodsOverview', 'header-message'] },
};

function view(input: AccessInput) {
  const { routes, menu } = accessTable(manifests, input);
  const list = accessScreen(byName('GoodsList'), 'GoodsList', input) as Record<string, unknown> | null;
  const add = accessScreen(byName('GoodsAdd'), 'GoodsAdd', input) as { body: { layout: { sections: { fields: { field: string }[] }[] } } } | null;
  const overview = accessScreen(byName('GoodsOverview'), 'GoodsOverview', input) as { blocks: { name: string }[] } | null;
  const ids = (v: unknown) => (v as { id?: string; field?: string }[] | undefined)?.map((x) => x.id ?? x.field);
  return {
    routes: routes.map((r) => `${r.name} ${r.path}${r.redirect ? ` -> ${r.redirect}` : ''} "${r.meta.title}"`),
    menu,
    goodsList: list && {
      columns: (list.columns as { field: string; label?: string }[]).map((c) => (c.label ? `${c.field}:${c.label}` : c.field)),
      toolbar: ids(list.toolbar),
      rowActions: (list.rowActions as { id: string; label: string }[]).map((a) => `${a.id}:${a.label}`),
      empty: list.empty ?? null,
    },
    goodsAddFields: add?.body.layout.sections.map((s) => s.fields.map((f) => f.field)) ?? null,
    overviewBlocks: overview?.blocks.map((b) => b.name) ?? null,
  };
}

describe('access pipeline golden files (tenant x role)', () => {
  for (const [tenantName, t] of Object.entries(TENANTS)) {
    for (const [roleName, role] of Object.entries(ROLES)) {
      it(`${tenantName} x ${roleName}`, async () => {
        const result = view({ ...t, ...role, layers });
        await expect(JSON.stringify(result, null, 2) + '\n').toMatchFileSnapshot(`./golden/${tenantName}-${roleName}.json`);
      });
    }
  }
});

describe('access pipeline rules', () => {
  it('prunes in order: tenant patch, then disable list, then rights', () => {
    const screen = {
      kind: 'list', entity: 'goods', data: { call: 'x' }, columns: ['a'],
      toolbar: [{ id: 'new', label: '新增', access: { permission: 'p-new' } }],
    } as const;
    const patchAdds = [{ tenant: 'T', screens: { S: { toolbar: [{ id: 'x', label: '导出', access: { permission: 'p-export' } }] } } }];
    const seen = (input: AccessInput) =>
      (accessScreen(screen as never, 'S', { tenant: { id: 'T' }, layers: patchAdds, ...input }) as unknown as { toolbar: { id: string }[] }).toolbar.map((a) => a.id);
    expect(seen({ buttons: ['p-new', 'p-export'] })).toEqual(['new', 'x']);
    expect(seen({ buttons: ['p-new', 'p-export'], disabled: ['p-export'] })).toEqual(['new']);
    expect(seen({ buttons: ['p-export'] })).toEqual(['x']);
  });
  it('a disableKey overrides the permission name for the disable list', () => {
    const screen = { kind: 'detail', entity: 'e', data: { call: 'x' }, fields: [{ field: 'a', access: { permission: 'p', disableKey: 'menu-wdyj' } }] };
    const out = accessScreen(screen as never, 'S', { buttons: ['p'], disabled: ['menu-wdyj'] }) as unknown as { sections: { fields: unknown[] }[] };
    expect(out.sections[0]!.fields).toEqual([]);
  });
  it('merge patch: null deletes, arrays of plain values are replaced, $before places', () => {
    expect(mergePatch({ a: 1, b: { c: 2 } }, { a: null, b: { d: 3 } })).toEqual({ b: { c: 2, d: 3 } });
    expect(mergePatch({ t: [1, 2] }, { t: [3] })).toEqual({ t: [3] });
    expect(mergePatch({ c: [{ field: 'a' }, { field: 'b' }] }, { c: [{ field: 'z', $before: 'b' }] })).toEqual({ c: [{ field: 'a' }, { field: 'z' }, { field: 'b' }] });
  });
  it('a public route needs no authority; a screen whose own access fails is null', () => {
    const routes = accessTable([{ file: 'l.json', kind: 'component', route: { name: 'Login', path: '/login', meta: { title: '登录', notAuth: true } } }], {}).routes;
    expect(routes.map((r) => r.name)).toEqual(['Login']);
    expect(accessScreen({ kind: 'page', blocks: [], access: { permission: 'x' } } as never, 'P', {})).toBeNull();
  });
});
