// Function settings (issue 33 item 3): the disable list (contorValue, spec 6: a disabled feature's elements
// and routes disappear) and the platform parameters of spec 7, each with its meaning in Chinese. Stored as
// the tenant parameters the tenant calls read (tenant.queryContorValue, tenant.queryPlatformParam), so the
// next page of every user of the tenant follows them; a save records what changed, by whom and when.
import { and, asc, eq } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, type Deps, type Principal } from '../../core';
import type { RequestOf } from '../../../catalogue';
import { permissionTables } from '../permission';
import { lastChange, recordChange } from './changes';
import { lockParams, readParams, writeParam } from './params';
import type { SettingChange } from './tables';

export const CONTOR_VALUE = 'contorValue';
/** Spec 7's platform parameters and what each means (the code lists say what each value means). */
export const PLATFORM_PARAMS = {
  ENT_REAL_AUTH: '企业实名认证',
  PERSON_REAL_AUTH: '个人实名认证',
  USR00100101: '注册需平台审核',
  USR00600302: '添加客户需平台审核',
  NEED_WMS: '仓储中心',
  WMS_MANAGE_MODE: '仓储管理模式',
  TNT_DOWNSELF_ITEM: '平台下架商品',
} as const;
type ParamName = keyof typeof PLATFORM_PARAMS;
const PARAM_NAMES = Object.keys(PLATFORM_PARAMS) as ParamName[];
/** Spec 4: 我的意见 (men30100068) is kept only while menu-wdyj is not disabled; it is no menu path. */
const EXTRA_FEATURES = [{ value: 'menu-wdyj', label: '我的意见' }];

type Save = RequestOf<'tntcfg.saveFuncSetting'>;

/** What may be disabled: the header's areas, the app-level features and every button of every screen. */
async function features(tx: Tx, tntId: string): Promise<{ value: string; label: string }[]> {
  const m = permissionTables.menus;
  const rows = await tx
    .select({ menuId: m.menuId, menuPath: m.menuPath, menuNm: m.menuNm, parent: m.parentMenuId, type: m.type, meta: m.meta })
    .from(m)
    .where(and(eq(m.tntId, tntId), eq(m.defMenu, 1), eq(m.belong, '1')))
    .orderBy(asc(m.menuOrderno), asc(m.menuId));
  const byId = new Map(rows.map((r) => [r.menuId, r]));
  const out = rows
    .filter((r) => r.menuPath && (r.type === 2 || (r.parent === '0' && r.meta?.hidden !== true)))
    .map((r) => {
      const parent = byId.get(r.parent);
      return { value: r.menuPath, label: r.type === 2 && parent ? `${parent.menuNm}：${r.menuNm}` : r.menuNm };
    });
  return [...out, ...EXTRA_FEATURES];
}

const split = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);

async function read(tx: Tx, tntId: string) {
  const v = await readParams(tx, tntId, [CONTOR_VALUE, ...PARAM_NAMES]);
  const params = Object.fromEntries(PARAM_NAMES.map((n) => [n, v[n] ?? '0'])) as Record<ParamName, string>;
  return { disabled: split(v[CONTOR_VALUE]), ...params, features: await features(tx, tntId), ...(await lastChange(tx, tntId, 'function')) };
}

/** The tenant's disable list (contorValue). */
export function disabledList(deps: Deps, tntId: string): Promise<string[]> {
  return withTenant(deps.orm, tntId, async (tx) => split((await readParams(tx, tntId, [CONTOR_VALUE]))[CONTOR_VALUE]));
}

export function funcSetting(deps: Deps, tntId: string) {
  return withTenant(deps.orm, tntId, (tx) => read(tx, tntId));
}

export function saveFuncSetting(deps: Deps, p: Principal, body: Save) {
  return withTenant(deps.orm, p.tntId, async (tx) => {
    await lockParams(tx, p.tntId, [CONTOR_VALUE, ...PARAM_NAMES]);
    const before = await readParams(tx, p.tntId, [CONTOR_VALUE, ...PARAM_NAMES]);
    const known = new Map((await features(tx, p.tntId)).map((f) => [f.value, f.label]));
    const kept = new Set(split(before[CONTOR_VALUE]));
    // A key already in the list stays allowed (it may name a feature of a later release).
    // No list (the form sends none when every box is unticked) is nothing disabled.
    const asked = body.disabled ?? [];
    const unknown = asked.find((k) => !known.has(k) && !kept.has(k));
    if (unknown) throw fail('BAD_REQUEST', `功能「${unknown}」不存在`);
    const labelsOf = (keys: string[]) => keys.map((k) => known.get(k) ?? k).join('、');
    const changes: SettingChange[] = [];
    const disabled = [...new Set(asked)];
    const wasDisabled = split(before[CONTOR_VALUE]);
    if (disabled.join(',') !== wasDisabled.join(',')) {
      changes.push({ name: CONTOR_VALUE, title: '禁用功能', before: labelsOf(wasDisabled), after: labelsOf(disabled) });
      await writeParam(tx, p.tntId, CONTOR_VALUE, 'disable', disabled.join(','));
    }
    for (const n of PARAM_NAMES) {
      const value = body[n];
      if (value === (before[n] ?? '0') && before[n] !== undefined) continue;
      if (value !== (before[n] ?? '0')) changes.push({ name: n, title: PLATFORM_PARAMS[n], before: before[n] ?? '', after: value });
      await writeParam(tx, p.tntId, n, 'platform', value);
    }
    await recordChange(tx, deps, p, 'function', changes);
    return read(tx, p.tntId);
  });
}
