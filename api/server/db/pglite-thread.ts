// PGlite in a worker thread (pglite-worker.mjs), seen from the server's thread. PGlite executes SQL on
// the thread that owns it; in the server's thread every statement stopped HTTP work for its duration
// (about half of that thread's time under load, measured: docs/server-data-access.md). Here the server's
// thread only sends messages, so the two cores of a small machine both work.
//
// The object below has the shape Drizzle's PGlite driver and the owner SQL use (query, exec,
// transaction), plus runBatch() for one-trip reads. Values cross the thread by structured clone (dates,
// big integers, JSON values, bytes survive). Parsers passed in query options are applied here, on the
// raw text the worker returns for their types; serializers and blobs are not supported.
import { Worker } from 'node:worker_threads';
import { types } from '@electric-sql/pglite';
import type { ValueParser } from './one-trip';

export interface ThreadResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, ValueParser>;
  serializers?: unknown;
  blob?: unknown;
}

export interface ThreadTx {
  query(text: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResult>;
  exec(text: string): Promise<ThreadResult[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Reply = { id: number; ok?: unknown; error?: Record<string, string> };

/** A database error from the worker, with the fields PGlite gave it (code is the SQLSTATE). */
export class WorkerDatabaseError extends Error {}

/** Applies caller-supplied parsers to the columns of their types (the worker left those as raw text). */
function applyParsers(r: ThreadResult, parsers: Record<number, ValueParser>, rowMode: 'array' | 'object'): ThreadResult {
  r.fields.forEach((f, i) => {
    const parse = parsers[f.dataTypeID];
    if (!parse) return;
    for (const row of r.rows) {
      if (rowMode === 'array') {
        const a = row as unknown[];
        if (a[i] !== null) a[i] = parse(a[i] as string, f.dataTypeID);
      } else {
        const o = row as Record<string, unknown>;
        if (o[f.name] !== null) o[f.name] = parse(o[f.name] as string, f.dataTypeID);
      }
    }
  });
  return r;
}

export class PgliteThread {
  private worker: Worker;
  private nextId = 0;
  private nextTx = 0;
  private pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  private dead: Error | null = null;
  /** PGlite's parsers by type OID, array types included (as the instance in the worker has them). */
  readonly parsers: Record<number, ValueParser> = { ...(types.parsers as Record<number, ValueParser>) };

  private constructor() {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url));
    this.worker.on('message', (m: Reply) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.error) p.reject(Object.assign(new WorkerDatabaseError(m.error.message), m.error));
      else p.resolve(m.ok);
    });
    const fail = (e: Error) => {
      this.dead = e;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`PGlite worker exited (${code})`)));
  }

  static async open(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    const t = new PgliteThread();
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const { arrays } = (await t.call({ op: 'open', dataDir: options.dataDir, loadDataDir }, loadDataDir ? [loadDataDir] : [])) as { arrays: [number, number][] };
    for (const [oid, typarray] of arrays) t.parsers[typarray] = (x) => types.arrayParser(x, t.parsers[oid] as never, typarray);
    return t;
  }

  private call(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.dead) return Promise.reject(this.dead);
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }

  private async runQuery(txId: number | undefined, text: string, params: unknown[] = [], options: ThreadQueryOptions = {}): Promise<ThreadResult> {
    if (options.serializers || options.blob) throw new Error('PGlite worker: query serializers and blobs are not supported');
    const rawTypes = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    const r = (await this.call({ op: 'query', txId, text, params, rowMode: options.rowMode, rawTypes })) as ThreadResult;
    return options.parsers ? applyParsers(r, options.parsers, options.rowMode ?? 'object') : r;
  }

  query(text: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResult> {
    return this.runQuery(undefined, text, params, options);
  }

  async exec(text: string): Promise<ThreadResult[]> {
    return (await this.call({ op: 'exec', text })) as ThreadResult[];
  }

  /** A transaction held open in the worker while fn runs here; committed if fn resolves. */
  async transaction<T>(fn: (tx: ThreadTx) => Promise<T>): Promise<T> {
    const txId = ++this.nextTx;
    await this.call({ op: 'begin', txId });
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: ThreadTx = {
      query: async (text, params, options) => (check(), this.runQuery(txId, text, params, options)),
      exec: async (text) => (check(), (await this.call({ op: 'exec', txId, text })) as ThreadResult[]),
      rollback: async () => {
        check();
        closed = true;
        await this.call({ op: 'end', txId, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (e) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'end', txId, commit: false });
      }
      throw e;
    }
    if (!closed) {
      closed = true;
      const { committed } = (await this.call({ op: 'end', txId, commit: true })) as { committed: boolean };
      if (!committed) throw new Error('transaction was rolled back');
    }
    return result;
  }

  /** One batch of one-trip reads: protocol bytes in, PGlite's raw answer out. */
  async runBatch(bytes: Buffer): Promise<Buffer> {
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
    return Buffer.from((await this.call({ op: 'read', bytes: copy }, [copy])) as ArrayBuffer);
  }

  async dump(): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump' })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    try {
      if (!this.dead) await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
