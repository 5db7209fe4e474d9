// The payment provider: the outside party that takes the buyer's money online (ARCHITECTURE.md "Outside
// parties"). The built-in one is the sandbox (modules/payment/sandbox): a cashier page where the payer
// chooses success or failure, and a signed notification back to the server. A real provider implements
// the same interface; nothing else in the server knows which one runs.

export interface CreatePaymentRequest {
  /** The merchant: the tenant the money is paid within. */
  tntId: string;
  /** Our payment number (payments.pay_no): the provider echoes it in its notification. */
  payNo: string;
  amountFen: number;
  /** One line the cashier shows (Chinese). */
  subject: string;
  /** Where the provider posts its notification (a catalogue path of ours). */
  notifyPath: string;
  /** Where the payer's browser goes after the cashier; the provider appends its result. */
  returnPath: string;
}

export interface CreatedPayment {
  /** The provider's trade number. */
  providerRef: string;
  /** The cashier page the payer's browser opens. */
  cashierUrl: string;
  /** The trade's status: WAIT for a new one; a trade made before for this payNo answers as it stands. */
  status: TradeStatus;
}

export type TradeStatus = 'WAIT' | 'SUCCESS' | 'FAIL' | 'CLOSED';

/** Our side of a trade: the merchant (tenant) and our payment number, which the provider keeps unique. */
export interface TradeRef {
  tntId: string;
  payNo: string;
}

/** The provider's own view of a trade. */
export interface TradeState {
  providerRef: string;
  status: TradeStatus;
  amountFen: number;
}

/** A notification whose signature the provider verified: only these fields are trusted. */
export interface VerifiedNotification {
  notifyId: string;
  tntId: string;
  payNo: string;
  providerRef: string;
  amountFen: number;
  status: 'SUCCESS' | 'FAIL';
}

/** Why a notification body was refused: a signature that does not hold (forged, tampered with, malformed),
 * or a correctly signed one whose amount is not a positive whole number of fen. */
export type NotificationRefusal = { refused: 'signature' } | { refused: 'amount' };

export interface RefundRequest extends TradeRef {
  /** Our refund number: the provider refunds once per number (asking again answers the same refund). */
  refundNo: string;
  amountFen: number;
  reason: string;
  /** Where the provider posts its signed refund notification (a catalogue path of ours). */
  notifyPath: string;
}

/** A refund notification whose signature the provider verified: only these fields are trusted. A refund is
 * ours as made only once such a notification is applied (never on the refund call's answer alone). */
export interface VerifiedRefundNotification {
  notifyId: string;
  tntId: string;
  payNo: string;
  providerRef: string;
  refundNo: string;
  /** The provider's refund id. */
  refundRef: string;
  amountFen: number;
  status: 'SUCCESS';
}

export interface PaymentProvider {
  /** Stored with each payment (payments.provider). */
  readonly name: string;
  /** Opens a trade for our payment; idempotent per (tntId, payNo): asking again answers the same trade. */
  createPayment(req: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Checks a notification body: the trusted fields, or why it is refused. */
  verifyNotification(body: unknown): VerifiedNotification | NotificationRefusal;
  /** The provider's own view of the trade of our payment (a lost notification is caught up by asking);
   * null when it has none. */
  queryStatus(ref: TradeRef): Promise<TradeState | null>;
  /** Closes the trade of our payment if it still waits; answers the trade as it ends (CLOSED, or SUCCESS /
   * FAIL when the payer decided first), null when no trade was ever opened. Throws when unreachable. */
  close(ref: TradeRef): Promise<TradeState | null>;
  /** Gives a paid trade's money back, whole or a part of it (an after-sale's line), recorded by the provider;
   * once per refund number, never more than the trade in all; throws when it cannot. The provider then posts
   * its signed refund notification to `notifyPath` (again each time the same refund is asked for). */
  refund(req: RefundRequest): Promise<{ refundRef: string }>;
  /** Checks a refund notification body: the trusted fields, or why it is refused. */
  verifyRefundNotification(body: unknown): VerifiedRefundNotification | NotificationRefusal;
}
