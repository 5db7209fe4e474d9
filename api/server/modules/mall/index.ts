import type { ServerModule } from '../../core';
import { mallHandlers } from './routes';
import * as mallTables from './tables';

export { mallHandlers, mallTables };
export const mallModule = { handlers: mallHandlers, tables: mallTables } satisfies ServerModule<'mall'>;
