// Tenant customisation (issue 33 items 1-3): the tenant admin's page settings (spec 7's page calls: skin,
// logo, font, menu order, system name, introduction, and the TNT_CST_* page parameters), function settings
// (the disable list contorValue of spec 6 and the platform parameters of spec 7), both recorded with who
// and when; and screen patches: per screen, versions with who and when, a diff between two versions,
// rollback as a new version, checked by the screen format's checks before they are saved.
import { defineCall } from './types';
import { bool, int, list, obj, open, ref, str, strOrNull, type FieldOf } from './shapes';

const c = <const F extends FieldOf<'tenant-custom'>>(field: F) => ref('tenant-custom', field);
const picture = open({ id: str, name: str, url: str }, ['id', 'name', 'url']);
const pageSetting = open(
  {
    skin: str, skinColour: str, logo: list(picture), font: str, menuOrder: list(str), systemName: str, introduction: str, loginBg: list(picture),
    menus: list(open({ value: str, label: str }, ['value', 'label'])), changedBy: str, changedAt: strOrNull,
  },
  ['skin', 'skinColour', 'logo', 'font', 'menuOrder', 'systemName', 'introduction', 'loginBg', 'menus'],
);
const PARAMS = ['ENT_REAL_AUTH', 'PERSON_REAL_AUTH', 'USR00100101', 'USR00600302', 'NEED_WMS', 'WMS_MANAGE_MODE', 'TNT_DOWNSELF_ITEM'] as const;
const funcSetting = open(
  {
    disabled: list(str), ENT_REAL_AUTH: str, PERSON_REAL_AUTH: str, USR00100101: str, USR00600302: str, NEED_WMS: str, WMS_MANAGE_MODE: str, TNT_DOWNSELF_ITEM: str,
    features: list(open({ value: str, label: str }, ['value', 'label'])), changedBy: str, changedAt: strOrNull,
  },
  ['disabled', ...PARAMS, 'features'],
);
const change = open({ changeId: str, area: str, summary: str, actorNm: str, changedAt: str }, ['changeId', 'area', 'summary', 'actorNm', 'changedAt']);
const patchItem = obj(
  {
    at: c('patchAt'), hidden: c('patchHidden'), label: c('patchLabel'), required: c('patchRequired'), defaultValue: c('patchDefault'), pageSize: c('patchPageSize'),
  },
  ['at'],
);
const patchOrder = obj({ at: c('patchAt'), ids: c('patchIds') }, ['at', 'ids']);
const patch = { ...obj({ items: { ...list(patchItem), maxItems: 300, title: '页面定制' }, order: { ...list(patchOrder), maxItems: 60, title: '顺序' } }), title: '页面定制' };
const patchOut = open({ items: list(open({ at: str }, ['at'])), order: list(open({ at: str, ids: list(str) }, ['at', 'ids'])) });
const versionRow = open(
  { screen: str, version: int, note: str, rollbackOf: { type: ['integer', 'null'] }, actorNm: str, createdAt: str, changes: int, current: bool },
  ['screen', 'version', 'note', 'rollbackOf', 'actorNm', 'createdAt', 'changes', 'current'],
);

export const tntcfg = [
  defineCall({
    key: 'tntcfg.pageSetting', method: 'POST', path: '/scpr/mall/pageConfig/pageSetting', permission: 'PageSetting',
    title: '页面设置（皮肤、标识、字体、菜单顺序、系统名称、介绍、登录背景）',
    request: obj({}),
    response: pageSetting,
  }),
  defineCall({
    key: 'tntcfg.savePageSetting', method: 'POST', path: '/scpr/mall/pageConfig/savePageSetting', permission: 'page-setting-save',
    title: '保存页面设置（本平台所有用户的下一页起生效）',
    request: obj(
      {
        skin: c('skin'), skinColour: c('skinColour'), logo: c('logo'), font: c('font'), menuOrder: c('menuOrder'), systemName: c('systemName'),
        introduction: c('introduction'), loginBg: c('loginBg'),
      },
      ['skin', 'font', 'systemName'],
    ),
    response: pageSetting,
  }),
  defineCall({
    key: 'tntcfg.funcSetting', method: 'POST', path: '/scpr/acl/tenant/funcSetting', permission: 'TntConfig',
    title: '功能设置（禁用功能、平台参数）',
    request: obj({}),
    response: funcSetting,
  }),
  defineCall({
    key: 'tntcfg.saveFuncSetting', method: 'POST', path: '/scpr/acl/tenant/saveFuncSetting', permission: 'tnt-config-save',
    title: '保存功能设置（立即生效）',
    request: obj(
      {
        disabled: c('disabled'), ENT_REAL_AUTH: c('ENT_REAL_AUTH'), PERSON_REAL_AUTH: c('PERSON_REAL_AUTH'), USR00100101: c('USR00100101'),
        USR00600302: c('USR00600302'), NEED_WMS: c('NEED_WMS'), WMS_MANAGE_MODE: c('WMS_MANAGE_MODE'), TNT_DOWNSELF_ITEM: c('TNT_DOWNSELF_ITEM'),
      },
      // The form leaves an empty checkbox list out of the request: no list is nothing disabled.
      [...PARAMS],
    ),
    response: funcSetting,
  }),
  defineCall({
    key: 'tntcfg.changes', method: 'POST', path: '/scpr/acl/tenant/setting/changes', permission: 'PageSetting',
    title: '页面设置与功能设置的变更记录（谁、何时、改了什么）',
    request: obj({ pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize'), area: c('area') }, ['pageNum', 'pageSize']),
    response: open({ records: list(change), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'tntcfg.patchScreens', method: 'POST', path: '/scpr/mall/screenPatch/screens', permission: 'ScreenPatch',
    title: '可定制的页面（当前版本、最近修改）',
    request: obj({ pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize'), keyword: c('screenTitle') }, ['pageNum', 'pageSize']),
    response: open(
      { records: list(open({ screen: str, screenTitle: str, path: str, version: int, actorNm: str, createdAt: strOrNull }, ['screen', 'screenTitle', 'path', 'version'])), total: int },
      ['records', 'total'],
    ),
  }),
  defineCall({
    key: 'tntcfg.patchVersions', method: 'POST', path: '/scpr/mall/screenPatch/versions', permission: 'ScreenPatch',
    title: '页面定制的版本（谁、何时）',
    request: obj({ screen: c('screen'), pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') }, ['screen', 'pageNum', 'pageSize']),
    response: open({ records: list(versionRow), total: int, current: int }, ['records', 'total', 'current']),
  }),
  defineCall({
    key: 'tntcfg.patchVersion', method: 'POST', path: '/scpr/mall/screenPatch/version', permission: 'ScreenPatch',
    title: '页面定制的一个版本（版本0为未定制）',
    request: obj({ screen: c('screen'), version: c('version') }, ['screen', 'version']),
    response: open({ screen: str, version: int, current: int, patch: patchOut }, ['screen', 'version', 'current', 'patch']),
  }),
  defineCall({
    key: 'tntcfg.patchCheck', method: 'POST', path: '/scpr/mall/screenPatch/check', permission: 'ScreenPatch',
    title: '检查页面定制（保存前；不保存）',
    request: obj({ screen: c('screen'), patch }, ['screen', 'patch']),
    response: open({ ok: bool }, ['ok']),
  }),
  defineCall({
    key: 'tntcfg.savePatch', method: 'POST', path: '/scpr/mall/screenPatch/savePatch', permission: 'screen-patch-save',
    title: '保存页面定制为新版本（检查通过后）',
    request: obj({ screen: c('screen'), patch, note: c('note'), baseVersion: c('baseVersion') }, ['screen', 'patch', 'baseVersion']),
    response: versionRow,
  }),
  defineCall({
    key: 'tntcfg.rollbackPatch', method: 'POST', path: '/scpr/mall/screenPatch/rollbackPatch', permission: 'screen-patch-save',
    title: '回滚页面定制到某一版本（记为新版本）',
    request: obj({ screen: c('screen'), version: c('version'), baseVersion: c('baseVersion') }, ['screen', 'version', 'baseVersion']),
    response: versionRow,
  }),
  defineCall({
    key: 'tntcfg.patchDiff', method: 'POST', path: '/scpr/mall/screenPatch/diff', permission: 'ScreenPatch',
    title: '两个版本的差异（按页面元素）',
    request: obj({ screen: c('screen'), fromVersion: c('fromVersion'), version: c('version') }, ['screen', 'fromVersion', 'version']),
    response: list(open({ at: str, element: str, property: str, propertyNm: str, before: str, after: str }, ['at', 'element', 'property', 'propertyNm', 'before', 'after'])),
  }),
  defineCall({
    key: 'tntcfg.previewRoles', method: 'POST', path: '/scpr/mall/screenPatch/roles', permission: 'ScreenPatch',
    title: '预览用的角色及其权限（路由名、按钮权限）',
    request: obj({}),
    response: list(open({ roleId: str, roleNm: str, authority: list(str), buttons: list(str) }, ['roleId', 'roleNm', 'authority', 'buttons'])),
  }),
  defineCall({
    key: 'tntcfg.previewCall', method: 'POST', path: '/scpr/mall/screenPatch/previewCall', permission: 'ScreenPatch',
    title: '以所选角色的权限读取页面的数据（预览用：不超出本人权限；该角色看不到的列和操作不返回）',
    request: obj({ screen: c('screen'), roleId: c('roleId'), key: c('previewCall'), body: c('previewBody') }, ['screen', 'roleId', 'key']),
    response: {},
  }),
  defineCall({
    key: 'tntcfg.activePatches', method: 'POST', path: '/scpr/mall/screenPatch/activePatches', permission: 'login',
    title: '本平台当前生效的页面定制（按页面）',
    request: obj({}),
    response: list(open({ screen: str, version: int, patch: patchOut }, ['screen', 'version', 'patch'])),
  }),
];
