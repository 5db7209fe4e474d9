import type { ServerModule } from '../../core';
import { mallHandlers } from './routes';

export { mallHandlers };
export const mallModule = { handlers: mallHandlers } satisfies ServerModule<'mall'>;
