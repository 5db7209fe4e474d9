// Pay types: the handlers, and the public face for checkout and order creation (acceptedPayTypes).
import type { ServerModule } from '../../core';
import { paytypeHandlers } from './routes';
import * as paytypeTables from './tables';
import { paytypeCodes } from './codes';

export { paytypeHandlers, paytypeTables };
export const paytypeModule = { handlers: paytypeHandlers, tables: paytypeTables, codes: paytypeCodes } satisfies ServerModule<'paytype'>;
export { acceptedPayTypes, creditDaysOf, type AcceptedPayTypes, type PayTypeSetting } from './paytype-service';
