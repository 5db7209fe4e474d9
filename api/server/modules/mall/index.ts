import type { ServerModule } from '../../core';
import { mallHandlers } from './routes';
import * as mallTables from './tables';
import { mallCodes } from './codes';
import { seedMallDemo } from './demo';

export { mallHandlers, mallTables };
export const mallModule = { handlers: mallHandlers, tables: mallTables, codes: mallCodes, seedDemo: seedMallDemo } satisfies ServerModule<'mall'>;
