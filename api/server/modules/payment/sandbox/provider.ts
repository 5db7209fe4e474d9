// The built-in sandbox payment provider: a stand-in for an outside payment company that runs inside this
// server. Its trades live in its own global table; its cashier page (cashier.ts) lets the payer choose
// 支付成功 or 支付失败; it then signs a notification with the deployment's secret and posts it to the
// merchant's notify path (through the server's own HTTP pipeline, as an outside caller would). A refund is
// made the same way: recorded here, then a signed refund notification posted to the merchant's refund path.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { withApp, type Db } from '../../../db';
import type { Clock, CreatedPayment, CreatePaymentRequest, NotificationRefusal, PaymentProvider, RefundRequest, TradeRef, TradeState, TradeStatus, VerifiedNotification, VerifiedRefundNotification } from '../../../core';
import { sandboxRefunds, sandboxTrades } from '../tables';
import { REFUND_NOTIFY_TYPE, sign, signRefund, verify, verifyRefund, type SignedNotification, type SignedRefundNotification } from './signature';

export const SANDBOX = 'sandbox';
/** The provider's own pages, outside /scpr and /scprmall: they are the outside party's. */
export const SANDBOX_BASE = '/sandbox-pay';

export type Deliver = (notifyPath: string, body: SignedNotification | SignedRefundNotification) => Promise<boolean>;

export type Trade = typeof sandboxTrades.$inferSelect;
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;
const AMOUNT = /^[1-9]\d{0,14}$/;

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = SANDBOX;
  /** Set by the cashier plugin once the server can take requests. */
  deliver: Deliver = async () => false;

  constructor(
    private readonly orm: Db,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  /** Idempotent per (merchant, payNo), as real providers are per out_trade_no: a second request for the
   * same payment answers the trade made first, as it stands. */
  async createPayment(r: CreatePaymentRequest): Promise<CreatedPayment> {
    const tradeNo = `SB${randomBytes(12).toString('hex')}`;
    await withApp(this.orm, (tx) =>
      tx.insert(sandboxTrades).values({
        tradeNo, merchantId: r.tntId, outTradeNo: r.payNo, subject: r.subject, amountFen: r.amountFen,
        notifyPath: r.notifyPath, returnPath: r.returnPath, status: 'WAIT', createdAt: new Date(this.clock.now()),
      }).onConflictDoNothing({ target: [sandboxTrades.merchantId, sandboxTrades.outTradeNo] }),
    );
    const row = (await this.byPayment(r))!;
    return { providerRef: row.tradeNo, cashierUrl: this.cashierUrl(row.tradeNo), status: row.status as TradeStatus };
  }

  verifyNotification(body: unknown): VerifiedNotification | NotificationRefusal {
    const f = verify(body, this.secret);
    if (!f || (f.tradeStatus !== 'SUCCESS' && f.tradeStatus !== 'FAIL')) return { refused: 'signature' };
    if (!AMOUNT.test(f.amountFen)) return { refused: 'amount' };
    return { notifyId: f.notifyId, tntId: f.merchantId, payNo: f.outTradeNo, providerRef: f.tradeNo, amountFen: Number(f.amountFen), status: f.tradeStatus };
  }

  async queryStatus(ref: TradeRef): Promise<TradeState | null> {
    const row = await this.byPayment(ref);
    return row ? { providerRef: row.tradeNo, status: row.status as TradeStatus, amountFen: row.amountFen } : null;
  }

  private cashierUrl(tradeNo: string): string {
    return `${SANDBOX_BASE}/cashier?trade=${tradeNo}`;
  }

  /** Closes a waiting trade; one the payer decided first stays as it is (one conditional update: a payer's
   * choice and a close never both win). */
  async close(ref: TradeRef): Promise<TradeState | null> {
    await withApp(this.orm, (tx) =>
      tx.update(sandboxTrades).set({ status: 'CLOSED', decidedAt: new Date(this.clock.now()) })
        .where(and(eq(sandboxTrades.merchantId, ref.tntId), eq(sandboxTrades.outTradeNo, ref.payNo), eq(sandboxTrades.status, 'WAIT'))),
    );
    return this.queryStatus(ref);
  }

  verifyRefundNotification(body: unknown): VerifiedRefundNotification | NotificationRefusal {
    const f = verifyRefund(body, this.secret);
    if (!f || f.refundStatus !== 'SUCCESS') return { refused: 'signature' };
    if (!AMOUNT.test(f.amountFen)) return { refused: 'amount' };
    return {
      notifyId: f.notifyId, tntId: f.merchantId, payNo: f.outTradeNo, providerRef: f.tradeNo, refundNo: f.refundNo, refundRef: f.refundId,
      amountFen: Number(f.amountFen), status: 'SUCCESS',
    };
  }

  /** Refunds a paid trade in whole or in parts (after-sales refund one line of what a payment paid): each
   * refund number once (asking again answers the same refund), never more than the trade in all. The trade
   * row is locked, so refunds of one trade at once are judged one after the other. Once recorded, the signed
   * refund notification is posted to the merchant (again each time the refund is asked for: a lost
   * notification is sent again when the merchant retries). */
  async refund(r: RefundRequest): Promise<{ refundRef: string }> {
    const trade = await this.byPayment(r);
    if (!trade || trade.status !== 'SUCCESS') throw new Error(`sandbox refund: trade of ${r.payNo} is not paid`);
    const refundId = await withApp(this.orm, async (tx) => {
      await tx.select({ tradeNo: sandboxTrades.tradeNo }).from(sandboxTrades).where(eq(sandboxTrades.tradeNo, trade.tradeNo)).for('update');
      const [same] = await tx.select().from(sandboxRefunds).where(and(eq(sandboxRefunds.merchantId, r.tntId), eq(sandboxRefunds.refundNo, r.refundNo)));
      if (same) {
        if (same.tradeNo !== trade.tradeNo || Number(same.amountFen) !== r.amountFen) throw new Error(`sandbox refund: ${r.refundNo} was used for another refund`);
        return same.refundId;
      }
      const [done] = await tx.select({ fen: sql<string>`coalesce(sum(${sandboxRefunds.amountFen}), 0)` }).from(sandboxRefunds).where(eq(sandboxRefunds.tradeNo, trade.tradeNo));
      if (!Number.isSafeInteger(r.amountFen) || r.amountFen <= 0 || Number(done!.fen) + r.amountFen > Number(trade.amountFen)) {
        throw new Error(`sandbox refund: ${r.amountFen} more than what is left of the trade's ${trade.amountFen}`);
      }
      const id = `SR${randomBytes(12).toString('hex')}`;
      await tx.insert(sandboxRefunds).values({ refundId: id, merchantId: r.tntId, refundNo: r.refundNo, tradeNo: trade.tradeNo, amountFen: r.amountFen, reason: r.reason, createdAt: new Date(this.clock.now()) });
      return id;
    });
    const [row] = await withApp(this.orm, (tx) => tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundId, refundId)));
    await this.deliver(r.notifyPath, this.refundNotification(row!, trade));
    return { refundRef: refundId };
  }

  /** The signed notification of a made refund (a fresh notification id each time it is sent). */
  refundNotification(refund: SandboxRefund, trade: Trade): SignedRefundNotification {
    const fields = {
      notifyId: `N${randomBytes(12).toString('hex')}`, notifyType: REFUND_NOTIFY_TYPE, merchantId: refund.merchantId, outTradeNo: trade.outTradeNo,
      tradeNo: refund.tradeNo, refundNo: refund.refundNo, refundId: refund.refundId, amountFen: String(refund.amountFen), refundStatus: 'SUCCESS',
      timestamp: String(this.clock.now()),
    };
    return { ...fields, sign: signRefund(fields, this.secret) };
  }

  private async byPayment(ref: TradeRef): Promise<Trade | undefined> {
    const [row] = await withApp(this.orm, (tx) => tx.select().from(sandboxTrades).where(and(eq(sandboxTrades.merchantId, ref.tntId), eq(sandboxTrades.outTradeNo, ref.payNo))));
    return row;
  }

  async trade(tradeNo: string): Promise<Trade | undefined> {
    const [row] = await withApp(this.orm, (tx) => tx.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo)));
    return row;
  }

  /** The payer's choice on the cashier page. Only a waiting trade is decided; deciding again (a second
   * click, a reload) changes nothing and notifies again, as real providers re-send until acknowledged. */
  async decide(tradeNo: string, outcome: 'SUCCESS' | 'FAIL'): Promise<Trade | undefined> {
    const now = new Date(this.clock.now());
    await withApp(this.orm, (tx) =>
      tx.update(sandboxTrades).set({ status: outcome, decidedAt: now })
        .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.status, 'WAIT'))),
    );
    const trade = await this.trade(tradeNo);
    if (trade && (trade.status === 'SUCCESS' || trade.status === 'FAIL')) await this.deliver(trade.notifyPath, this.notification(trade));
    return trade;
  }

  /** The signed notification of a decided trade (a fresh notification id each time it is sent). */
  notification(trade: Trade): SignedNotification {
    const fields = {
      notifyId: `N${randomBytes(12).toString('hex')}`, merchantId: trade.merchantId, outTradeNo: trade.outTradeNo, tradeNo: trade.tradeNo,
      amountFen: String(trade.amountFen), tradeStatus: trade.status, timestamp: String(this.clock.now()),
    };
    return { ...fields, sign: sign(fields, this.secret) };
  }
}
