import type { ServerModule } from '../../core';
import { mallHandlers } from './routes';
import * as mallTables from './tables';
import { mallCodes } from './codes';

export { mallHandlers, mallTables };
export const mallModule = { handlers: mallHandlers, tables: mallTables, codes: mallCodes } satisfies ServerModule<'mall'>;
