// The blocks of screens that shape other screens (issue 33): choosers drive the page state; the patch
// block lists a target screen's elements from the saved patch, edits a draft and hands it to its actions;
// the screen-preview block draws the target with the draft as a chosen role, reading its data as that role
// through the preview call when given one; the versions block lists
// versions with version 0 last, rolls back after a confirmation at the row and shows the difference of two
// versions; the look-preview block draws a login page, home and list in each pane's look. Behind them a
// small in-memory version store, as the server keeps one (versions, the one in effect, rollback as a new one).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ScreenPatch } from '../../engine/access';
import { colourOf, lookOf, orderedMenus } from '../../engine/render/custom/look';
import { inlineEngine } from './support/inline-screen';
import { chooseOption } from './support/select';

afterEach(cleanup);

const ROLES = [
  { roleId: 'R1', roleNm: '卖家管理员', authority: ['GoodsList'], buttons: [] },
  { roleId: 'R2', roleNm: '全部权限', authority: ['GoodsList'], buttons: ['goods-add', 'goods-delete', 'goods-shelf'] },
];

function versionStore() {
  const versions: { version: number; patch: ScreenPatch; note: string; rollbackOf: number | null }[] = [];
  const current = () => versions.length;
  const patchOf = (v: number) => (v === 0 ? { items: [], order: [] } : versions[v - 1]!.patch);
  const row = (v: (typeof versions)[number]) => ({ version: v.version, note: v.note, rollbackOf: v.rollbackOf, actorNm: '管理员', createdAt: '2026-11-28 10:00:00', changes: v.patch.items?.length ?? 0, current: v.version === current() });
  const append = (patch: ScreenPatch, note: string, rollbackOf: number | null, base: unknown) => {
    if (base !== current()) throw { code: 'CONFLICT', msg: '页面定制已被他人修改，请刷新后再试' };
    versions.push({ version: current() + 1, patch, note, rollbackOf });
    return row(versions.at(-1)!);
  };
  return {
    versions,
    handlers: {
      'tntcfg.patchScreens': (p: Record<string, unknown>) => ({
        records: [{ screen: 'GoodsList', screenTitle: '商品列表', path: '/seller/goods', version: current() }, { screen: 'Other', screenTitle: '其他页面', path: '/x', version: 0 }].filter((r) => !p.keyword || r.screenTitle.includes(String(p.keyword))),
        total: 2,
      }),
      'tntcfg.previewRoles': () => ROLES,
      'tntcfg.patchVersion': (p: Record<string, unknown>) => ({ screen: p.screen, version: p.version, current: current(), patch: patchOf(Number(p.version)) }),
      'tntcfg.patchVersions': (p: Record<string, unknown>) => {
        const size = Number(p.pageSize);
        const rows = [...versions].reverse().slice((Number(p.pageNum) - 1) * size, Number(p.pageNum) * size);
        return { records: rows.map(row), total: versions.length, current: current() };
      },
      'tntcfg.savePatch': (p: Record<string, unknown>) => append(p.patch as ScreenPatch, String(p.note ?? ''), null, p.baseVersion),
      'tntcfg.rollbackPatch': (p: Record<string, unknown>) => append(patchOf(Number(p.version)), `回滚到版本${String(p.version)}`, Number(p.version), p.baseVersion),
      'tntcfg.patchDiff': (p: Record<string, unknown>) =>
        p.fromVersion === p.version ? [] : [{ at: 'columns/stock', element: '列「库存」', property: 'hidden', propertyNm: '隐藏', before: String(!!patchOf(Number(p.fromVersion)).items?.length), after: String(!!patchOf(Number(p.version)).items?.length) }],
      'goods.page': () => ({ records: [], total: 0 }),
    },
  };
}

const EDITOR = {
  kind: 'page',
  route: { name: 'Editor', path: '/user/editor', meta: { title: '页面定制' } },
  state: { screen: '= query.screen', role: '', savedAs: 0 },
  blocks: [
    {
      kind: 'choosers',
      fields: [
        { state: 'screen', label: '页面', name: '选择页面', data: { call: 'tntcfg.patchScreens', params: { pageNum: 1, pageSize: 100 }, map: { rows: 'records' } }, value: 'screen', option: "= cat(row.screenTitle, '（', row.path, '）')", search: 'keyword' },
        { state: 'role', label: '预览角色', data: { call: 'tntcfg.previewRoles' }, value: 'roleId', option: '= row.roleNm', allowClear: true },
      ],
    },
    {
      kind: 'patch',
      title: '定制内容',
      screen: '= state.screen',
      data: { call: 'tntcfg.patchVersion', params: { screen: '= state.screen', version: 0 }, deps: ['state.screen', 'state.savedAs'] },
      note: { placeholder: '版本说明' },
      empty: '请选择页面',
      actions: [
        {
          id: 'save', label: '保存为新版本', call: 'tntcfg.savePatch',
          payload: { screen: '= data.screen', patch: '= data.patch', note: '= data.note', baseVersion: '= data.version' },
          access: { disabled: '= !data.changed' },
          then: [{ message: "= cat('已保存为版本', result.version)" }, { set: { savedAs: '= result.version' } }],
        },
      ],
    },
    {
      kind: 'screen-preview',
      screen: '= state.screen',
      roles: { call: 'tntcfg.previewRoles' },
      role: '= state.role',
      views: [
        { label: "= cat('预览（未保存）', row.roleNm ? cat(' · ', row.roleNm) : '')", name: '未保存的定制预览', patch: '= state.patch.draft' },
        { label: "= cat('当前生效（版本', state.patch.version, '）')", name: '当前生效的页面', patch: '= state.patch.saved' },
      ],
    },
    {
      kind: 'versions',
      title: '版本记录',
      access: { visible: '= !!state.screen' },
      data: { call: 'tntcfg.patchVersions', params: { screen: '= state.screen' }, deps: ['state.screen', 'state.savedAs'] },
      base: '未定制（页面原样）',
      rollback: {
        id: 'rollback', label: '回滚到此版本', call: 'tntcfg.rollbackPatch',
        payload: { screen: '= state.screen', version: '= row.version', baseVersion: '= state.patch.version' },
        then: [{ message: "= cat('已回滚到版本', row.version)" }, { set: { savedAs: '= result.version' } }],
      },
      diff: { call: 'tntcfg.patchDiff', params: { screen: '= state.screen', fromVersion: '= row.from', version: '= row.to' } },
    },
  ],
};

const headers = (region: HTMLElement) => [...region.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
const draftPreview = () => screen.findByRole('region', { name: '未保存的定制预览' });

function open(query: Record<string, unknown> = { screen: 'GoodsList' }) {
  const store = versionStore();
  const t = inlineEngine(store.handlers);
  render(t.view(EDITOR, {}, query));
  return { t, store };
}

describe('patch, screen-preview and versions blocks on one page', () => {
  it('lists the target screen\'s columns; hiding one takes it out of the draft preview only; saving sends the draft and marks the new version in effect', async () => {
    const { t, store } = open();
    const row = await screen.findByRole('checkbox', { name: '隐藏「库存」' });
    expect(document.querySelector('tr[data-element="columns/goodsName"]')).not.toBeNull();
    await waitFor(async () => expect(headers(await draftPreview())).toContain('库存'));
    expect((screen.getByRole('button', { name: '保存为新版本' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(row);
    await waitFor(async () => expect(headers(await draftPreview())).not.toContain('库存'));
    // The version in effect is drawn as it is: the column is still there.
    fireEvent.click(screen.getByRole('tab', { name: '当前生效（版本0）' }));
    await waitFor(() => expect(headers(screen.getByRole('region', { name: '当前生效的页面' }))).toContain('库存'));

    fireEvent.change(screen.getByRole('textbox', { name: '版本说明' }), { target: { value: '去掉库存' } });
    fireEvent.click(screen.getByRole('button', { name: '保存为新版本' }));
    await waitFor(() => expect(store.versions).toHaveLength(1));
    expect(t.calls.find((c) => c.key === 'tntcfg.savePatch')!.payload).toEqual({ screen: 'GoodsList', patch: { items: [{ at: 'columns/stock', hidden: true }], order: [] }, note: '去掉库存', baseVersion: 0 });
    await screen.findByText('已保存为版本1');
    // Both blocks follow: the saved version is version 1, and the versions table marks it.
    await screen.findByRole('tab', { name: '当前生效（版本1）' });
    await waitFor(() => expect(document.querySelector('tr[data-current]')?.getAttribute('data-version')).toBe('1'));
    expect(((await screen.findByRole('textbox', { name: '版本说明' })) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox', { name: '隐藏「库存」' }) as HTMLInputElement).checked).toBe(true);
  });

  it('previews as the chosen role: its rights prune the buttons, its name is on the tab', async () => {
    open();
    const preview = await draftPreview();
    await waitFor(() => expect(within(preview).queryAllByRole('button', { name: '新增' }).length).toBe(1));
    await chooseOption(screen.getByRole('combobox', { name: '预览角色' }), '卖家管理员');
    await screen.findByRole('tab', { name: '预览（未保存） · 卖家管理员' });
    await waitFor(async () => expect(within(await draftPreview()).queryAllByRole('button', { name: '新增' }).length).toBe(0));
    expect((await draftPreview()).getAttribute('data-preview-role')).toBe('R1');
  });

  it('rolls back to version 0 after a confirmation at the row, and shows the difference between two versions', async () => {
    const { t, store } = open();
    fireEvent.click(await screen.findByRole('checkbox', { name: '隐藏「库存」' }));
    fireEvent.click(screen.getByRole('button', { name: '保存为新版本' }));
    const base = await waitFor(() => {
      const r = document.querySelector<HTMLElement>('tr[data-version="0"]');
      if (!r) throw new Error('no version 0 row yet');
      return r;
    });
    expect(base.textContent).toContain('未定制（页面原样）');
    fireEvent.click(within(base).getByRole('button', { name: '回滚到此版本' }));
    expect(t.calls.some((c) => c.key === 'tntcfg.rollbackPatch')).toBe(false);
    fireEvent.click(within(base).getByRole('button', { name: '确定回滚' }));
    await waitFor(() => expect(store.versions).toHaveLength(2));
    expect(t.calls.find((c) => c.key === 'tntcfg.rollbackPatch')!.payload).toEqual({ screen: 'GoodsList', version: 0, baseVersion: 1 });
    await waitFor(() => expect(document.querySelector('tr[data-current]')?.getAttribute('data-version')).toBe('2'));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: '隐藏「库存」' }) as HTMLInputElement).checked).toBe(false));

    const v2 = document.querySelector<HTMLElement>('tr[data-version="2"]')!;
    fireEvent.click(within(v2).getByRole('button', { name: '与上一版对比' }));
    const diff = await screen.findByRole('table', { name: '版本1与版本2的差异' });
    await waitFor(() => expect(diff.textContent).toContain('列「库存」'));
    expect(t.calls.find((c) => c.key === 'tntcfg.patchDiff')!.payload).toEqual({ screen: 'GoodsList', fromVersion: 1, version: 2 });
  });

  it('with readAs, reads the screen\'s data through the preview call as the chosen role (the viewer\'s own rows until one is chosen)', async () => {
    const store = versionStore();
    const row = (goodsName: string) => ({ id: goodsName, goodsName, price: '1.00', stock: 1, status: '1' });
    const t = inlineEngine({
      ...store.handlers,
      'goods.page': () => ({ records: [row('管理员看到的商品')], total: 1 }),
      'tntcfg.previewCall': (p) => ({ records: [row(`角色${String(p.roleId)}看到的商品`)], total: 1 }),
    });
    const editor = { ...EDITOR, blocks: EDITOR.blocks.map((b) => (b.kind === 'screen-preview' ? { ...b, readAs: { call: 'tntcfg.previewCall' } } : b)) };
    render(t.view(editor, {}, { screen: 'GoodsList' }));
    await waitFor(async () => expect((await draftPreview()).textContent).toContain('管理员看到的商品'));
    expect(t.calls.some((c) => c.key === 'tntcfg.previewCall')).toBe(false);

    await chooseOption(screen.getByRole('combobox', { name: '预览角色' }), '卖家管理员');
    await waitFor(async () => expect((await draftPreview()).textContent).toContain('角色R1看到的商品'));
    expect((await draftPreview()).textContent).not.toContain('管理员看到的商品');
    const sent = t.calls.find((c) => c.key === 'tntcfg.previewCall')!.payload;
    expect(sent).toMatchObject({ screen: 'GoodsList', roleId: 'R1', key: 'goods.page' });
    expect(sent.body).toMatchObject({ pageNum: 1 });
  });

  it('shows its hint until a screen is chosen; choosing one sets the page state and opens it', async () => {
    const { t } = open({});
    await screen.findByText('请选择页面');
    const combo = screen.getByRole('combobox', { name: '选择页面' });
    await chooseOption(combo, '商品列表（/seller/goods）');
    await screen.findByRole('checkbox', { name: '隐藏「库存」' });
    expect(t.calls.some((c) => c.key === 'tntcfg.patchVersion' && c.payload.screen === 'GoodsList')).toBe(true);
  });
});

describe('look-preview block', () => {
  it('draws each pane in its own colour, name, and menu order', async () => {
    const t = inlineEngine({ 'tntcfg.changes': () => ({ records: [{ changedAt: '2026-11-28 10:00:00', actorNm: '管理员', summary: '系统名称' }], total: 1 }) });
    render(
      t.view({
        kind: 'page',
        route: { name: 'Look', path: '/user/look', meta: { title: '外观' } },
        blocks: [{
          kind: 'look-preview',
          panes: [
            { caption: '现在', skin: 'orange', name: '甲平台', menus: [{ value: 'a', label: '卖家中心' }, { value: 'b', label: '买家中心' }] },
            { caption: '之后', skin: '#123456', name: '乙平台', menus: [{ value: 'a', label: '卖家中心' }, { value: 'b', label: '买家中心' }], menuOrder: ['b'] },
          ],
          data: { call: 'tntcfg.changes', params: { pageNum: 1, pageSize: 3 }, map: { rows: 'records' } },
          columns: [{ field: 'changedAt', label: '操作时间', from: 5, chars: 11 }, { field: 'actorNm', label: '操作人' }],
        }],
      }),
    );
    const now = await screen.findByRole('region', { name: '现在' });
    const after = screen.getByRole('region', { name: '之后' });
    expect(now.querySelector('[data-preview="systemName"]')!.textContent).toBe('甲平台');
    expect((now.querySelector('.scpr-look__login .scpr-look__button') as HTMLElement).style.background).toBe('#f95e5e');
    expect((after.querySelector('.scpr-look__login .scpr-look__button') as HTMLElement).style.background).toBe('#123456');
    expect([...after.querySelectorAll('[data-preview="menus"] li')].map((li) => li.textContent)).toEqual(['首页', '买家中心', '卖家中心']);
    await waitFor(() => expect(now.textContent).toContain('11-28 10:00'));
  });

  it('reads a look: theme names or #rrggbb (else blue), the first uploaded picture, ticked menus first', () => {
    expect([colourOf('green'), colourOf('#ABCDEF'), colourOf('red'), colourOf(undefined)]).toEqual(['#2ab28b', '#ABCDEF', '#007aff', '#007aff']);
    expect(lookOf({ logo: [{ url: '/a.png' }, { url: '/b.png' }], background: '/bg.png' })).toMatchObject({ logo: '/a.png', background: '/bg.png', name: '（未填写系统名称）' });
    expect(orderedMenus([{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }, { value: 'c', label: 'C' }], ['c', 'a'])).toEqual(['C', 'A', 'B']);
  });
});

describe('versions block across screens', () => {
  // Two screens with their own versions: GoodsList has 3, Other has 1.
  const counts: Record<string, number> = { GoodsList: 3, Other: 1 };
  const versionRows = (s: string) =>
    Array.from({ length: counts[s] ?? 0 }, (_, i) => counts[s]! - i).map((v) => ({ version: v, note: `${s}的版本${v}`, actorNm: '管理员', createdAt: '2026-11-28 10:00:00', changes: 1, current: v === counts[s] }));
  const PAGE = {
    kind: 'page',
    route: { name: 'Versions', path: '/user/versions', meta: { title: '版本' } },
    state: { screen: '= query.screen' },
    blocks: [
      {
        kind: 'choosers',
        fields: [{ state: 'screen', label: '页面', name: '选择页面', data: { call: 'tntcfg.patchScreens', params: { pageNum: 1, pageSize: 100 }, map: { rows: 'records' } }, value: 'screen', option: '= row.screenTitle' }],
      },
      {
        kind: 'versions',
        title: '版本记录',
        access: { visible: '= !!state.screen' },
        data: { call: 'tntcfg.patchVersions', params: { screen: '= state.screen' }, deps: ['state.screen'] },
        diff: { call: 'tntcfg.patchDiff', params: { screen: '= state.screen', fromVersion: '= row.from', version: '= row.to' } },
      },
    ],
  };

  it('starts the compare choices again when another screen is chosen: they never keep the previous screen\'s versions', async () => {
    const t = inlineEngine({
      'tntcfg.patchScreens': () => ({ records: [{ screen: 'GoodsList', screenTitle: '商品列表' }, { screen: 'Other', screenTitle: '其他页面' }], total: 2 }),
      'tntcfg.patchVersions': (p: Record<string, unknown>) => ({ records: versionRows(String(p.screen)), total: counts[String(p.screen)] ?? 0 }),
      'tntcfg.patchDiff': () => [],
    });
    render(t.view(PAGE, {}, { screen: 'GoodsList' }));
    const older = () => screen.getByRole('combobox', { name: '对比的旧版本' }) as HTMLInputElement;
    const newer = () => screen.getByRole('combobox', { name: '对比的新版本' }) as HTMLInputElement;
    await waitFor(() => expect(document.querySelector('tr[data-version="3"]')).not.toBeNull());
    await waitFor(() => expect([older().value, newer().value]).toEqual(['版本2', '版本3']));
    await chooseOption(older(), '版本1');
    await chooseOption(newer(), '版本2');
    await waitFor(() => expect([older().value, newer().value]).toEqual(['版本1', '版本2']));

    await chooseOption(screen.getByRole('combobox', { name: '选择页面' }), '其他页面');
    await waitFor(() => expect(document.querySelector('tr[data-version="3"]')).toBeNull());
    await waitFor(() => expect(document.querySelector('tr[data-version="1"]')?.textContent).toContain('Other的版本1'));
    // Other's versions are 0 and 1: the choices start again at its newest two.
    expect([older().value, newer().value]).toEqual(['版本0', '版本1']);
    fireEvent.click(screen.getByRole('button', { name: '查看差异' }));
    await waitFor(() => expect(t.calls.find((c) => c.key === 'tntcfg.patchDiff')?.payload).toEqual({ screen: 'Other', fromVersion: 0, version: 1 }));
  });
});
