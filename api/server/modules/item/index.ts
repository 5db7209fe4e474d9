import type { ServerModule } from '../../core';
import { itemHandlers } from './routes';

export { itemHandlers };
export const itemModule = { handlers: itemHandlers } satisfies ServerModule<'item'>;
export { sellerOf, platformOf, isUniqueViolation, type Seller } from './access';
export { onFront } from './front-queries';
