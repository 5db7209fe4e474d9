import type { ServerModule } from '../../core';
import { shortcutHandlers } from './routes';
import * as shortcutTables from './tables';

export { shortcutHandlers, shortcutTables };
export const shortcutModule = { handlers: shortcutHandlers, tables: shortcutTables } satisfies ServerModule<'shortcut'>;
