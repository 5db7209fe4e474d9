// After-sales' public face (docs/trading.md "After-sales"): the handlers, tables, code lists, the refund
// job, the demo rows; and the document for modules that may one day follow its moves.
import type { ServerModule } from '../../core';
import * as aftersaleTables from './tables';
import { aftersaleCodes } from './codes';
import { aftersaleHandlers } from './routes';
import { refundJob } from './refund';
import { seedDemoAfterSales } from './demo';
import { afterSaleFlow } from './workflow';
import { providePartRefunds, provideRefundBook } from '../payment';
import { partRefundsReader } from './part-refunds';
import { afterSaleRefundBook } from './refund-book';

export { aftersaleTables };
export const aftersaleModule = {
  handlers: aftersaleHandlers,
  tables: aftersaleTables,
  codes: aftersaleCodes,
  // The after-sale document: its status colours, progress steps, entity enum and diagram are generated.
  workflows: [afterSaleFlow],
  // The refund through the payment provider, made after the commit of the move that reached 40 and again
  // until the provider confirms.
  jobs: [refundJob],
  // 支付记录 shows what after-sales gave back of each payment (payment's part-refunds.ts).
  wiring: [
    { name: 'payment reads the parts of payments after-sales refunded', attach: () => providePartRefunds(partRefundsReader) },
    // The provider's refund notification marks an after-sale's online part made (payment's refund-books.ts).
    { name: 'payment marks after-sale refund parts on the provider refund notification', attach: () => provideRefundBook(afterSaleRefundBook) },
  ],
  seedDemo: (db) => seedDemoAfterSales(db),
} satisfies ServerModule<'aftersale'>;

export { afterSaleDocument } from './move';
export { afterSaleFlow, AS_STATUS, OPEN_STATES, type AfterSaleState, type AfterSaleMove } from './workflow';
