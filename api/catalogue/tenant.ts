// Tenants and platform configuration (spec sections 3, 6, 7 and 9).
import { defineCall } from './types';
import { bool, int, list, obj, open, paramItem, ref, str, strOrNull, tenantEcho } from './shapes';

const infoRespDTO = open(
  { systemName: str, introduction: str, idytpCd: str, tntid: str, tntName: str },
  ['systemName', 'introduction', 'idytpCd', 'tntid'],
);
const pageConfig = open({ pageRespDTO: list(paramItem), infoRespDTO }, ['pageRespDTO', 'infoRespDTO']);


export const tenant = [
  defineCall({
    key: 'tenant.getTntInfoByServerName', method: 'POST', path: '/scpr/acl/tenant/getTntInfoByServerName',
    permission: 'public', tenant: 'optional',
    title: '按访问域名获取租户信息（未确定租户时返回可选租户列表）',
    request: obj({ ...tenantEcho }),
    response: open(
      {
        tntList: list(open({ tntId: str, idytpCd: str, industryName: str, tntName: str }, ['tntId', 'idytpCd', 'industryName'])),
        configRespDTO: { anyOf: [pageConfig, { type: 'null' }] },
        registerConfig: list(paramItem),
        hostLevel: strOrNull,
        indexType: strOrNull,
      },
      ['tntList', 'configRespDTO', 'registerConfig', 'hostLevel', 'indexType'],
    ),
  }),
  defineCall({
    key: 'tenant.getTntPageConfig', method: 'POST', path: '/scpr/acl/tenant/getTntPageConfig', permission: 'public',
    title: '租户页面配置（标识、字体、皮肤、登录背景、系统名称、介绍）',
    request: obj({ ...tenantEcho }),
    response: pageConfig,
  }),
  defineCall({
    key: 'tenant.queryPlatformParam', method: 'POST', path: '/scpr/acl/tenant/queryPlatformParam', permission: 'public',
    title: '平台参数查询',
    // Only the spec 7 names (the entity field's enum); other tenant rows (the disabled list, registration
    // modules) stay internal.
    request: obj({ ...tenantEcho, paramNo: ref('tenant', 'platformParamNo') }, ['paramNo']),
    response: list(paramItem),
  }),
  defineCall({
    key: 'tenant.queryCodeList', method: 'POST', path: '/scpr/acl/code/queryCodeList', permission: 'public', tenant: 'optional',
    title: '代码值列表（可按代码类型筛选）',
    request: obj({ ...tenantEcho, code: ref('tenant', 'codeType') }),
    response: list(open({ codeType: str, codeValue: str, codeValueName: str }, ['codeType', 'codeValue', 'codeValueName'])),
  }),
  defineCall({
    key: 'tenant.queryContorValue', method: 'POST', path: '/scpr/acl/tenant/queryContorValue', permission: 'public',
    title: '禁用功能列表（逗号分隔的权限名）',
    request: obj({ ...tenantEcho }),
    response: open({ contorValue: str }, ['contorValue']),
  }),
  defineCall({
    key: 'tenant.getTntTag', method: 'POST', path: '/scpr/acl/tenant/getTntTag', permission: 'public',
    title: '租户标签（APPLE、CHINESE_MEDICINE 或空）',
    request: obj({ ...tenantEcho }),
    response: open({ tntTag: str }, ['tntTag']),
  }),
  defineCall({
    key: 'tenant.approveMark', method: 'POST', path: '/scpr/acl/platform/approveMark', permission: 'login',
    title: '待审批标记（平台管理员可见的待审核账号数）',
    request: obj({ ...tenantEcho }),
    response: open({ mark: int }, ['mark']),
  }),
  defineCall({
    key: 'tenant.generalLogin', method: 'POST', path: '/scpr/acl/tenant/generalLogin', permission: 'public',
    title: '是否允许统一登录（企业公共工作台）',
    request: obj({ ...tenantEcho }),
    response: bool,
  }),
];
