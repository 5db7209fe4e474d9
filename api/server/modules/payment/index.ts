// Payment: the provider interface's built-in sandbox, online / offline / batch / re-net pay, the signed
// idempotent notification (docs/trading.md "Payment").
import { providePayments } from '../indent';
import { paymentsForOrderDetail } from './status-service';

// The order detail lists an order's payments through this module (docs/trading.md "For the payment module").
providePayments(paymentsForOrderDetail);
// Cancelled orders close their unpaid payments (order-closed.ts registers with the orders' moves); money
// that no order owes is given back by a durable job (refunds.ts).
import './order-closed';
import './refunds';

import type { ServerModule } from '../../core';
import { paymentCodes } from './codes';
import { paymentHandlers } from './routes';
import * as paymentTables from './tables';
import { seedDemoOrders } from './seed-demo';

export { paymentHandlers, paymentTables };
export const paymentModule = { handlers: paymentHandlers, tables: paymentTables, codes: paymentCodes, seedDemo: (db) => seedDemoOrders(db) } satisfies ServerModule<'payment'>;
export { SandboxPaymentProvider, SANDBOX, SANDBOX_BASE } from './sandbox/provider';
export { sandboxCashier } from './sandbox/cashier';
export { sandboxSecret } from './sandbox/secret';
export { PAY_STATUS, PAY_CHANNEL, PAY_KIND } from './codes';
