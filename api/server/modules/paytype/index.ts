// Pay types: the handlers, and the public face for checkout and order creation (acceptedPayTypes).
import type { ServerModule } from '../../core';
import { paytypeHandlers } from './routes';

export const paytypeModule = { handlers: paytypeHandlers } satisfies ServerModule<'paytype'>;
export { acceptedPayTypes, type AcceptedPayTypes, type PayTypeSetting } from './paytype-service';
export { PAY_TYPES, PAY_TYPE_NAMES, INSTALMENT_TYPES, CREDIT_TYPE, type PayType } from './pay-types';
