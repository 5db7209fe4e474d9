import type { ServerModule } from '../../core';
import { fileHandlers } from './routes';

export { fileHandlers };
export const fileModule = { handlers: fileHandlers } satisfies ServerModule<'file'>;
