// After-sales' public face (docs/trading.md "After-sales"): the handlers, tables, code lists, the refund
// job, the demo rows; and the document for modules that may one day follow its moves.
import type { ServerModule } from '../../core';
import * as aftersaleTables from './tables';
import { aftersaleCodes } from './codes';
import { aftersaleHandlers } from './routes';
import { refundJob } from './refund';
import { seedDemoAfterSales } from './demo';
import { afterSaleFlow } from './workflow';

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
  seedDemo: (db) => seedDemoAfterSales(db),
} satisfies ServerModule<'aftersale'>;

export { afterSaleDocument } from './move';
export { afterSaleFlow, AS_STATUS, type AfterSaleState, type AfterSaleMove } from './workflow';
