// Permission entries as the menu sync of docs/contracts.md section 3 produces them.
import type { PermissionEntry } from '../../../src/session';

export const menu = (menuId: string, menuPath: string, parentMenuId = '0', extra: Partial<PermissionEntry> = {}): PermissionEntry => ({
  menuId,
  menuNm: extra.menuNm ?? menuPath,
  menuPath,
  parentMenuId,
  menuOrderno: 10,
  type: 1,
  menuType: 'menu',
  defMenu: 1,
  belong: '1',
  webUrl: '',
  embedWay: '',
  ...extra,
});

export const button = (menuId: string, key: string, parentMenuId: string, extra: Partial<PermissionEntry> = {}): PermissionEntry =>
  menu(menuId, key, parentMenuId, { type: 2, menuType: 'button', ...extra });

export const custom = (menuId: string, menuNm: string, parentMenuId = '0', extra: Partial<PermissionEntry> = {}): PermissionEntry =>
  menu(menuId, '', parentMenuId, { menuNm, defMenu: 0, webUrl: `https://ext.test/${menuId}`, embedWay: 'PAGE_INLINE', ...extra });
