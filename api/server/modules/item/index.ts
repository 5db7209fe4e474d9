import type { ServerModule } from '../../core';
import { itemHandlers } from './routes';

export { itemHandlers };
export const itemModule = { handlers: itemHandlers } satisfies ServerModule<'item'>;
