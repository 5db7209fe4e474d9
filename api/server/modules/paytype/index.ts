// Pay types: the handlers, and the public face for checkout and order creation (acceptedPayTypes).
export { paytypeHandlers } from './routes';
export { acceptedPayTypes, type AcceptedPayTypes, type PayTypeSetting } from './paytype-service';
export { PAY_TYPES, PAY_TYPE_NAMES, INSTALMENT_TYPES, CREDIT_TYPE, type PayType } from './pay-types';
