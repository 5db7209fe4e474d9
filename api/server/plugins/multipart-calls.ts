// The calls that take multipart/form-data (docs/goods.md "Pictures"): only these get a multipart parser,
// each with its own size bound (a video may be larger than a picture or a document).
/** Upload limit of file.upload: 10 MB, one file (spec 9). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = '文件大小不得超过10MB';
/** Upload limit of file.uploadVideo: 50 MB, one file (a shop's short video; docs/shop-media.md). */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_TOO_LARGE = '视频大小不得超过50MB';

export interface UploadBound {
  maxBytes: number;
  tooLarge: string;
}

export const MULTIPART_CALLS: ReadonlyMap<string, UploadBound> = new Map([
  ['file.upload', { maxBytes: UPLOAD_MAX_BYTES, tooLarge: UPLOAD_TOO_LARGE }],
  ['file.uploadVideo', { maxBytes: VIDEO_MAX_BYTES, tooLarge: VIDEO_TOO_LARGE }],
]);

/** The largest bound of any multipart call (the parser's scope-wide limit; each call is held to its own). */
export const MULTIPART_MAX_BYTES = Math.max(...[...MULTIPART_CALLS.values()].map((b) => b.maxBytes));
