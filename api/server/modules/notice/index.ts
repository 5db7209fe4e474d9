import type { ServerModule } from '../../core';
import { noticeHandlers } from './routes';
import * as noticeTables from './tables';

export { noticeHandlers, noticeTables };
export const noticeModule = { handlers: noticeHandlers, tables: noticeTables } satisfies ServerModule<'notice'>;
