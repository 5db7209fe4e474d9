// Reference code lists of SMS codes (spec 7): written at every start (api/server/reference.ts),
// demo data or not; served by tenant.queryCodeList.
import type { CodeLists } from '../../core';

export const aclCodes = {
  SMS_OPE_TYPE: [['1', '注册'], ['2', '找回密码']],
} satisfies CodeLists;
