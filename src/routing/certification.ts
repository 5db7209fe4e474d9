// Spec 4 and 6: certification redirects, with the four warnings of spec 8.
import { MSG } from '../messages';
import type { GuardSession } from './context';
import { ROUTE } from './names';

/** Spec 4: targets a not-yet-certified user may still open. */
export const CERT_EXEMPT: ReadonlySet<string> = new Set([ROUTE.Home, ROUTE.MyCenter, ROUTE.EntCertify, ROUTE.RoleManage, ROUTE.CompanyCert, ROUTE.PageNotFound]);

/** Spec 6: '3' certified, '1' not yet, '2' in review, otherwise rejected (no status at all: not yet). */
export function enterpriseWarning(status: string): string {
  if (status === '1' || status === '') return MSG.cert.notYet;
  if (status === '2') return MSG.cert.inReview;
  return MSG.cert.rejected;
}

const CERTIFIED = '3';

/**
 * Where an uncertified user is sent, or null. Waived on the platform tenant, for tenant admins, and when
 * real-name verification is not enabled (spec 6). Personal identity comes first: without it the
 * enterprise cannot be certified either, so the user goes to the account centre (MyCenter).
 */
export function certificationRedirect(s: GuardSession): { name: string; warning: string } | null {
  if (s.platform || s.isTnt) return null;
  const personMissing = s.realAuth.PERSON_REAL_AUTH && s.authStatus.userAuthStatus !== CERTIFIED;
  const enterpriseMissing = s.realAuth.ENT_REAL_AUTH && s.accountType === '2' && s.authStatus.companyAuthStatus !== CERTIFIED;
  if (personMissing) return { name: ROUTE.MyCenter, warning: MSG.cert.neither };
  if (enterpriseMissing) return { name: ROUTE.EntCertify, warning: enterpriseWarning(s.authStatus.companyAuthStatus) };
  return null;
}
