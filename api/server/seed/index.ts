// What every domain's demo data shares (issue 2): the demo tenants (the unified public workbench, a default
// demo tenant, an APPLE and a CHINESE_MEDICINE tenant with their own branding), the demo tenant's id and the
// seed's fixed time. Each domain's own demo rows are its module's seedDemo hook (docs/adding-a-vertical.md);
// the tenants' rows themselves are the tenant module's (seedDemoGlobals). Everything has a fixed id, so
// seeding twice changes nothing.
import { UNIFY_TENANT } from '../../catalogue';
import { creditCodeCheckChar } from '../../../engine/validation';

export const DEMO_TENANT_ID = 'T1001';
/** A fixed moment for created_at and notice times: the seed is deterministic. */
export const SEED_TIME = new Date('2026-01-05T09:00:00+08:00');

export const creditCode = (first17: string): string => first17 + creditCodeCheckChar(first17);

export const TENANTS = [
  {
    tntId: UNIFY_TENANT.tntId, idytpCd: UNIFY_TENANT.idytpCd, industryName: '企业公共工作台', tntName: '企业公共工作台',
    systemName: '企业公共管理后台', introduction: '面向全部行业平台企业的统一公共管理后台。', tag: '', indexType: '1', hostLevel: '0',
    generalLogin: true, isUnify: true, selectable: false, sort: 0, hosts: ['unify.localhost'], skin: 'blue', registerPersonal: '0',
  },
  {
    tntId: DEMO_TENANT_ID, idytpCd: 'AGRI', industryName: '农业产业', tntName: '农业产业示范平台',
    systemName: '农业产业交易平台', introduction: '连接农户、合作社与采购企业的农产品B2B交易平台。', tag: '', indexType: '1', hostLevel: '1',
    generalLogin: true, isUnify: false, selectable: true, sort: 1, hosts: ['demo.localhost'], skin: 'blue', registerPersonal: '1',
  },
  {
    tntId: 'T1002', idytpCd: 'APPLE', industryName: '苹果产业', tntName: '苹果产业平台',
    systemName: '苹果产业交易平台', introduction: '苹果产地直供、仓储与交易服务。', tag: 'APPLE', indexType: '2', hostLevel: '1',
    generalLogin: true, isUnify: false, selectable: true, sort: 2, hosts: ['apple.localhost'], skin: 'orange', registerPersonal: '1',
  },
  {
    tntId: 'T1003', idytpCd: 'TCM', industryName: '中药材产业', tntName: '中药材产业平台',
    systemName: '中药材产业交易平台', introduction: '道地药材溯源、收购与交易服务。', tag: 'CHINESE_MEDICINE', indexType: '2', hostLevel: '1',
    generalLogin: false, isUnify: false, selectable: true, sort: 3, hosts: ['tcm.localhost'], skin: 'green', registerPersonal: '0',
  },
] as const;

/** A demo tenant (one of TENANTS). */
export type DemoTenant = (typeof TENANTS)[number];
