// Payment: the provider interface's built-in sandbox, online / offline / batch / re-net pay, the signed
// idempotent notification (docs/trading.md "Payment").
import { providePayments } from '../indent';
import { paymentsForOrderDetail } from './status-service';
import { closeOnCancel, closeTradeJob } from './order-closed';
import { refundJob } from './refunds';
import type { ServerModule } from '../../core';
import { paymentCodes } from './codes';
import { paymentHandlers } from './routes';
import * as paymentTables from './tables';
import { seedDemoOrders } from './seed-demo';
import { payFlow } from './workflow';

export { paymentHandlers, paymentTables };
export const paymentModule = {
  handlers: paymentHandlers,
  tables: paymentTables,
  codes: paymentCodes,
  seedDemo: (db) => seedDemoOrders(db),
  // Superseded trades closed at the provider; money that no order owes given back.
  jobs: [closeTradeJob, refundJob],
  // The payment document: its entity enum, colours and state diagram are generated from it.
  workflows: [payFlow],
  wiring: [
    closeOnCancel,
    // The order detail lists an order's payments through this module (docs/trading.md "For the payment module").
    { name: 'the order detail reads its payments from payment', attach: () => providePayments(paymentsForOrderDetail) },
  ],
} satisfies ServerModule<'payment'>;
export { SandboxPaymentProvider, SANDBOX, SANDBOX_BASE } from './sandbox/provider';
export { sandboxCashier } from './sandbox/cashier';
export { sandboxSecret } from './sandbox/secret';
export { seedCompletedDemoOrders } from './seed-demo';
export { PAY_STATUS, PAY_CHANNEL, PAY_KIND } from './codes';
export { providePartRefunds, type PartRefund, type PartRefundsReader } from './part-refunds';
export { provideRefundBook, REFUND_NOTIFY_PATH, type AwaitedRefund, type RefundBook } from './refund-books';
export { deliverInProcess } from './refund-notify';
