// One HTTP exchange with the server, reduced to an Outcome the error table can read. ky does the
// timeout and credentials; it never throws on a status here, because every status is read from the table.
import ky, { TimeoutError, type KyInstance } from 'ky';
import type { Envelope } from '../catalogue/errors';
import { HEADERS } from '../catalogue/wire';
import type { CallRoute } from './call-route';
import { CALL_BASE, HTTP_TIMEOUT_MS, OTHER_ADMIN_BASE } from './constants';
import type { RequestContext } from './host';
import { holdsBlob, toFormData } from './multipart';
import { replayHeaders } from './replay';
import { canUploadByXhr, uploadByXhr, type SendOutcome } from './upload-xhr';

/** What one call may ask of its exchange besides the payload. */
export interface SendOptions {
  onUploadProgress?: ((loaded: number, total: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

export interface TransportOptions {
  /** Prefix for the bases (tests and non-browser callers need an absolute origin). Default: same origin. */
  origin?: string;
  /** Injected fetch (tests). */
  fetch?: typeof fetch;
  now?: () => number;
  /** Injected xvrandom source (tests that must not wait on the real hash's thread pool). */
  nonce?: (now: number) => Promise<string>;
}

/** A ky instance for one base: 30 s timeout, credentials, no retries (a retry would reuse a nonce). */
export function createHttp(base: string, options: TransportOptions, timeout = HTTP_TIMEOUT_MS): KyInstance {
  return ky.create({
    prefixUrl: `${options.origin ?? ''}${base}`,
    timeout,
    credentials: 'include',
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'code' in body && (typeof body.code === 'string' || typeof body.code === 'number');

export class Transport {
  private readonly bases: ReadonlyArray<readonly [string, KyInstance]>;
  private readonly now: () => number;
  private readonly nonce: ((now: number) => Promise<string>) | undefined;
  private readonly origin: string;

  constructor(options: TransportOptions = {}) {
    this.origin = options.origin ?? '';
    this.bases = [
      [CALL_BASE, createHttp(CALL_BASE, options)],
      [OTHER_ADMIN_BASE, createHttp(OTHER_ADMIN_BASE, options)],
    ];
    this.now = options.now ?? (() => Date.now());
    this.nonce = options.nonce;
  }

  private route(path: string): { http: KyInstance; rest: string } {
    for (const [base, http] of this.bases) {
      if (path.startsWith(`${base}/`)) return { http, rest: path.slice(base.length + 1) };
    }
    throw new Error(`catalogue path outside ${CALL_BASE} and ${OTHER_ADMIN_BASE}: ${path}`);
  }

  async send(def: CallRoute, payload: unknown, ctx: RequestContext, options: SendOptions = {}): Promise<SendOutcome> {
    const { http, rest } = this.route(def.path);
    const headers: Record<string, string> = {};
    if (ctx.token) headers[HEADERS.token] = ctx.token;
    if (ctx.tntId) headers[HEADERS.tntId] = ctx.tntId;
    if (ctx.idytpCd) headers[HEADERS.idytpCd] = ctx.idytpCd;
    if (!def.replayExempt) Object.assign(headers, await replayHeaders(this.now(), ctx.sid, this.nonce));

    const upload = def.method !== 'GET' && holdsBlob(payload);
    if (upload && (options.onUploadProgress || options.signal) && canUploadByXhr()) {
      return uploadByXhr({
        url: `${this.origin}${def.path}`, method: def.method, headers, body: toFormData(payload as Record<string, unknown>), timeoutMs: HTTP_TIMEOUT_MS,
        onUploadProgress: options.onUploadProgress, signal: options.signal,
      });
    }
    let response: Response;
    try {
      response = await http(rest, {
        method: def.method,
        headers,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(def.method === 'GET'
          ? { searchParams: toSearchParams(payload) }
          : holdsBlob(payload)
            ? { body: toFormData(payload as Record<string, unknown>) }
            : { json: payload ?? {} }),
      });
    } catch (error) {
      if (error instanceof TimeoutError) return { kind: 'timeout' };
      if (options.signal?.aborted) return { kind: 'aborted' };
      return { kind: 'network' };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { kind: 'unreadable', status: response.status };
    }
    return isEnvelope(body) ? { kind: 'envelope', status: response.status, envelope: body } : { kind: 'unreadable', status: response.status };
  }
}

function toSearchParams(payload: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (payload && typeof payload === 'object') {
    for (const [k, v] of Object.entries(payload)) {
      if (v !== undefined && v !== null) out[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
    }
  }
  return out;
}
