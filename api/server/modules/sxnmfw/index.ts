import type { ServerModule } from '../../core';
import { sxnmfwHandlers } from './routes';

export { sxnmfwHandlers };
export const sxnmfwModule = { handlers: sxnmfwHandlers, tables: {} } satisfies ServerModule<'sxnmfw'>;
