// The calls that take multipart/form-data (docs/goods.md "Pictures"): only these get a multipart parser.
export const MULTIPART_CALLS: ReadonlySet<string> = new Set(['file.upload']);

/** Upload limit: 10 MB, one file. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = '文件大小不得超过10MB';
