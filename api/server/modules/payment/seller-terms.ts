// The seller's shop payment settings as payment needs them (docs/trading.md "Pay types and shop payment
// settings"): whether it takes online pay (the cashier) and the account offline transfers go to. A seller
// that turned online pay off is paid by offline vouchers only.
import type { Tx } from '../../db';
import { fail } from '../../core';
import { acceptedPayTypes } from '../paytype';
import type { PayableOrder } from './order-port';

export interface SellerTerms {
  onlineEnabled: boolean;
  receivingAccount: { bankName: string; accountName: string; accountNo: string };
}

export async function sellerTermsOf(tx: Tx, tntId: string, sellerId: string): Promise<SellerTerms> {
  const t = (await acceptedPayTypes(tx, tntId, [sellerId])).get(sellerId)!;
  return { onlineEnabled: t.onlineEnabled, receivingAccount: t.receivingAccount };
}

/** 409 when a seller of these orders does not take online pay. */
export async function refuseOfflineOnly(tx: Tx, tntId: string, orders: readonly PayableOrder[]): Promise<void> {
  const terms = await acceptedPayTypes(tx, tntId, orders.map((o) => o.sellerCompanyId));
  const off = orders.find((o) => terms.get(o.sellerCompanyId)?.onlineEnabled === false);
  if (off) throw fail('CONFLICT', `卖家“${off.sellerNm}”未开通在线支付，请使用线下支付`);
}
