// Per-tenant parameters: platform (spec section 7 names), page (TNT_CST_*), register modules and the
// disabled-function list (contorValue).
import type { TENANTS } from './demo-data';

type Tenant = (typeof TENANTS)[number];
type Param = { paramNo: string; paramGroup: 'platform' | 'page' | 'register' | 'disable'; paramValue: string };

export function paramsFor(x: Tenant): Param[] {
  const apple = x.tag === 'APPLE';
  return [
    // Spec section 7 platform parameters; section 9: flags are true when the value is '1'.
    { paramNo: 'ENT_REAL_AUTH', paramGroup: 'platform', paramValue: '1' },
    { paramNo: 'PERSON_REAL_AUTH', paramGroup: 'platform', paramValue: '1' },
    { paramNo: 'USR00100101', paramGroup: 'platform', paramValue: apple ? '1' : '0' }, // need audit for register
    { paramNo: 'USR00600302', paramGroup: 'platform', paramValue: '0' }, // need audit when adding a customer
    { paramNo: 'NEED_WMS', paramGroup: 'platform', paramValue: '0' }, // spec 9: storage centre shown when '0'
    { paramNo: 'WMS_MANAGE_MODE', paramGroup: 'platform', paramValue: apple ? '1' : '0' },
    { paramNo: 'TNT_DOWNSELF_ITEM', paramGroup: 'platform', paramValue: '1' },
    { paramNo: 'TNT_CST_LOGO', paramGroup: 'page', paramValue: `/scprmall/brand/${x.idytpCd.toLowerCase()}-logo.svg` },
    { paramNo: 'TNT_CST_FONT', paramGroup: 'page', paramValue: 'PingFang SC' },
    { paramNo: 'TNT_CST_SKIN', paramGroup: 'page', paramValue: x.skin },
    { paramNo: 'TNT_CST_BACKGROUND', paramGroup: 'page', paramValue: `/scprmall/brand/${x.idytpCd.toLowerCase()}-login-bg.jpg` },
    { paramNo: 'REGISTER_MOBILE', paramGroup: 'register', paramValue: '1' },
    { paramNo: 'REGISTER_INVITATION', paramGroup: 'register', paramValue: '1' },
    { paramNo: 'REGISTER_ENTERPRISE', paramGroup: 'register', paramValue: '1' },
    { paramNo: 'REGISTER_PERSONAL', paramGroup: 'register', paramValue: x.registerPersonal },
    { paramNo: 'contorValue', paramGroup: 'disable', paramValue: apple ? 'complain,menu-wdyj' : '' },
  ];
}
