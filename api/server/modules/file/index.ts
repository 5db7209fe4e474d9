import type { ServerModule } from '../../core';
import { fileHandlers } from './routes';
import * as fileTables from './tables';

export { fileHandlers, fileTables };
export const fileModule = { handlers: fileHandlers, tables: fileTables } satisfies ServerModule<'file'>;
export { checkFileRefs, FILE_HELD, FOREIGN_FILE, type FileKindRule, type FileRef, type PictureRef } from './file-refs';
export { downloadUrl } from './file-service';
export { moveFileBytesOut, countMissingUsage } from './move-blobs';
export { releaseFiles, sweepBlobs, sweepUnreferencedBlobs } from './release';
export { QUOTA_PARAMS, quotaOwner } from './quota';
export { fileGranter, restrictFiles } from './grants';
