// Permission entries as the menu sync of docs/contracts.md section 3 produces them.
import type { PermissionEntry, Role, UserInfo } from '../../../src/session';

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

/** A user as the catalogue's loginUser has it (src/session UserInfo), with neutral values (empty or null,
 * as falsy as the fields a test leaves out) for what the test does not set. */
export const userInfo = (extra: Partial<UserInfo> = {}): UserInfo => ({
  userId: '', username: '', accountId: '', accountType: 2, isTnt: false, company: null, companyId: null, companyNm: null,
  userAuthStatus: '', entAuthStatus: null, roleList: [], tntId: '', idytpCd: '', ...extra,
});

/** A role as the catalogue's roleBO has it. */
export const role = (roleNm: string, roleId = `R_${roleNm}`): Role => ({ roleId, roleNm });
