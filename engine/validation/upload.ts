// Spec 5 "Upload": extension in the allowed list, size and count limits (defaults 10 MB and 5 files).
import { UPLOAD_DEFAULTS } from './limits';
import { MSG } from './messages';
import { hasAllowedExtension } from './rules';

export interface UploadRules {
  /** Allowed extensions without dots, e.g. ['jpg', 'png']. Empty or absent: any. */
  accept?: readonly string[];
  maxSizeMb?: number;
  maxCount?: number;
}

export interface FileFacts {
  name: string;
  size: number;
}

/** The message for a file that breaks the rules, or null. */
export function checkUploadFile(file: FileFacts, rules: UploadRules = {}): string | null {
  const accept = rules.accept ?? [];
  if (accept.length > 0 && !hasAllowedExtension(file.name, accept)) return MSG.fileExtension(accept);
  const maxMb = rules.maxSizeMb ?? UPLOAD_DEFAULTS.maxSizeMb;
  if (file.size > maxMb * 1024 * 1024) return MSG.fileSize(maxMb);
  return null;
}

/** The message when `count` files exceed the limit, or null. */
export function checkUploadCount(count: number, rules: UploadRules = {}): string | null {
  const max = rules.maxCount ?? UPLOAD_DEFAULTS.maxCount;
  return count > max ? MSG.fileCount(max) : null;
}

/** Whether an image this large should be compressed before upload (spec 9: about 3 MB). */
export const shouldCompressImage = (file: FileFacts): boolean =>
  /^(jpe?g|png|webp|bmp)$/i.test(file.name.split('.').pop() ?? '') && file.size > UPLOAD_DEFAULTS.compressOverBytes;
