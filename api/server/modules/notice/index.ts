import type { ServerModule } from '../../core';
import { noticeHandlers } from './routes';
import * as noticeTables from './tables';
import { noticeCodes } from './codes';
import { seedNoticeDemo } from './demo';

export { noticeHandlers, noticeTables };
export const noticeModule = { handlers: noticeHandlers, tables: noticeTables, codes: noticeCodes, seedDemo: seedNoticeDemo } satisfies ServerModule<'notice'>;
