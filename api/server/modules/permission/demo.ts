// The permission domain's demo data (seedDemo): the demo roles and their grants in every demo tenant, and
// the demo tenant's custom menus (def_menu 0: the menu sync leaves them alone) with their role grants.
import { withTenant, type Database } from '../../db';
import { DEMO_TENANT_ID, TENANTS } from '../../seed';
import * as t from './tables';

/** Route names of the areas (docs/contracts.md section 3) and the app-level keys (schemas/app.json). A role
 * grants a node and everything below it, so screens added later under these areas are picked up. The user
 * centre is granted page by page to enterprise admins: its platform goods management is the tenant admin's
 * only (docs/goods.md). */
/** An enterprise admin's organisation pages (issue 32 item 3): its roles, departments and accounts. */
const ORGANISATION = ['RoleManage', 'OrganSetting', 'OrganDetail'] as const;
/** What the public back office's screens share with the user centre (spec 2.3: its role screen, its
 * company information and certification): the buttons and the calls' keys, declared once there; held by
 * its admin in the back office's own tenant only (elsewhere that account keeps the workbench alone). */
const UNIFY_SHARED = ['role-edit', 'role-delete', 'EntCertify', 'EntInfo'] as const;
/** A seller enterprise's shop pages (issue 33 item 5): its online and offline shops, goods and storefront ads. */
const SHOP = ['MyShopManage', 'ShopGoods', 'AdManage'] as const;
/** A shop's gallery (issue 33 item 5): its picture and video lists and their add pages. */
const SHOP_MEDIA = ['ShopImageList', 'ShopVideoList', 'AddImages', 'AddVideo'] as const;
/** Platform roles an enterprise may give its own accounts (roles.ent_assignable). */
const ENT_ASSIGNABLE: readonly string[] = ['R03', 'R04', 'R05', 'R06', 'R08', 'R09'];

export const ROLES = [
  { roleId: 'R01', roleCode: 'TNT_ADMIN', roleNm: '平台管理员', grants: ['*'] },
  { roleId: 'R02', roleCode: 'UNIFY_ADMIN', roleNm: '公共后台管理员', grants: ['Unify', 'unify', 'home', 'header-message', 'showVersionUpdate'] },
  { roleId: 'R03', roleCode: 'SELLER_ADMIN', roleNm: '卖家管理员', grants: ['Seller', 'Shopping', 'MyCenter', 'ShopOrder', 'ShopOrderDetail', 'ShopOrderSettlement', 'ShopOrderSettlementPayment', 'SettleOrderList', 'SettlePayHistory', 'EntCertify', 'EntInfo', 'CustomerManage', 'UnitManage', 'CashAccountManage', 'MyPerformance', 'Complain', 'ComplainAdd', ...ORGANISATION, ...SHOP, ...SHOP_MEDIA, 'home', 'header-message', 'complain', 'showVersionUpdate'] },
  { roleId: 'R04', roleCode: 'BUYER_ADMIN', roleNm: '买家管理员', grants: ['Buyer', 'Shopping', 'MyCenter', 'EntCertify', 'EntInfo', 'CashAccountManage', 'MyPerformance', 'Takeover', 'Complain', 'ComplainAdd', ...ORGANISATION, 'home', 'header-message', 'complain', 'purchase-new-guide', 'showVersionUpdate'] },
  { roleId: 'R05', roleCode: 'AGENT', roleNm: '代销商', grants: ['Seller', 'Shopping', 'ShopOrder', 'ShopOrderDetail', 'ShopOrderSettlement', 'ShopOrderSettlementPayment', 'SettleOrderList', 'SettlePayHistory', ...SHOP, ...SHOP_MEDIA, 'home', 'header-message'] },
  { roleId: 'R06', roleCode: 'WAREHOUSE', roleNm: '仓库人员', grants: ['Storage', 'Storehouse', 'home'] },
  { roleId: 'R07', roleCode: 'PERSONAL', roleNm: '个人会员', grants: ['Shopping', 'Buyer', 'MyCenter', 'header-message'] },
  { roleId: 'R08', roleCode: 'ENT_ADMIN', roleNm: '企业管理员', grants: ['Seller', 'Buyer', 'Shopping', 'MyCenter', 'ShopOrder', 'ShopOrderDetail', 'ShopOrderSettlement', 'ShopOrderSettlementPayment', 'SettleOrderList', 'SettlePayHistory', 'EntCertify', 'EntInfo', 'CustomerManage', 'UnitManage', 'CashAccountManage', 'MyPerformance', 'Complain', 'ComplainAdd', ...ORGANISATION, ...SHOP, ...SHOP_MEDIA, 'home', 'header-message', 'complain'] },
  { roleId: 'R09', roleCode: 'ENT_MEMBER', roleNm: '企业成员', grants: ['Buyer', 'Shopping', 'home', 'header-message'] },
] as const;

/** Custom menus of the demo tenant (defMenu 0, spec 2.11), and the roles granted them by menu id. 金融服务 is
 * the finance custom menu of the header's left side, a group of two: 金融产品, the app's own /finance page
 * (MENU with an address under the app's base: opened in place), and 供应链金融介绍, framed inline
 * (PAGE_INLINE) from a demo page our own server serves (public/demo/finance.html: same origin, so the app
 * page's frame-src is 'self'); 农业农村部 is an external link (LINK_JUMP) opened in a new window with the
 * tenant and tokens appended (spec 7). */
export const CUSTOM_MENUS = [
  { menuId: 'cst_finance', parent: '0', menuNm: '金融服务', webUrl: '', embedWay: 'MENU', order: 90 },
  { menuId: 'cst_finance_products', parent: 'cst_finance', menuNm: '金融产品', webUrl: '/scprmall/finance', embedWay: 'MENU', order: 1 },
  { menuId: 'cst_finance_intro', parent: 'cst_finance', menuNm: '供应链金融介绍', webUrl: '/scprmall/demo/finance.html', embedWay: 'PAGE_INLINE', order: 2 },
  { menuId: 'cst_moa', parent: '0', menuNm: '农业农村部', webUrl: 'https://www.moa.gov.cn/', embedWay: 'LINK_JUMP', order: 91 },
] as const;
/** Enterprise roles see both (the tenant admin R01 holds everything through '*'). */
export const CUSTOM_MENU_ROLES = ['R03', 'R04', 'R05', 'R08', 'R09'] as const;

export async function seedPermissionDemo(db: Database): Promise<void> {
  for (const { tntId, isUnify } of TENANTS) {
    await withTenant(db.orm, tntId, async (tx) => {
      for (const r of ROLES) {
        await tx.insert(t.roles).values({ tntId, roleId: r.roleId, roleNm: r.roleNm, roleCode: r.roleCode, entAssignable: ENT_ASSIGNABLE.includes(r.roleId) }).onConflictDoNothing();
        const grants: readonly string[] = isUnify && r.roleCode === 'UNIFY_ADMIN' ? [...r.grants, ...UNIFY_SHARED] : r.grants;
        await tx.insert(t.roleGrants).values(grants.map((grantKey) => ({ tntId, roleId: r.roleId, grantKey }))).onConflictDoNothing();
      }
      if (tntId !== DEMO_TENANT_ID) return;
      await tx.insert(t.menus).values(CUSTOM_MENUS.map((m) => ({
        tntId, menuId: m.menuId, menuNm: m.menuNm, menuPath: '', parentMenuId: m.parent, menuOrderno: m.order, menuType: 'menu', type: 1,
        menuSort: m.order, defMenu: 0, belong: '1', webUrl: m.webUrl, embedWay: m.embedWay, meta: {},
      }))).onConflictDoNothing();
      await tx.insert(t.roleGrants).values(CUSTOM_MENU_ROLES.flatMap((roleId) => CUSTOM_MENUS.map((m) => ({ tntId, roleId, grantKey: m.menuId })))).onConflictDoNothing();
    });
  }
}
