// Who calls (docs/trading.md "Who sees which orders"): a seller acts for its enterprise, a buyer for its
// enterprise or, with a personal account, for itself; the platform is the tenant admin. The handlers turn
// the caller into an Actor for the move function, which checks the order's parties.
import { fail, principalOf, type CallContext, type Principal } from '../../core';
import type { Actor } from './types';

export function sellerOf(ctx: Pick<CallContext<unknown>, 'auth'>): Principal & { companyId: string } & { actor: Actor } {
  const p = principalOf(ctx);
  if (!p.companyId) throw fail('FORBIDDEN', '个人账号不能管理销售订单，请切换到企业账号');
  return { ...p, companyId: p.companyId, actor: { accountId: p.accountId, companyId: p.companyId, role: 'seller' } };
}

export function buyerOf(ctx: Pick<CallContext<unknown>, 'auth'>): Principal & { actor: Actor } {
  const p = principalOf(ctx);
  return { ...p, actor: { accountId: p.accountId, companyId: p.companyId, role: 'buyer' } };
}

export function platformOf(ctx: Pick<CallContext<unknown>, 'auth'>): Principal & { actor: Actor } {
  const p = principalOf(ctx);
  if (!p.isTnt) throw fail('FORBIDDEN');
  return { ...p, actor: { accountId: p.accountId, companyId: p.companyId, role: 'platform' } };
}
