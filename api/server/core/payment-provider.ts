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
}

export type TradeStatus = 'WAIT' | 'SUCCESS' | 'FAIL' | 'CLOSED';

/** A notification whose signature the provider verified: only these fields are trusted. */
export interface VerifiedNotification {
  notifyId: string;
  tntId: string;
  payNo: string;
  providerRef: string;
  amountFen: number;
  status: 'SUCCESS' | 'FAIL';
}

export interface PaymentProvider {
  /** Stored with each payment (payments.provider). */
  readonly name: string;
  createPayment(req: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Checks the signature of a notification body; null when it is forged, tampered with or malformed. */
  verifyNotification(body: unknown): VerifiedNotification | null;
  /** The provider's own view of a trade (a lost notification is caught up by asking). */
  queryStatus(providerRef: string): Promise<{ status: TradeStatus; amountFen: number } | null>;
  /** The cashier of a trade still waiting for the payer (to continue it), null otherwise. */
  resume(providerRef: string): Promise<string | null>;
  /** Closes a trade still waiting (a newer attempt replaces it); a decided trade is left as it is. */
  close(providerRef: string): Promise<void>;
}
