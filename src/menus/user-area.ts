// Spec 2.11 user area and floating switch, as data.
import { MSG } from '../messages';
import { ROUTE } from '../routing';
import type { Role, UserInfo } from '../session';
import { PERMISSION, WORKBENCH_EXCLUDED_TENANTS } from './constants';

export interface UserAreaInput {
  user: UserInfo | null;
  roles: readonly Role[];
  unified: boolean;
  generalLogin: boolean;
  tntId: string;
  can: (permission: string) => boolean;
}

export interface UserAreaModel {
  avatar?: string | undefined;
  name: string;
  role: string;
  /** Only enterprise accounts (type 2) can switch company (spec 6). */
  canSwitchEnterprise: boolean;
  /** Back to the enterprise public workbench. */
  showWorkbench: boolean;
  /** In the unified tenant, the industry portal instead. */
  showIndustryPortal: boolean;
  showMessages: boolean;
}

export function userAreaModel(input: UserAreaInput): UserAreaModel {
  const { user } = input;
  return {
    avatar: user?.userIcon || undefined,
    name: user?.username || MSG.header.unsetUsername,
    role: input.roles[0]?.roleNm ?? user?.roleList?.[0]?.roleNm ?? '',
    canSwitchEnterprise: String(user?.accountType) === '2',
    showWorkbench: !input.unified && input.generalLogin && !WORKBENCH_EXCLUDED_TENANTS.has(input.tntId) && input.can(PERMISSION.unify),
    showIndustryPortal: input.unified,
    showMessages: input.can(PERMISSION.headerMessage),
  };
}

export interface SwitchModel {
  label: string;
  routeName: string;
}

/** Spec 2.11: on seller pages 我是买家 (with Buyer authority), on buyer pages 我是卖家 (with Seller). */
export function buyerSellerSwitch(path: string, authority: ReadonlySet<string>): SwitchModel | null {
  const area = path.split('/')[1];
  if (area === 'seller' && authority.has(ROUTE.Buyer)) return { label: MSG.switchTo.buyer, routeName: ROUTE.Buyer };
  if (area === 'buyer' && authority.has(ROUTE.Seller)) return { label: MSG.switchTo.seller, routeName: ROUTE.Seller };
  return null;
}

/** The switch shows on buyer and seller pages (spec 2.11), with back-to-top and collapse. */
export const isBuyerOrSellerPage = (path: string): boolean => ['seller', 'buyer'].includes(path.split('/')[1] ?? '');

/**
 * Spec 2.11: clicking 农业中心 (shown as 收购专区), an enterprise-authenticated user with the new-guide
 * permission has the novice guide queried; the purchase guide pop-up opens when it answers 1.
 */
export const shouldQueryGuide = (companyAuthStatus: string, can: (p: string) => boolean): boolean =>
  companyAuthStatus === '3' && can(PERMISSION.purchaseNewGuide);
