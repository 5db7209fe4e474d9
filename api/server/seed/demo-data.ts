// The demo data (issue 2): the unified public workbench tenant, a default demo tenant, an APPLE tenant
// and a CHINESE_MEDICINE tenant with their own branding, and the seven demo people of the demo tenant.
// Everything has a fixed id, so seeding twice changes nothing.
import { UNIFY_TENANT } from '../../catalogue';
import { creditCodeCheckChar } from '../../../engine/validation';

export const DEMO_PASSWORD = 'Demo@2026';
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

/** Route names of the areas (docs/contracts.md section 3) and the app-level keys (schemas/app.json). A role
 * grants a node and everything below it, so screens added later under these areas are picked up. The user
 * centre is granted page by page to enterprise admins: its platform goods management is the tenant admin's
 * only (docs/goods.md). */
export const ROLES = [
  { roleId: 'R01', roleCode: 'TNT_ADMIN', roleNm: '平台管理员', grants: ['*'] },
  { roleId: 'R02', roleCode: 'UNIFY_ADMIN', roleNm: '公共后台管理员', grants: ['Unify', 'unify', 'home', 'header-message', 'showVersionUpdate'] },
  { roleId: 'R03', roleCode: 'SELLER_ADMIN', roleNm: '卖家管理员', grants: ['Seller', 'Shopping', 'MyCenter', 'UnitManage', 'home', 'header-message', 'complain', 'showVersionUpdate'] },
  { roleId: 'R04', roleCode: 'BUYER_ADMIN', roleNm: '买家管理员', grants: ['Buyer', 'Shopping', 'MyCenter', 'Takeover', 'home', 'header-message', 'purchase-new-guide', 'showVersionUpdate'] },
  { roleId: 'R05', roleCode: 'AGENT', roleNm: '代销商', grants: ['Seller', 'Shopping', 'home', 'header-message'] },
  { roleId: 'R06', roleCode: 'WAREHOUSE', roleNm: '仓库人员', grants: ['Storage', 'Storehouse', 'home'] },
  { roleId: 'R07', roleCode: 'PERSONAL', roleNm: '个人会员', grants: ['Shopping', 'Buyer', 'header-message'] },
  { roleId: 'R08', roleCode: 'ENT_ADMIN', roleNm: '企业管理员', grants: ['Seller', 'Buyer', 'Shopping', 'MyCenter', 'UnitManage', 'home', 'header-message'] },
  { roleId: 'R09', roleCode: 'ENT_MEMBER', roleNm: '企业成员', grants: ['Buyer', 'Shopping', 'home', 'header-message'] },
] as const;

export const COMPANIES = [
  { companyId: 'C000', companyNm: '农业产业平台运营有限公司', creditCode: creditCode('91110108MA01PT000') },
  { companyId: 'C001', companyNm: '绿源农业科技有限公司', creditCode: creditCode('91330100MA2C00001') },
  { companyId: 'C002', companyNm: '丰收农产品采购有限公司', creditCode: creditCode('91330100MA2C00002') },
  { companyId: 'C003', companyNm: '惠农代销服务有限公司', creditCode: creditCode('91330100MA2C00003') },
  { companyId: 'C004', companyNm: '安达仓储物流有限公司', creditCode: creditCode('91330100MA2C00004') },
] as const;

type Acc = { accountId: string; type: 1 | 2; companyId: string | null; isTnt: boolean; roles: string[] };
export interface DemoPerson {
  personId: string;
  phone: string;
  username: string;
  realName: string;
  userAuthStatus: string;
  accounts: Acc[];
}

/** The demo tenant's people (issue 2), password Demo@2026. 13800000002 holds two enterprise accounts. */
export const PEOPLE: DemoPerson[] = [
  { personId: 'P00', phone: '13800000000', username: '公共后台管理员', realName: '王公共', userAuthStatus: '3',
    accounts: [{ accountId: 'A000', type: 2, companyId: 'C000', isTnt: false, roles: ['R02'] }] },
  { personId: 'P01', phone: '13800000001', username: '平台管理员', realName: '李平台', userAuthStatus: '3',
    accounts: [{ accountId: 'A010', type: 2, companyId: 'C000', isTnt: true, roles: ['R01'] }] },
  { personId: 'P02', phone: '13800000002', username: '绿源卖家', realName: '张卖家', userAuthStatus: '3',
    accounts: [
      { accountId: 'A020', type: 2, companyId: 'C001', isTnt: false, roles: ['R03'] },
      { accountId: 'A021', type: 2, companyId: 'C002', isTnt: false, roles: ['R04'] },
    ] },
  { personId: 'P03', phone: '13800000003', username: '丰收买家', realName: '赵买家', userAuthStatus: '3',
    accounts: [{ accountId: 'A030', type: 2, companyId: 'C002', isTnt: false, roles: ['R04'] }] },
  { personId: 'P04', phone: '13800000004', username: '惠农代销', realName: '钱代销', userAuthStatus: '3',
    accounts: [{ accountId: 'A040', type: 2, companyId: 'C003', isTnt: false, roles: ['R05'] }] },
  { personId: 'P05', phone: '13800000005', username: '安达仓管', realName: '孙仓管', userAuthStatus: '3',
    accounts: [{ accountId: 'A050', type: 2, companyId: 'C004', isTnt: false, roles: ['R06'] }] },
  { personId: 'P06', phone: '13800000006', username: '李农户', realName: '李农户', userAuthStatus: '3',
    accounts: [{ accountId: 'A060', type: 1, companyId: null, isTnt: false, roles: ['R07'] }] },
];

/** The public back office admin (13800000000) in the unify tenant, and a tenant admin in each industry
 * tenant, so every tenant can be logged into. */
export const UNIFY_PEOPLE: DemoPerson[] = [
  { personId: 'P00', phone: '13800000000', username: '公共后台管理员', realName: '王公共', userAuthStatus: '3',
    accounts: [{ accountId: 'U000', type: 2, companyId: 'C000', isTnt: true, roles: ['R02'] }] },
];
export const OTHER_TENANT_PEOPLE: DemoPerson[] = [
  { personId: 'P01', phone: '13800000001', username: '平台管理员', realName: '李平台', userAuthStatus: '3',
    accounts: [{ accountId: 'A010', type: 2, companyId: 'C000', isTnt: true, roles: ['R01'] }] },
];

export const MALLS = [
  { mallId: 'M01', mallNm: '农产品零售商城', mallType: '1', mallStatus: '1', sort: 1 },
  { mallId: 'M02', mallNm: '企业采购商城', mallType: '2', mallStatus: '1', sort: 2 },
  { mallId: 'M03', mallNm: '产地直供商城', mallType: '5', mallStatus: '0', sort: 3 },
] as const;

export const NOTICES = [
  { noticeId: 'N001', accountId: null, title: '平台上线公告', content: '欢迎使用农业产业交易平台，请完善企业认证信息。', minutes: 0 },
  { noticeId: 'N002', accountId: null, title: '春耕备货提醒', content: '春耕备货季已开始，请及时上架农资商品。', minutes: 60 },
  { noticeId: 'N003', accountId: null, title: '系统维护通知', content: '本周六 22:00-24:00 进行系统维护，期间暂停交易。', minutes: 120 },
  { noticeId: 'N004', accountId: 'A030', title: '采购订单待确认', content: '您有一笔采购订单待卖家确认。', minutes: 180 },
] as const;

export const INVITATIONS = [{ inviteCode: 'FENGSHOU2026', companyId: 'C002', roleId: 'R09' }] as const;

/** Custom menus of the demo tenant (defMenu 0, spec 2.11), and the roles granted them by menu id. 金融服务 is
 * the finance custom menu of the header's left side, framed inline (PAGE_INLINE) from a demo page our own
 * server serves (public/demo/finance.html: same origin, so the app page's frame-src is 'self'); 农业农村部 is
 * an external link (LINK_JUMP) opened in a new window with the tenant and tokens appended (spec 7). */
export const CUSTOM_MENUS = [
  { menuId: 'cst_finance', menuNm: '金融服务', webUrl: '/scprmall/demo/finance.html', embedWay: 'PAGE_INLINE', order: 90 },
  { menuId: 'cst_moa', menuNm: '农业农村部', webUrl: 'https://www.moa.gov.cn/', embedWay: 'LINK_JUMP', order: 91 },
] as const;
/** Enterprise roles see both (the tenant admin R01 holds everything through '*'). */
export const CUSTOM_MENU_ROLES = ['R03', 'R04', 'R05', 'R08', 'R09'] as const;
