// Limits of spec sections 5 and 9 that both the browser and the server enforce.

/** Spec 5 "Numeric input": 11 integer digits and 2 decimals by default, min 0, max unlimited. */
export const NUMERIC_DEFAULTS = { integerDigits: 11, precision: 2, min: 0 } as const;

/** Spec 9: upload default limit 5 files, 10 MB; images over about 3 MB compressed at quality 0.5. */
export const UPLOAD_DEFAULTS = {
  maxCount: 5,
  maxSizeMb: 10,
  compressOverBytes: 3 * 1024 * 1024,
  compressQuality: 0.5,
} as const;

/** Spec 9: table page sizes 10, 20, 50, 100, default 10; pager count 5. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGER_COUNT = 5;
/** The server's ceiling for pageSize: the largest size the pager offers. */
export const MAX_PAGE_SIZE = 100;

/** Spec 9: date format yyyy-MM-dd (dayjs spelling). */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Spec 5 and 9: quick-entry names 1-5 characters, at most 4 entries, at least 1. */
export const QUICK_ENTRY = { nameMin: 1, nameMax: 5, maxEntries: 4, minEntries: 1 } as const;

/** Spec 5: email length under 40. */
export const EMAIL_MAX_LENGTH = 39;

/** Spec 5: password 8-20 characters. */
export const PASSWORD_LENGTH = { min: 8, max: 20 } as const;
