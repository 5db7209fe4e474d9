// What may be uploaded (docs/goods.md "Pictures"): the extension decides the content type we serve, and
// the first bytes must match it, so a script renamed .png is never stored as a picture. Videos (a shop's
// gallery, docs/shop-media.md) come through their own call with a larger bound and only these two types.
export const ALLOWED = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const VIDEO_ALLOWED = ['mp4', 'webm'] as const;
export type Extension = (typeof ALLOWED)[number] | (typeof VIDEO_ALLOWED)[number];

export const EXTENSION_REFUSED = '只能上传jpg、jpeg、png、gif、webp、pdf、doc、docx、xls、xlsx格式的文件';
export const CONTENT_MISMATCH = '文件内容与格式不符';
export const ACTIVE_CONTENT = '文件包含不允许的内容（网页或脚本）';
export const VIDEO_EXTENSION_REFUSED = '只能上传mp4、webm格式的视频';
export const VIDEO_CONTENT_MISMATCH = '视频内容与格式不符，请上传mp4或webm视频';

export const MIME: Record<Extension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export const isPicture = (ext: Extension): boolean => MIME[ext].startsWith('image/');
export const isVideo = (ext: Extension): boolean => MIME[ext].startsWith('video/');

const startsWith = (data: Uint8Array, bytes: number[], at = 0): boolean => bytes.every((b, i) => data[at + i] === b);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // legacy Office (doc, xls)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // Office Open XML (docx, xlsx)

/** The first bytes of each type (pictures per the contract; documents checked the same way). */
export function contentMatches(ext: Extension, data: Uint8Array): boolean {
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return startsWith(data, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'gif':
      return startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'));
    case 'webp':
      return startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8);
    case 'pdf':
      return startsWith(data, ascii('%PDF-'));
    case 'doc':
    case 'xls':
      return startsWith(data, OLE);
    case 'docx':
    case 'xlsx':
      return startsWith(data, ZIP);
    case 'mp4':
      return isMp4(data);
    case 'webm':
      return isWebm(data);
  }
}

/** ISO base media (mp4): the first box is `ftyp` (bytes 4-7), at least 8 bytes long, with a printable brand. */
function isMp4(data: Uint8Array): boolean {
  if (data.length < 12 || !startsWith(data, ascii('ftyp'), 4)) return false;
  const size = ((data[0]! << 24) >>> 0) + (data[1]! << 16) + (data[2]! << 8) + data[3]!;
  const brand = [...data.subarray(8, 12)];
  return size >= 8 && brand.every((b) => b >= 0x20 && b < 0x7f);
}

/** WebM: an EBML header (1A 45 DF A3) whose DocType says "webm" (within the header's first bytes). */
function isWebm(data: Uint8Array): boolean {
  if (!startsWith(data, [0x1a, 0x45, 0xdf, 0xa3])) return false;
  const head = Buffer.from(data.subarray(0, 64)).toString('latin1');
  // DocType element 42 82, a one-byte size of 4 (0x84), then the name.
  return head.includes('\x42\x82\x84webm');
}

/** The extension of `name` when it is one of `allowed` (default: pictures and documents). */
export function extensionOf(name: string, allowed: readonly Extension[] = ALLOWED): Extension | null {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return (allowed as readonly string[]).includes(ext) ? (ext as Extension) : null;
}

/** The extension of a stored file's name, whichever kind it is (serving). */
export const storedExtensionOf = (name: string): Extension | null => extensionOf(name, [...ALLOWED, ...VIDEO_ALLOWED]);

// Polyglots (issue 13, item 9): a picture that starts with the right bytes but also carries markup a
// browser would run if it ever sniffed the file as a page, and documents with scripts or launch actions.
// Served with nosniff anyway; refused at the door so no such file is ever stored. Each pattern is long
// enough not to turn up in compressed picture data by chance: a bare two-byte `<%` (ASP tags, which no
// browser runs anyway) did once in every 64 KB of random bytes, so ordinary photos of a few hundred KB were
// refused (the shop gallery's e2e pictures were).
const MARKUP = /<(?:script|html|head|body|iframe|svg|object|embed|frameset|meta|link|style|xml|\?php|!doctype)\b|javascript:/i;
const PDF_ACTIVE = /\/(?:JavaScript|JS|Launch|EmbeddedFile|OpenAction|AA)\b/;

/** Whether the bytes carry active content for their kind (a file of a few MB is scanned in milliseconds). */
export function hasActiveContent(ext: Extension, data: Buffer): boolean {
  const pattern = activePattern(ext);
  return pattern ? pattern.test(data.toString('latin1')) : false;
}

// Videos are not scanned: tens of MB of compressed frames hold any short byte run by chance, and a video is
// served as video/* with nosniff, which no browser runs as a page.
const activePattern = (ext: Extension): RegExp | null => (isPicture(ext) ? MARKUP : ext === 'pdf' ? PDF_ACTIVE : null);

/** Longer than any match of MARKUP or PDF_ACTIVE: carried from one chunk to the next so a match that
 * straddles two chunks is still found. */
const OVERLAP = 64;

/** hasActiveContent() over a stream (a staged upload), one chunk at a time: never the whole file in memory. */
export async function streamHasActiveContent(ext: Extension, chunks: AsyncIterable<Buffer>): Promise<boolean> {
  const pattern = activePattern(ext);
  if (!pattern) return false;
  let carry = '';
  for await (const chunk of chunks) {
    const text = carry + chunk.toString('latin1');
    if (pattern.test(text)) return true;
    carry = text.slice(-OVERLAP);
  }
  return false;
}
