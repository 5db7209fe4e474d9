// The server's side of the embedded database's thread (pglite-worker.mjs): starts it, and gives
// node-postgres connections to it. A connection is a MessagePort wrapped in a stream that behaves as the
// socket node-postgres would open (connect, write, data, end), so the server uses one driver, one Drizzle
// dialect and one one-trip reader (one-trip-postgres.ts) for PGlite and PostgreSQL alike. Beside the
// connections, the thread's own port carries what the protocol cannot: dump() and a clean close().
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';

export interface PgliteThreadOptions {
  /** Data directory; absent = in memory. */
  dataDir?: string;
  /** Start from this tarball (made by dump()). */
  loadDataDir?: Blob;
  /** The thread died (PGlite's runtime failed, or the thread was killed): every query now fails. */
  onLost?: (error: Error) => void;
}

export interface PgliteThread {
  /** A new connection, for node-postgres's `stream` option. */
  stream(): Duplex;
  dump(): Promise<Blob>;
  /** Closes PGlite cleanly (after the connections have ended) and ends the thread. */
  close(): Promise<void>;
  /** The thread (tests end it to see a crash handled). */
  readonly worker: Worker;
}

/** PGlite's WebAssembly compiled once per process and handed to every thread (each thread would
 * otherwise compile its 9 MB again: the API suite opens a database per test file). */
let compiled: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }> | undefined;
function compileWasm() {
  compiled ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb] = await Promise.all([readFile(join(dist, 'pglite.wasm')), readFile(join(dist, 'initdb.wasm'))]);
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pglite), WebAssembly.compile(initdb)]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return compiled;
}

type Reply = { id: number; ok: true; bytes?: Uint8Array<ArrayBuffer> } | { id: number; ok: false; error: string };

export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const wasm = await compileWasm();
  const tarball = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  // The URL is made apart from `new Worker(...)`: Vite (the engine tests' transform) rewrites the inline
  // `new Worker(new URL(...))` form as a browser worker and refuses these options.
  const script = new URL('./pglite-worker.mjs', import.meta.url);
  const worker = new Worker(script, {
    workerData: { dataDir: options.dataDir, loadDataDir: tarball, ...wasm },
    ...(tarball ? { transferList: [tarball] } : {}),
  });

  // The thread keeps the process alive only while a request to it is pending (node-postgres refs a
  // connection while a client is checked out): an idle database must not keep a finished script running.
  let pending = 0;
  const hold = () => {
    if (pending++ === 0) worker.ref();
  };
  const letGo = () => {
    if (--pending === 0) worker.unref();
  };

  const waiting = new Map<number, (r: Reply) => void>();
  const streams = new Set<PortStream>();
  let nextId = 0;
  let closing = false;
  let lost: Error | undefined;
  let fatal = '';
  let started = false;

  const request = (msg: Record<string, unknown>, transfer: MessagePort[] = []): Promise<Reply & { ok: true }> => {
    if (lost) return Promise.reject(lost);
    const id = ++nextId;
    hold();
    return new Promise((resolve, reject) => {
      waiting.set(id, (r) => {
        letGo();
        if (r.ok) resolve(r);
        else reject(new Error(`embedded database: ${r.error}`));
      });
      worker.postMessage({ ...msg, id }, transfer);
    });
  };

  const ready = new Promise<void>((resolve, reject) => {
    hold();
    worker.on('message', (m: { type?: string; error?: string } & Partial<Reply>) => {
      if (m.type === 'ready') {
        letGo();
        resolve();
      } else if (m.type === 'fatal') fatal = m.error ?? '';
      else if (typeof m.id === 'number') {
        const done = waiting.get(m.id);
        waiting.delete(m.id);
        done?.(m as Reply);
      }
    });
    worker.on('error', (e) => {
      fatal ||= e.stack ?? e.message;
      reject(e);
    });
    worker.on('exit', (code) => {
      const error = new Error(
        closing && code === 0 ? 'embedded database closed' : `embedded database thread ended unexpectedly (exit code ${code})${fatal ? `: ${fatal}` : ''}`,
      );
      lost = error;
      reject(error);
      for (const done of waiting.values()) done({ id: 0, ok: false, error: error.message });
      waiting.clear();
      for (const s of streams) s.destroy(error);
      if (started && (!closing || code !== 0)) options.onLost?.(error);
    });
  });
  await ready;
  started = true;

  return {
    worker,
    stream() {
      const s = new PortStream(() => {
        if (lost) throw lost;
        const { port1, port2 } = new MessageChannel();
        void request({ type: 'connect', port: port2 }, [port2]).catch((e: unknown) => s.destroy(e as Error));
        return port1;
      });
      streams.add(s);
      s.once('close', () => streams.delete(s));
      return s;
    },
    async dump() {
      const r = await request({ type: 'dump' });
      return new Blob([r.bytes!]);
    },
    async close() {
      if (lost) return;
      closing = true;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      hold();
      worker.postMessage({ type: 'close', id: ++nextId });
      await exited;
    },
  };
}

/**
 * What node-postgres sees as its socket: bytes written go to the thread as one message per tick (a query's
 * Parse, Bind, Execute and Sync are four writes), bytes the thread answers are read. The port closing
 * while we did not end the connection means the thread is gone: an error, so queries in flight fail.
 */
class PortStream extends Duplex {
  private port: MessagePort | undefined;
  private out: Buffer[] = [];
  private flushing = false;
  private ending = false;
  constructor(private readonly open: () => MessagePort) {
    super();
  }

  /** node-postgres calls connect(port, host) and waits for 'connect'. */
  connect(): this {
    try {
      const port = (this.port = this.open());
      port.on('message', (data: Uint8Array) => this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
      port.on('close', () => {
        if (this.ending) this.push(null);
        else this.destroy(new Error('embedded database connection closed'));
      });
      process.nextTick(() => this.emit('connect'));
    } catch (e) {
      process.nextTick(() => this.destroy(e as Error));
    }
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    this.port?.ref();
    return this;
  }
  unref(): this {
    this.port?.unref();
    return this;
  }
  override _read(): void {}
  override _write(chunk: Buffer, _enc: BufferEncoding, done: (e?: Error | null) => void): void {
    this.out.push(chunk);
    if (!this.flushing) {
      this.flushing = true;
      queueMicrotask(() => this.flush());
    }
    done();
  }
  private flush(): void {
    this.flushing = false;
    if (!this.out.length || !this.port) return;
    // One standalone buffer, handed over (a Buffer from Node's pool would clone its whole 8 KB slab).
    const bytes = new Uint8Array(Buffer.concat(this.out));
    this.out = [];
    this.port.postMessage(bytes, [bytes.buffer]);
  }
  override _final(done: (e?: Error | null) => void): void {
    this.ending = true;
    this.flush();
    this.port?.close();
    done();
  }
  override _destroy(error: Error | null, done: (e?: Error | null) => void): void {
    this.ending = true;
    this.port?.close();
    done(error);
  }
}
