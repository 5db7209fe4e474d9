// Who may touch goods data (docs/goods.md "Who owns what"): categories, attributes, units and goods belong
// to an enterprise, so every seller call needs an account of an enterprise; platform calls need the
// tenant admin. (Paging, text filters and unique violations: the list kit of api/server/db.)
import { fail, principalOf, type CallContext, type Principal } from '../../core';

export interface Seller extends Principal {
  companyId: string;
}

/** The caller as a seller: an account without an enterprise has no catalogue of its own (403). */
export function sellerOf(ctx: Pick<CallContext<unknown>, 'auth'>): Seller {
  const p = principalOf(ctx);
  if (!p.companyId) throw fail('FORBIDDEN', '个人账号不能管理商品，请切换到企业账号');
  return p as Seller;
}

/** The caller as the platform operator (tenant admin): only it freezes or takes others' goods off shelf. */
export function platformOf(ctx: Pick<CallContext<unknown>, 'auth'>): Principal {
  const p = principalOf(ctx);
  if (!p.isTnt) throw fail('FORBIDDEN');
  return p;
}
