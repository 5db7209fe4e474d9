import type { ServerModule } from '../../core';
import { noticeHandlers } from './routes';

export { noticeHandlers };
export const noticeModule = { handlers: noticeHandlers } satisfies ServerModule<'notice'>;
