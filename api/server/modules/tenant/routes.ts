// Handlers of the tenant.* calls: tenant info by server name, page config, platform parameters, code
// list, disabled functions, tag, approval mark, general-login flag (spec section 7).
// Every read is a tenantRead() (one round trip each; independent reads are sent together); the calls that
// only read their tenant are read handlers (core/read-handler.ts).
import { tenantRead, withApp } from '../../db';
import { principalOf, tenantOf, type DomainHandlers, type Tenant } from '../../core';
import { readHandler, type TenantReads } from '../../core/read-handler';
import { codeList, paramByNo, paramsOfGroup, pendingAccounts } from './queries';

/** Spec section 7: the disabled-function list travels as one comma string, contorValue. */
const CONTOR_VALUE = 'contorValue';

/** Page parameters the tenant admin sets in 页面设置 (modules/tntcfg) over the tenant's own name and text. */
const SYSTEM_NAME = 'TNT_CST_SYSTEM_NAME';
const INTRODUCTION = 'TNT_CST_INTRODUCTION';

async function pageConfig(read: TenantReads['query'], tenant: Tenant) {
  const pageRespDTO = await read((q) => paramsOfGroup(q, tenant.tntId, 'page'));
  const own = (no: string) => pageRespDTO.find((x) => x.paramNo === no)?.paramValue;
  return {
    pageRespDTO,
    infoRespDTO: {
      systemName: own(SYSTEM_NAME) || tenant.systemName, introduction: own(INTRODUCTION) ?? tenant.introduction, idytpCd: tenant.idytpCd,
      tntid: tenant.tntId, tntName: tenant.tntName,
    },
  };
}

export const tenantHandlers = {
  'tenant.getTntInfoByServerName': async (ctx) => {
    const tenant = ctx.tenant;
    if (!tenant) {
      // No tenant from headers, query or host name: the visitor chooses one (route SetTntid).
      const tntList = ctx.deps.services.tenants
        .selectable()
        .map((x) => ({ tntId: x.tntId, idytpCd: x.idytpCd, industryName: x.industryName, tntName: x.tntName }));
      return { tntList, configRespDTO: null, registerConfig: [], hostLevel: null, indexType: null };
    }
    const [configRespDTO, registerConfig] = await Promise.all([
      pageConfig((r) => tenantRead(ctx.deps.db, tenant.tntId, r), tenant),
      tenantRead(ctx.deps.db, tenant.tntId, (q) => paramsOfGroup(q, tenant.tntId, 'register')),
    ]);
    return { tntList: [], configRespDTO, registerConfig, hostLevel: tenant.hostLevel, indexType: tenant.indexType };
  },
  'tenant.getTntPageConfig': readHandler(async (ctx) => {
    const tenant = tenantOf(ctx);
    return pageConfig((r) => ctx.read.query(r), tenant);
  }),
  'tenant.queryPlatformParam': readHandler(async (ctx) => {
    const tntId = tenantOf(ctx).tntId;
    return ctx.read.query((q) => paramByNo(q, tntId, ctx.body.paramNo));
  }),
  'tenant.queryCodeList': async (ctx) => withApp(ctx.deps.orm, (tx) => codeList(tx, ctx.body.code || undefined)),
  'tenant.queryContorValue': readHandler(async (ctx) => {
    const tntId = tenantOf(ctx).tntId;
    const rows = await ctx.read.query((q) => paramByNo(q, tntId, CONTOR_VALUE));
    return { contorValue: rows[0]?.paramValue ?? '' };
  }),
  'tenant.getTntTag': async (ctx) => ({ tntTag: tenantOf(ctx).tag }),
  'tenant.approveMark': readHandler(async (ctx) => {
    const tntId = tenantOf(ctx).tntId;
    // Only platform (tenant) administrators approve; everyone else has nothing to approve.
    if (!principalOf(ctx).isTnt) return { mark: 0 };
    return { mark: await ctx.read.query((q) => pendingAccounts(q, tntId)) };
  }),
  'tenant.generalLogin': async (ctx) => tenantOf(ctx).generalLogin,
} satisfies DomainHandlers<'tenant'>;
