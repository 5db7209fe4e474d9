// An upload with progress: fetch (and so ky) cannot report how much of a request body has been sent, but
// XMLHttpRequest's `upload` events can; so a payload holding a file, when its caller asks for progress or
// may cancel, goes by XHR with the same headers and credentials as every other call. Its timeout (spec 9:
// 30 s) counts from the last sign of life rather than from the start, so a 50 MB video on a slow line is
// not cut off while its bytes are still moving.
import type { Outcome } from './errors';

export interface XhrUpload {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: FormData;
  timeoutMs: number;
  onUploadProgress?: ((loaded: number, total: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

export type SendOutcome = Outcome | { kind: 'aborted' };

export const canUploadByXhr = (): boolean => typeof XMLHttpRequest !== 'undefined';

export function uploadByXhr(o: XhrUpload): Promise<SendOutcome> {
  return new Promise((resolve) => {
    if (o.signal?.aborted) return resolve({ kind: 'aborted' });
    const xhr = new XMLHttpRequest();
    xhr.open(o.method, o.url);
    xhr.withCredentials = true;
    for (const [k, v] of Object.entries(o.headers)) xhr.setRequestHeader(k, v);
    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, o.timeoutMs);
    };
    const abort = () => xhr.abort();
    o.signal?.addEventListener('abort', abort, { once: true });
    const done = (outcome: SendOutcome) => {
      clearTimeout(timer);
      o.signal?.removeEventListener('abort', abort);
      resolve(outcome);
    };
    xhr.upload.addEventListener('progress', (e) => {
      alive();
      if (e.lengthComputable) o.onUploadProgress?.(e.loaded, e.total);
    });
    xhr.addEventListener('progress', alive);
    xhr.addEventListener('load', () => {
      try {
        const body: unknown = JSON.parse(xhr.responseText);
        const isEnvelope = typeof body === 'object' && body !== null && 'code' in body;
        done(isEnvelope ? { kind: 'envelope', status: xhr.status, envelope: body as Extract<Outcome, { kind: 'envelope' }>['envelope'] } : { kind: 'unreadable', status: xhr.status });
      } catch {
        done({ kind: 'unreadable', status: xhr.status });
      }
    });
    xhr.addEventListener('error', () => done({ kind: 'network' }));
    xhr.addEventListener('abort', () => done(stalled ? { kind: 'timeout' } : { kind: 'aborted' }));
    alive();
    xhr.send(o.body);
  });
}
