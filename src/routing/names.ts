// Route names the shell's rules refer to. They must equal the `route.name` of the screen files
// (docs/contracts.md section 3); this is the one list to reconcile when the screens land.

export const ROUTE = {
  Home: 'Home',
  Login: 'Login',
  Register: 'Register',
  Retrieve: 'Retrieve',
  UnifyLogin: 'UnifyLogin',
  UnifyRegister: 'UnifyRegister',
  UnifyRetrieve: 'UnifyRetrieve',
  /** /unify/manage/home. */
  UnifyHome: 'UnifyHome',
  SetTntid: 'SetTntid',
  PaymentSuccess: 'PaymentSuccess',
  PaymentFail: 'PaymentFail',
  /** Where a payment still waiting lands (it checks again by itself). */
  PaymentPending: 'PaymentPending',
  /** /404 (spec 2 and 8: page-not-found). */
  PageNotFound: 'PageNotFound',
  Shopping: 'Shopping',
  /** The mall authority (spec 4: seller-authority users without it are sent to Seller). */
  ShoppingMall: 'ShoppingMall',
  /** /shopping/cart: the header's cart badge shows for accounts holding it (issue 12). */
  Cart: 'Cart',
  Seller: 'Seller',
  Buyer: 'Buyer',
  User: 'User',
  Storage: 'Storage',
  Storehouse: 'Storehouse',
  MyCenter: 'MyCenter',
  EntCertify: 'EntCertify',
  RoleManage: 'RoleManage',
  CompanyCert: 'CompanyCert',
  /** Spec 2.10: the generic custom page (also the unknown-menu fallback, spec 9). */
  CustomPage: 'CustomPage',
  NoMenuCustomPage: 'NoMenuCustomPage',
  /** Spec 2.11: red dot when company auth status is 1 or 10. */
  EntInfo: 'EntInfo',
  /** Spec 2.11: platform member management, red dot when approvals are pending. */
  MemberEnterprise: 'MemberEnterprise',
  Finance: 'Finance',
} as const;

/** Spec 2: the path unknown addresses go to. */
export const NOT_FOUND_PATH = '/404';
/** Spec 8 names /page-not-found as well; it is an alias of /404. */
export const NOT_FOUND_ALIAS = '/page-not-found';

/** Paths of the public back office: they open in the unified tenant only (spec 4). */
export const UNIFY_PATH = '/unify/';
