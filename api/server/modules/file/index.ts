import type { ServerModule } from '../../core';
import { fileHandlers } from './routes';
import * as fileTables from './tables';

export { fileHandlers, fileTables };
export const fileModule = { handlers: fileHandlers, tables: fileTables } satisfies ServerModule<'file'>;
export { checkFileRefs, FOREIGN_FILE, type FileRef } from './file-refs';
export { moveFileBytesOut, countMissingUsage } from './move-blobs';
export { QUOTA_PARAMS, quotaOwner } from './quota';
export { fileGranter, restrictFiles } from './grants';
