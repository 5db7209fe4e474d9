import type { ServerModule } from '../../core';
import { shortcutHandlers } from './routes';

export { shortcutHandlers };
export const shortcutModule = { handlers: shortcutHandlers } satisfies ServerModule<'shortcut'>;
