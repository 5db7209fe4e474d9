// The permission domain's demo data (seedDemo): the demo roles and their grants in every demo tenant, and
// the demo tenant's custom menus (def_menu 0: the menu sync leaves them alone) with their role grants.
import { withTenant, type Database } from '../../db';
import { DEMO_TENANT_ID, TENANTS } from '../../seed';
import * as t from './tables';

/** Route names of the areas (docs/contracts.md section 3) and the app-level keys (schemas/app.json). A role
 * grants a node and everything below it, so screens added later under these areas are picked up. The user
 * centre is granted page by page to enterprise admins: its platform goods management is the tenant admin's
 * only (docs/goods.md). */
export const ROLES = [
  { roleId: 'R01', roleCode: 'TNT_ADMIN', roleNm: '平台管理员', grants: ['*'] },
  { roleId: 'R02', roleCode: 'UNIFY_ADMIN', roleNm: '公共后台管理员', grants: ['Unify', 'unify', 'home', 'header-message', 'showVersionUpdate'] },
  { roleId: 'R03', roleCode: 'SELLER_ADMIN', roleNm: '卖家管理员', grants: ['Seller', 'Shopping', 'MyCenter', 'EntCertify', 'EntInfo', 'CustomerManage', 'UnitManage', 'home', 'header-message', 'complain', 'showVersionUpdate'] },
  { roleId: 'R04', roleCode: 'BUYER_ADMIN', roleNm: '买家管理员', grants: ['Buyer', 'Shopping', 'MyCenter', 'EntCertify', 'EntInfo', 'Takeover', 'home', 'header-message', 'purchase-new-guide', 'showVersionUpdate'] },
  { roleId: 'R05', roleCode: 'AGENT', roleNm: '代销商', grants: ['Seller', 'Shopping', 'home', 'header-message'] },
  { roleId: 'R06', roleCode: 'WAREHOUSE', roleNm: '仓库人员', grants: ['Storage', 'Storehouse', 'home'] },
  { roleId: 'R07', roleCode: 'PERSONAL', roleNm: '个人会员', grants: ['Shopping', 'Buyer', 'MyCenter', 'header-message'] },
  { roleId: 'R08', roleCode: 'ENT_ADMIN', roleNm: '企业管理员', grants: ['Seller', 'Buyer', 'Shopping', 'MyCenter', 'EntCertify', 'EntInfo', 'CustomerManage', 'UnitManage', 'home', 'header-message'] },
  { roleId: 'R09', roleCode: 'ENT_MEMBER', roleNm: '企业成员', grants: ['Buyer', 'Shopping', 'home', 'header-message'] },
] as const;

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

export async function seedPermissionDemo(db: Database): Promise<void> {
  for (const { tntId } of TENANTS) {
    await withTenant(db.orm, tntId, async (tx) => {
      for (const r of ROLES) {
        await tx.insert(t.roles).values({ tntId, roleId: r.roleId, roleNm: r.roleNm, roleCode: r.roleCode }).onConflictDoNothing();
        await tx.insert(t.roleGrants).values(r.grants.map((grantKey) => ({ tntId, roleId: r.roleId, grantKey }))).onConflictDoNothing();
      }
      if (tntId !== DEMO_TENANT_ID) return;
      await tx.insert(t.menus).values(CUSTOM_MENUS.map((m) => ({
        tntId, menuId: m.menuId, menuNm: m.menuNm, menuPath: '', parentMenuId: '0', menuOrderno: m.order, menuType: 'menu', type: 1,
        menuSort: m.order, defMenu: 0, belong: '1', webUrl: m.webUrl, embedWay: m.embedWay, meta: {},
      }))).onConflictDoNothing();
      await tx.insert(t.roleGrants).values(CUSTOM_MENU_ROLES.flatMap((roleId) => CUSTOM_MENUS.map((m) => ({ tntId, roleId, grantKey: m.menuId })))).onConflictDoNothing();
    });
  }
}
