// The orders module's public face (docs/trading.md): the move function and what the payment and cart
// modules may call; the handlers for the catalogue.
import './timeout-job';
import './count-fold';
import type { ServerModule } from '../../core';
import * as indentTables from './tables';
import { indentCodes } from './codes';
import { indentHandlers } from './routes';

export { indentTables };
export const indentModule = { handlers: indentHandlers, tables: indentTables, codes: indentCodes } satisfies ServerModule<'indent'>;

export { moveOrder, lockOrder } from './move';
export { recordPayment, providePayments, type PaymentView, type PaymentsReader } from './payments';
export { onOrderMoved, type MoveListener } from './listeners';
export { insertOrder, type NewOrder, type NewLine } from './create';
export { setFrozen } from './freeze';
export { runDueJobs, startPoller, scheduleJob, scheduleRecurring, registerJob, EVERY, type JobHandler } from './scheduler';
export { FOLD_COUNTS_JOB, FOLD_EVERY_MS } from './count-fold';
export { STATUS, STATUS_NAMES, TRANSITIONS, MOVE_NAMES, reachable, type MoveName, type Role, type Status } from './machine';
export { SYSTEM, type Actor, type OrderRow, type MoveInput } from './types';
export { orderCursor } from './lists';
