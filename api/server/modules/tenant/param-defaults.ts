// The platform parameters every tenant has (spec 7 names; spec 9: a flag is on when its value is '1'),
// written at every start for each tenant that lacks one (api/server/reference.ts): reference data, not
// demo data. A tenant's own value, once written, is never overwritten.
export type ParamGroup = 'platform' | 'page' | 'register' | 'disable';
export interface ParamDefault {
  paramNo: string;
  paramGroup: ParamGroup;
  paramValue: string;
}

export const PARAM_DEFAULTS: readonly ParamDefault[] = [
  { paramNo: 'ENT_REAL_AUTH', paramGroup: 'platform', paramValue: '1' },
  { paramNo: 'PERSON_REAL_AUTH', paramGroup: 'platform', paramValue: '1' },
  { paramNo: 'USR00100101', paramGroup: 'platform', paramValue: '0' }, // need audit for register
  { paramNo: 'USR00600302', paramGroup: 'platform', paramValue: '0' }, // need audit when adding a customer
  { paramNo: 'NEED_WMS', paramGroup: 'platform', paramValue: '0' }, // spec 9: storage centre shown when '0'
  { paramNo: 'WMS_MANAGE_MODE', paramGroup: 'platform', paramValue: '0' },
  { paramNo: 'TNT_DOWNSELF_ITEM', paramGroup: 'platform', paramValue: '1' },
  // Storage quota of uploaded files (issue 13): per enterprise (its accounts together, and the platform
  // operator's own) and per personal account, in MB (modules/file/quota.ts).
  { paramNo: 'FILE_QUOTA_ENT_MB', paramGroup: 'platform', paramValue: '2048' },
  { paramNo: 'FILE_QUOTA_PERSON_MB', paramGroup: 'platform', paramValue: '200' },
  { paramNo: 'TNT_CST_FONT', paramGroup: 'page', paramValue: 'PingFang SC' },
  { paramNo: 'REGISTER_MOBILE', paramGroup: 'register', paramValue: '1' },
  { paramNo: 'REGISTER_INVITATION', paramGroup: 'register', paramValue: '1' },
  { paramNo: 'REGISTER_ENTERPRISE', paramGroup: 'register', paramValue: '1' },
  { paramNo: 'REGISTER_PERSONAL', paramGroup: 'register', paramValue: '1' },
  { paramNo: 'contorValue', paramGroup: 'disable', paramValue: '' },
  // Orders (docs/trading.md; read by modules/indent/params.ts): minutes an agreed order may wait for payment
  // before the scheduler cancels it, and days of credit (pay type 10) for a seller that set none.
  { paramNo: 'ORDER_UNPAID_TIMEOUT', paramGroup: 'platform', paramValue: '1440' },
  { paramNo: 'ORDER_CREDIT_DAYS', paramGroup: 'platform', paramValue: '30' },
];
