// What may be uploaded (docs/goods.md "Pictures"): the extension decides the content type we serve, and
// the first bytes must match it, so a script renamed .png is never stored as a picture.
export const ALLOWED = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export type Extension = (typeof ALLOWED)[number];

export const EXTENSION_REFUSED = '只能上传jpg、jpeg、png、gif、webp、pdf、doc、docx、xls、xlsx格式的文件';
export const CONTENT_MISMATCH = '文件内容与格式不符';
export const ACTIVE_CONTENT = '文件包含不允许的内容（网页或脚本）';

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
};

export const isPicture = (ext: Extension): boolean => MIME[ext].startsWith('image/');

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
  }
}

export function extensionOf(name: string): Extension | null {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return (ALLOWED as readonly string[]).includes(ext) ? (ext as Extension) : null;
}

// Polyglots (issue 13, item 9): a picture that starts with the right bytes but also carries markup a
// browser would run if it ever sniffed the file as a page, and documents with scripts or launch actions.
// Served with nosniff anyway; refused at the door so no such file is ever stored.
const MARKUP = /<(?:script|html|head|body|iframe|svg|object|embed|frameset|meta|link|style|xml|\?php|!doctype)\b|<%|javascript:/i;
const PDF_ACTIVE = /\/(?:JavaScript|JS|Launch|EmbeddedFile|OpenAction|AA)\b/;

/** Whether the bytes carry active content for their kind (a file of a few MB is scanned in milliseconds). */
export function hasActiveContent(ext: Extension, data: Buffer): boolean {
  const pattern = activePattern(ext);
  return pattern ? pattern.test(data.toString('latin1')) : false;
}

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
