// Reference code lists of accounts (spec 3, 6): written at every start (api/server/reference.ts),
// demo data or not; served by tenant.queryCodeList.
import type { CodeLists } from '../../core';

export const userCodes = {
  ACCOUNT_TYPE: [['1', '个人账号'], ['2', '企业账号']],
  AUTH_STATUS: [['1', '未认证'], ['2', '认证审核中'], ['3', '已认证'], ['4', '认证驳回']],
  ACCOUNT_STATUS: [['0', '待审核'], ['1', '正常'], ['9', '已停用']],
} satisfies CodeLists;
