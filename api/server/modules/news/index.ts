import type { ServerModule } from '../../core';
import { newsHandlers } from './routes';
import * as newsTables from './tables';

export { newsHandlers, newsTables };
export const newsModule = { handlers: newsHandlers, tables: newsTables } satisfies ServerModule<'news'>;
