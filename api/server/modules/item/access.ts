// Who may touch goods data (docs/goods.md "Who owns what"): categories, attributes, units and goods belong
// to an enterprise, so every seller call needs an account of an enterprise; platform calls need the
// tenant admin. Also the small helpers every goods list shares (paging, name filters, unique violations).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { fail, principalOf, type CallContext, type Principal } from '../../core';

export interface Seller extends Principal {
  companyId: string;
}

/** The caller as a seller: an account without an enterprise has no catalogue of its own (403). */
export function sellerOf(ctx: CallContext<unknown>): Seller {
  const p = principalOf(ctx);
  if (!p.companyId) throw fail('FORBIDDEN', '个人账号不能管理商品，请切换到企业账号');
  return p as Seller;
}

/** The caller as the platform operator (tenant admin): only it freezes or takes others' goods off shelf. */
export function platformOf(ctx: CallContext<unknown>): Principal {
  const p = principalOf(ctx);
  if (!p.isTnt) throw fail('FORBIDDEN');
  return p;
}

export interface PageArgs {
  pageNum: number;
  pageSize: number;
}
export const offsetOf = (a: PageArgs): number => (a.pageNum - 1) * a.pageSize;

/** Case-insensitive substring match; %, _ and \ in the input are matched literally. */
export function contains(column: SQLWrapper, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} ilike ${`%${escaped}%`}`;
}

/** A filter value worth applying: absent and blank strings mean "no filter". */
export const given = (v: string | undefined | null): v is string => typeof v === 'string' && v.trim().length > 0;

/** PostgreSQL unique violation (a concurrent insert won the race after our own check). */
export function isUniqueViolation(e: unknown): boolean {
  for (let cur = e as { code?: string; cause?: unknown } | undefined; cur; cur = cur.cause as typeof cur) if (cur.code === '23505') return true;
  return false;
}
