import type { ServerModule } from '../../core';
import { newsHandlers } from './routes';

export { newsHandlers };
export const newsModule = { handlers: newsHandlers } satisfies ServerModule<'news'>;
