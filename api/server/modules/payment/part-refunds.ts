// What after-sales gave back of a payment (docs/trading.md "After-sales": a refund is made in parts taken from
// the order's online payments). 支付记录, 收款管理 and the order's payments show it beside the payment; the
// after-sale module keeps the parts and registers how to read them (its wiring), so this module does not
// learn how after-sales are stored, and the after-sale module (which already uses this one) adds no cycle.
import type { Tx } from '../../db';

/** A payment's money given back by after-sales: the parts made, their sum, the after-sale numbers. */
export interface PartRefund {
  refundedFen: number;
  afterSaleNos: string[];
}

export type PartRefundsReader = (tx: Tx, tntId: string, payNos: readonly string[]) => Promise<Map<string, PartRefund>>;

let reader: PartRefundsReader | null = null;
/** The after-sale module registers its reader once at start. */
export function providePartRefunds(r: PartRefundsReader): void {
  reader = r;
}

export const partRefundsOf: PartRefundsReader = async (tx, tntId, payNos) => (reader && payNos.length ? reader(tx, tntId, payNos) : new Map());
