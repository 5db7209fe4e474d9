// Reference code list of pay types (spec 9 pay types 5-10, declared once in api/server/codes): written at every
// start (api/server/reference.ts), served by tenant.queryCodeList.
import type { CodeLists } from '../../core';
import { PAY_TYPE_NAMES, PAY_TYPES } from '../../codes';

export const paytypeCodes = {
  PAY_TYPE: PAY_TYPES.map((p) => [p, PAY_TYPE_NAMES[p]] as const),
} satisfies CodeLists;
