import type { ServerModule } from '../../core';
import { itemHandlers } from './routes';
import * as itemTables from './tables';

export { itemHandlers, itemTables };
export const itemModule = { handlers: itemHandlers, tables: itemTables } satisfies ServerModule<'item'>;
