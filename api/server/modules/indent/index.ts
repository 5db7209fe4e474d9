// The orders module's public face (docs/trading.md): the move function and what the payment and cart
// modules may call; the handlers for the catalogue.
import type { ServerModule } from '../../core';
import * as indentTables from './tables';
import { indentCodes } from './codes';
import { indentHandlers } from './routes';
import { orderDocument } from './move';
import { foldCountsJob } from './count-fold';
import { orderFlow } from './workflow';

export { indentTables };
export const indentModule = {
  handlers: indentHandlers,
  tables: indentTables,
  codes: indentCodes,
  // The timed moves of the order document (the unpaid timeout) and the recurring fold of the list counts.
  jobs: [...orderDocument.timedJobs(), foldCountsJob],
  // The order document: its entity enum, colours, progress steps and state diagram are generated from it.
  workflows: [orderFlow],
} satisfies ServerModule<'indent'>;

export { moveOrder, lockOrder, orderDocument } from './move';
export { recordPayment, recordRefund, providePayments, type PaymentView, type PaymentsReader } from './payments';
export { insertOrder, type NewOrder, type NewLine } from './create';
export { setFrozen } from './freeze';
export { FOLD_COUNTS_JOB, FOLD_EVERY_MS } from './count-fold';
export { orderFlow, payStage, STATUS, STATUS_NAMES, type MoveName, type OrderState, type Role, type Status } from './workflow';
export { SYSTEM, type Actor, type OrderRow, type MoveInput } from './types';
export { orderCursor } from './lists';
export { expressName } from './express';
