// Quick entries of the home page (spec sections 2.12, 3, 5, 9; permission home).
import { defineCall } from './types';
import { list, nul, obj, open, ref, str } from './shapes';

const entry = open({ id: str, menuName: str, menuId: str, menuPath: str }, ['id', 'menuName', 'menuId']);

export const shortcut = [
  defineCall({
    key: 'shortcut.shortcutMenuList', method: 'POST', path: '/scpr/acl/shortcut/shortcutMenuList', permission: 'home',
    title: '快捷入口列表',
    request: obj({}),
    response: list(entry),
  }),
  defineCall({
    key: 'shortcut.shortcutMenuAdd', method: 'POST', path: '/scpr/acl/shortcut/shortcutMenuAdd', permission: 'home',
    title: '添加快捷入口（名称1-5个字，最多4个）',
    request: obj({ menuName: ref('shortcut-menu', 'menuName'), menuId: ref('shortcut-menu', 'menuId') }, ['menuName', 'menuId']),
    response: entry,
  }),
  defineCall({
    key: 'shortcut.shortcutMenuDelete', method: 'POST', path: '/scpr/acl/shortcut/shortcutMenuDelete', permission: 'home',
    title: '删除快捷入口（至少保留1个）',
    request: obj({ id: ref('shortcut-menu', 'id') }, ['id']),
    response: nul,
  }),
];
