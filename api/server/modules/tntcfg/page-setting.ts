// Page settings (issue 33 item 1, spec 7): skin (the three theme colours of spec 9 or the tenant's own),
// logo, font, menu order, system name, introduction, login background. All are page parameters of the
// tenant (TNT_CST_*), which tenant.getTntInfoByServerName and tenant.getTntPageConfig answer, so every user
// of the tenant gets them on their next page; a save records what changed, by whom and when.
import { and, asc, eq } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, type Deps, type Principal, type Tenant } from '../../core';
import type { RequestOf } from '../../../catalogue';
import { checkFileRefs } from '../file';
import { permissionTables } from '../permission';
import { lastChange, recordChange } from './changes';
import { lockParams, readParams, writeParam } from './params';
import type { SettingChange } from './tables';

/** Spec 9: the three theme colours; any other #rrggbb is the tenant's own. */
export const THEMES = { blue: '#007aff', orange: '#f95e5e', green: '#2ab28b' } as const;
export const PAGE = {
  skin: 'TNT_CST_SKIN', logo: 'TNT_CST_LOGO', font: 'TNT_CST_FONT', loginBg: 'TNT_CST_BACKGROUND',
  menuOrder: 'TNT_CST_MENU_ORDER', systemName: 'TNT_CST_SYSTEM_NAME', introduction: 'TNT_CST_INTRODUCTION',
} as const;
const NAMES = Object.values(PAGE);
const TITLES: Record<keyof typeof PAGE, string> = {
  skin: '皮肤', logo: '平台标识', font: '字体', loginBg: '登录页背景', menuOrder: '菜单顺序', systemName: '系统名称', introduction: '平台介绍',
};
const SKIN_NAMES: Record<string, string> = { blue: '蓝色', orange: '橙色', green: '绿色' };

type Save = RequestOf<'tntcfg.savePageSetting'>;
type Picture = { id: string; name: string; url: string };

export function skinOf(value: string | undefined): { skin: 'blue' | 'orange' | 'green' | 'custom'; skinColour: string } {
  const v = (value ?? '').trim().toLowerCase();
  for (const [name, colour] of Object.entries(THEMES)) if (v === name || v === colour) return { skin: name as 'blue', skinColour: '' };
  return /^#[0-9a-f]{6}$/.test(v) ? { skin: 'custom', skinColour: v } : { skin: 'blue', skinColour: '' };
}
const pictureOf = (url: string | undefined, name: string): Picture[] => (url ? [{ id: 'current', name, url }] : []);

/** The header's top-level menus of the tenant: what the menu order may arrange. */
async function rootMenus(tx: Tx, tntId: string): Promise<{ value: string; label: string }[]> {
  const m = permissionTables.menus;
  const rows = await tx
    .select({ menuId: m.menuId, menuPath: m.menuPath, menuNm: m.menuNm, meta: m.meta })
    .from(m)
    .where(and(eq(m.tntId, tntId), eq(m.parentMenuId, '0'), eq(m.type, 1), eq(m.belong, '1')))
    .orderBy(asc(m.menuOrderno), asc(m.menuId));
  return rows.filter((r) => r.meta?.hidden !== true).map((r) => ({ value: r.menuPath || r.menuId, label: r.menuNm }));
}

async function read(tx: Tx, tenant: Tenant) {
  const v = await readParams(tx, tenant.tntId, NAMES);
  return {
    ...skinOf(v[PAGE.skin]),
    logo: pictureOf(v[PAGE.logo], '平台标识'),
    font: v[PAGE.font] || 'PingFang SC',
    menuOrder: (v[PAGE.menuOrder] ?? '').split(',').filter(Boolean),
    systemName: v[PAGE.systemName] || tenant.systemName,
    introduction: v[PAGE.introduction] ?? tenant.introduction,
    loginBg: pictureOf(v[PAGE.loginBg], '登录页背景'),
    menus: await rootMenus(tx, tenant.tntId),
    ...(await lastChange(tx, tenant.tntId, 'page')),
  };
}

export function pageSetting(deps: Deps, tenant: Tenant) {
  return withTenant(deps.orm, tenant.tntId, (tx) => read(tx, tenant));
}

/** A picture field: unchanged (the address stored now), a file of this tenant, or none. */
async function pictureValue(tx: Tx, tntId: string, given: Picture[] | undefined, current: string | undefined, title: string): Promise<string> {
  const pic = given?.[0];
  if (!pic) return '';
  if (current && pic.url === current) return current;
  await checkFileRefs(tx, tntId, [pic], `${title}文件不存在或无权使用，请重新上传`);
  return pic.url;
}

export function savePageSetting(deps: Deps, p: Principal, tenant: Tenant, body: Save) {
  if (body.skin === 'custom' && !body.skinColour) throw fail('BAD_REQUEST', '请输入自定义主题色');
  const systemName = body.systemName.trim();
  if (!systemName) throw fail('BAD_REQUEST', '请输入系统名称');
  return withTenant(deps.orm, tenant.tntId, async (tx) => {
    await lockParams(tx, tenant.tntId, NAMES);
    const before = await readParams(tx, tenant.tntId, NAMES);
    const roots = new Set((await rootMenus(tx, tenant.tntId)).map((m) => m.value));
    const unknown = (body.menuOrder ?? []).find((n) => !roots.has(n));
    if (unknown) throw fail('BAD_REQUEST', `菜单「${unknown}」不存在`);
    if (new Set(body.menuOrder ?? []).size !== (body.menuOrder ?? []).length) throw fail('BAD_REQUEST', '菜单顺序不能重复');
    const after: Record<keyof typeof PAGE, string> = {
      skin: body.skin === 'custom' ? body.skinColour!.toLowerCase() : body.skin,
      logo: await pictureValue(tx, tenant.tntId, body.logo, before[PAGE.logo], TITLES.logo),
      font: body.font,
      loginBg: await pictureValue(tx, tenant.tntId, body.loginBg, before[PAGE.loginBg], TITLES.loginBg),
      menuOrder: (body.menuOrder ?? []).join(','),
      systemName,
      introduction: (body.introduction ?? '').trim(),
    };
    const was: Record<keyof typeof PAGE, string> = {
      skin: before[PAGE.skin] ?? 'blue', logo: before[PAGE.logo] ?? '', font: before[PAGE.font] ?? '', loginBg: before[PAGE.loginBg] ?? '',
      menuOrder: before[PAGE.menuOrder] ?? '', systemName: before[PAGE.systemName] || tenant.systemName,
      introduction: before[PAGE.introduction] ?? tenant.introduction,
    };
    const shown = (k: keyof typeof PAGE, v: string) => (k === 'skin' ? SKIN_NAMES[v] ?? v : k === 'logo' || k === 'loginBg' ? (v ? '已上传' : '') : v);
    const changes: SettingChange[] = [];
    for (const k of Object.keys(PAGE) as (keyof typeof PAGE)[]) {
      if (after[k] === was[k] && before[PAGE[k]] !== undefined) continue;
      if (after[k] !== was[k]) changes.push({ name: PAGE[k], title: TITLES[k], before: shown(k, was[k]), after: shown(k, after[k]) });
      await writeParam(tx, tenant.tntId, PAGE[k], 'page', after[k]);
    }
    await recordChange(tx, deps, p, 'page', changes);
    return read(tx, tenant);
  });
}
