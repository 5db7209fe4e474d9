// Reference code lists of custom menus (spec 2.11): written at every start (api/server/reference.ts),
// demo data or not; served by tenant.queryCodeList.
import type { CodeLists } from '../../core';

export const permissionCodes = {
  EMBED_WAY: [['LINK_JUMP', '外部链接'], ['PAGE_INLINE', '内嵌页面'], ['MENU', '菜单']],
} satisfies CodeLists;
