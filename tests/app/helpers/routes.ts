// Route records as the screen files of spec 2.1-2.4 will declare them (docs/contracts.md section 3).
import type { GuardSession, RouteRecord } from '../../../src/routing';
import { recordsOf } from '../../../src/engine-host';
import { diskScreens } from './disk-screens';

const r = (name: string, path: string, meta: RouteRecord['meta'] = {}, extra: Partial<RouteRecord> = {}): RouteRecord => ({ name, path, meta, ...extra });

export const RECORDS: RouteRecord[] = [
  // 2.1 top-level, skip authority checks
  r('Home', '/home', { title: '首页', excludeAuth: true }),
  r('TntConfig', '/tntConfig', { title: '功能设置', excludeAuth: true }),
  r('Finance', '/finance', { title: '金融服务', excludeAuth: true }),
  r('Cockpit', '/cockpit', { title: '驾驶舱', excludeAuth: true, noContainer: true }),
  r('PageNotFound', '/404', { title: '页面不存在', excludeAuth: true }),
  r('TodoList', '/todoList', { title: '待办事项', excludeAuth: true }),
  // 2.2 public
  r('Login', '/login', { title: '登录', notAuth: true }),
  r('Retrieve', '/retrieve', { title: '忘记密码', notAuth: true }),
  r('Register', '/register', { title: '注册', notAuth: true }),
  r('UnifyLogin', '/unify/login', { title: '登录', notAuth: true }),
  r('UnifyRegister', '/unify/register', { title: '注册', notAuth: true }),
  r('UnifyRetrieve', '/unify/retrieve', { title: '忘记密码', notAuth: true }),
  r('SetTntid', '/setTntid', { title: '选择租户', notAuth: true }),
  r('PaymentSuccess', '/payment-success', { title: '支付成功', notAuth: true }),
  r('PaymentFail', '/payment-fail', { title: '支付失败', notAuth: true }),
  r('CustomPage', '/custom-page', { title: '自定义页面', notAuth: true }),
  // 2.3 unify
  r('UnifyHome', '/unify/manage/home', { title: '首页' }),
  // areas
  r('Shopping', '/shopping', { title: '商城' }, { order: 10 }),
  r('ShoppingMall', '/shopping/shopping-mall', { title: '商城首页' }, { menuParent: 'Shopping' }),
  r('Seller', '/seller', { title: '卖家中心' }, { menuParent: 'Shopping', order: 20 }),
  r('SellerOrderManage', '/seller/seller-oder-manage', { title: '订单管理', icon: ['orders', 'orders-active'] }, { menuParent: 'Seller', order: 10 }),
  r('SaleOrder', '/seller/sale-order', { title: '销售订单' }, { menuParent: 'SellerOrderManage', order: 10 }),
  r('SaleOrderDetail', '/seller/sale-order-detail', { title: '订单详情', hidden: true, parent: 'SaleOrder' }, { menuParent: 'SellerOrderManage', order: 20 }),
  r('Buyer', '/buyer', { title: '买家中心' }, { menuParent: 'Shopping', order: 30 }),
  r('PurchaseOrder', '/buyer/purchase-order', { title: '采购订单' }, { menuParent: 'Buyer', order: 10 }),
  r('User', '/user', { title: '用户中心' }, { order: 40 }),
  r('MyCenter', '/user/my-center', { title: '账户中心' }, { menuParent: 'User', order: 10 }),
  r('EntCertify', '/user/ent-certify', { title: '企业认证' }, { menuParent: 'User', order: 20 }),
  r('EntInfo', '/user/ent-info', { title: '企业信息' }, { menuParent: 'User', order: 30 }),
  r('RoleManage', '/user/role-manage', { title: '角色管理' }, { menuParent: 'User', order: 40 }),
  r('CompanyCert', '/user/company-cert', { title: '企业认证信息' }, { menuParent: 'User', order: 50 }),
  r('MemberEnterprise', '/user/member-enterprise', { title: '平台会员管理' }, { menuParent: 'User', order: 60 }),
  r('Storage', '/storage', { title: '仓储中心' }, { order: 50 }),
];

/** A certified enterprise user of a normal tenant, with the routes already prepared. */
export const baseSession = (over: Partial<GuardSession> = {}): GuardSession => ({
  isLogin: true,
  accountType: '2',
  isTnt: false,
  authority: new Set(['Shopping', 'ShoppingMall', 'Seller', 'SellerOrderManage', 'SaleOrder', 'SaleOrderDetail', 'Buyer', 'PurchaseOrder', 'User', 'MyCenter', 'EntCertify', 'EntInfo', 'RoleManage', 'CompanyCert', 'UnifyHome']),
  routesReady: true,
  accountChange: false,
  tntId: 'T001',
  idytpCd: 'I01',
  tenantTag: '',
  platform: false,
  realAuth: { ENT_REAL_AUTH: true, PERSON_REAL_AUTH: true },
  authStatus: { userAuthStatus: '3', companyAuthStatus: '3' },
  ...over,
});

export const TENANT_Q = { tntId: 'T001', idytpCd: 'I01' } as const;

/** The route records of the real screen files (schemas/), as the app builds them: the guard tests run
 * against these, so a rule naming a screen (EntCertify, MyCenter ...) reaches the real one. */
export const SCREEN_RECORDS: RouteRecord[] = recordsOf(diskScreens().registry.manifests());

/** A certified enterprise user holding every real screen's route. */
export const screenSession = (over: Partial<GuardSession> = {}): GuardSession => baseSession({ authority: new Set(SCREEN_RECORDS.map((x) => x.name)), ...over });
