// What a side may do with an order now, served with every row of its list and with its detail, so the
// screens show exactly the buttons the server would accept (`in('agree', row.actions)`): the workflow's
// moves for the side (orderFlow.allowed, none while frozen) and the few actions that are not moves.
import { orderFlow, payStage, type Role } from './workflow';
import type { OrderRow } from './types';

/** The fields the answer depends on (a list row carries them too). */
export type ActionFacts = Pick<OrderRow, 'status' | 'frozen' | 'kind' | 'payableFen' | 'paidFen'>;

export function actionsOf(o: ActionFacts, role: Role): string[] {
  // The platform freezes and unfreezes; it makes no move.
  if (role === 'platform') return [o.frozen ? 'unfreeze' : 'freeze'];
  if (o.frozen) return [];
  const out: string[] = orderFlow.allowed(o.status, role);
  // A completed order (not itself a replacement) may be followed by a free replacement.
  if (role === 'seller' && orderFlow.is(o.status, 'completed') && o.kind !== 'replacement') out.push('replacement');
  // Money owed after delivery (later instalments, goods first, credit) is paid from the pay page; before
  // delivery the buyer pays at 待付款 (the move offlineSubmit, or online there).
  if (role === 'buyer' && payStage(o.status) === 'afterwards' && Number(o.payableFen) > Number(o.paidFen)) out.push('payAfterwards');
  return out;
}
