// Whose orders a report counts, as the order lists (docs/trading.md "Who sees which orders"): the seller
// report ("So") the orders its enterprise sells, the purchase report ("Po") those its enterprise buys, or,
// for a personal account, those it buys itself. The same scope names the aggregate rows (0090).
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { fail, principalOf, type CallContext } from '../../core';
import { indentTables } from '../indent';

export interface ReportScope {
  tntId: string;
  /** 's' seller enterprise, 'b' buyer enterprise, 'p' personal buyer account. */
  side: 's' | 'b' | 'p';
  owner: string;
  accountId: string;
  companyId: string | null;
}
export type ReportKind = 'so' | 'po';

export function scopeOf(ctx: Pick<CallContext<unknown>, 'auth'>, kind: ReportKind): ReportScope {
  const p = principalOf(ctx);
  if (kind === 'so') {
    if (!p.companyId) throw fail('FORBIDDEN', '个人账号没有销售报表，请切换到企业账号');
    return { tntId: p.tntId, side: 's', owner: p.companyId, accountId: p.accountId, companyId: p.companyId };
  }
  return p.companyId
    ? { tntId: p.tntId, side: 'b', owner: p.companyId, accountId: p.accountId, companyId: p.companyId }
    : { tntId: p.tntId, side: 'p', owner: p.accountId, accountId: p.accountId, companyId: null };
}

const o = indentTables.orders;

/** The scope's orders (with the tenant). */
export function ordersOf(s: Pick<ReportScope, 'tntId' | 'side' | 'owner'>): SQL {
  if (s.side === 's') return and(eq(o.tntId, s.tntId), eq(o.sellerCompanyId, s.owner))!;
  if (s.side === 'b') return and(eq(o.tntId, s.tntId), eq(o.buyerCompanyId, s.owner))!;
  return and(eq(o.tntId, s.tntId), isNull(o.buyerCompanyId), eq(o.buyerAccountId, s.owner))!;
}
