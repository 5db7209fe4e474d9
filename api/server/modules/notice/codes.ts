// Reference code lists of notices (spec 4): written at every start (api/server/reference.ts),
// demo data or not; served by tenant.queryCodeList.
import type { CodeLists } from '../../core';

export const noticeCodes = {
  READ_STATUS: [['0', '未读'], ['1', '已读']],
} satisfies CodeLists;
