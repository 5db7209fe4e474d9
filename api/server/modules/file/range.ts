// HTTP Range requests (RFC 9110 section 14) for the download: a video player seeks by asking for the bytes
// from some position on, and the answer is 206 with those bytes only. One range per request (what browsers
// send); several ranges, or a header we do not understand, get the whole file (200), as the RFC allows.
import type { ByteRange } from './file-service';

export type RangeAsk = { kind: 'all' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/** What a Range header asks of a file of `size` bytes. */
export function readRange(header: string | undefined, size: number): RangeAsk {
  if (!header) return { kind: 'all' };
  const m = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'all' };
  let start: number;
  let end: number;
  if (m[1] === '') {
    // A suffix: the last n bytes.
    const n = Number(m[2]);
    if (n === 0) return { kind: 'unsatisfiable' };
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return { kind: 'all' };
  }
  if (size === 0 || start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}
