// Handlers of the tenant.* calls: tenant info by server name, page config, platform parameters, code
// list, disabled functions, tag, approval mark, general-login flag (spec section 7).
// Every read is a tenantRead() (one round trip each; independent reads are sent together).
import { tenantRead, withApp, type Database } from '../../db';
import { principalOf, tenantOf, type DomainHandlers, type Tenant } from '../../core';
import { codeList, paramByNo, paramsOfGroup, pendingAccounts } from './queries';

/** Spec section 7: the disabled-function list travels as one comma string, contorValue. */
const CONTOR_VALUE = 'contorValue';

async function pageConfig(db: Database, tenant: Tenant) {
  return {
    pageRespDTO: await tenantRead(db, tenant.tntId, (q) => paramsOfGroup(q, tenant.tntId, 'page')),
    infoRespDTO: {
      systemName: tenant.systemName, introduction: tenant.introduction, idytpCd: tenant.idytpCd, tntid: tenant.tntId, tntName: tenant.tntName,
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
      pageConfig(ctx.deps.db, tenant),
      tenantRead(ctx.deps.db, tenant.tntId, (q) => paramsOfGroup(q, tenant.tntId, 'register')),
    ]);
    return { tntList: [], configRespDTO, registerConfig, hostLevel: tenant.hostLevel, indexType: tenant.indexType };
  },
  'tenant.getTntPageConfig': async (ctx) => {
    const tenant = tenantOf(ctx);
    return pageConfig(ctx.deps.db, tenant);
  },
  'tenant.queryPlatformParam': async (ctx) => {
    const tntId = tenantOf(ctx).tntId;
    return tenantRead(ctx.deps.db, tntId, (q) => paramByNo(q, tntId, ctx.body.paramNo));
  },
  'tenant.queryCodeList': async (ctx) => withApp(ctx.deps.orm, (tx) => codeList(tx, ctx.body.code || undefined)),
  'tenant.queryContorValue': async (ctx) => {
    const tntId = tenantOf(ctx).tntId;
    const rows = await tenantRead(ctx.deps.db, tntId, (q) => paramByNo(q, tntId, CONTOR_VALUE));
    return { contorValue: rows[0]?.paramValue ?? '' };
  },
  'tenant.getTntTag': async (ctx) => ({ tntTag: tenantOf(ctx).tag }),
  'tenant.approveMark': async (ctx) => {
    const tntId = tenantOf(ctx).tntId;
    // Only platform (tenant) administrators approve; everyone else has nothing to approve.
    if (!principalOf(ctx).isTnt) return { mark: 0 };
    return { mark: await tenantRead(ctx.deps.db, tntId, (q) => pendingAccounts(q, tntId)) };
  },
  'tenant.generalLogin': async (ctx) => tenantOf(ctx).generalLogin,
} satisfies DomainHandlers<'tenant'>;
