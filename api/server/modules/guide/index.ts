import type { ServerModule } from '../../core';
import { guideHandlers } from './routes';
import * as guideTables from './tables';

export { guideHandlers, guideTables };
export const guideModule = { handlers: guideHandlers, tables: guideTables } satisfies ServerModule<'guide'>;
