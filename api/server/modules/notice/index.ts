import type { ServerModule } from '../../core';
import { noticeHandlers } from './routes';
import * as noticeTables from './tables';
import { noticeCodes } from './codes';
import { seedNoticeDemo } from './demo';
import { noticeWiring } from './listeners';

export { noticeHandlers, noticeTables };
export const noticeModule = { handlers: noticeHandlers, tables: noticeTables, codes: noticeCodes, wiring: noticeWiring, seedDemo: seedNoticeDemo } satisfies ServerModule<'notice'>;
export { sendNotice, type Notice } from './send';
