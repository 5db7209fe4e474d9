// Reference code lists of tenants (spec 9), written at every start (api/server/reference.ts), demo data or
// not; served by tenant.queryCodeList. Each other domain keeps its own lists in its codes.ts.
import type { CodeLists } from '../../core';

export const tenantCodes = {
  TNT_TAG: [['APPLE', '苹果产业'], ['CHINESE_MEDICINE', '中药材产业']],
} satisfies CodeLists;
