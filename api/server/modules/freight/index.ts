// Freight templates: the handlers, the pure fee rule, and the public face for checkout and order creation
// (quoteFreight: the freight of one seller's lines to one region; refuses a region without a rule).
import type { ServerModule } from '../../core';
import { freightHandlers } from './routes';
import * as freightTables from './tables';
import { freightCodes } from './codes';

export { freightHandlers, freightTables };
export const freightModule = { handlers: freightHandlers, tables: freightTables, codes: freightCodes } satisfies ServerModule<'freight'>;
export { quoteFreight, UNDELIVERABLE, type FreightLine, type FreightQuote } from './quote';
export { freightFee, ruleFor, isFree, type FeeRule, type FreeRule } from './fee';
export { CHARGE_MODES, CHARGE_MODE_NAMES, type ChargeMode } from './charge-modes';
