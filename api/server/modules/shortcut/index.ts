import type { ServerModule } from '../../core';
import { shortcutHandlers } from './routes';
import * as shortcutTables from './tables';
import { seedShortcutDemo } from './demo';

export { shortcutHandlers, shortcutTables };
export const shortcutModule = { handlers: shortcutHandlers, tables: shortcutTables, seedDemo: seedShortcutDemo } satisfies ServerModule<'shortcut'>;
