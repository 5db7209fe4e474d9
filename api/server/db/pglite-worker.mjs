// The embedded database's thread (issue 13 item 1): PGlite runs here, so a long statement (or the many of
// an upload) never stops the server's thread from answering HTTP. The server talks to it with node-postgres,
// as to PostgreSQL: each connection is a MessagePort carrying the PostgreSQL wire protocol (pglite-thread.ts
// wraps it in a stream node-postgres accepts). No socket is opened, so nothing outside this process can reach
// the database. This thread answers the start-up messages itself (there is no authentication to do: only
// this process holds the ports) and hands every other message to PGlite's execProtocolRaw.
//
// Plain JavaScript on purpose: a worker is loaded by Node itself, not by the TypeScript loader of whoever
// started the process (tsx for the server, vitest for the tests).
//
// Control messages on parentPort (all answered with { id, ok, ... } or { id, ok: false, error }):
//   { type: 'connect', id, port }   a new session on `port` (one at a time: PGlite has one session)
//   { type: 'dump', id }            the data directory as a gzipped tarball (test fixtures)
//   { type: 'close', id }           close PGlite cleanly (the data directory is consistent), then exit
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const PROTOCOL_3 = 196608;

/** Messages after which the client waits for an answer: what is buffered is sent to PGlite then. Anything
 * else of the extended protocol (Parse, Bind, Describe, Execute, Close) waits for its Sync or Flush, so
 * PGlite always sees a whole pipeline, as a PostgreSQL backend reading a socket would. */
const SEND_AFTER = new Set([0x53 /* S Sync */, 0x48 /* H Flush */, 0x51 /* Q Query */, 0x63 /* c CopyDone */, 0x66 /* f CopyFail */]);

const { dataDir, loadDataDir, pgliteWasmModule, initdbWasmModule, fsBundle } = workerData;

const db = await PGlite.create({
  ...(dataDir ? { dataDir } : {}),
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  ...(pgliteWasmModule ? { pgliteWasmModule } : {}),
  ...(initdbWasmModule ? { initdbWasmModule } : {}),
  ...(fsBundle ? { fsBundle: new Blob([fsBundle]) } : {}),
});

/** Every call into PGlite goes through this chain: one at a time, in the order they came. */
let chain = Promise.resolve();
const serially = (fn) => {
  const run = chain.then(fn);
  chain = run.catch(() => undefined);
  return run;
};

/** Runs protocol bytes; returns the answer as one standalone buffer (PGlite's chunks are views of its memory). */
function exec(bytes) {
  const chunks = [];
  let size = 0;
  // Synchronous inside: the whole answer is collected before the call returns.
  const done = db.execProtocolRawStream(bytes, {
    onRawData: (data) => {
      chunks.push(data.slice());
      size += data.length;
    },
  });
  return done.then(() => {
    if (chunks.length === 1) return chunks[0];
    const out = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  });
}

/** The transaction status of the last ReadyForQuery PGlite sent ('I' idle, 'T' in a transaction, 'E' failed). */
let txStatus = 0x49;
let sessions = 0;

function noteReadyForQuery(out) {
  // ReadyForQuery ('Z', length 5, status) is the last message of every answer that ends a pipeline.
  const n = out.length;
  if (n >= 6 && out[n - 6] === 0x5a && out[n - 5] === 0 && out[n - 4] === 0 && out[n - 3] === 0 && out[n - 2] === 5) txStatus = out[n - 1];
}

const query = (text) => {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const head = Buffer.alloc(5);
  head[0] = 0x51;
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};

/** A new session starts as a new backend would: no transaction left open, no prepared statements,
 * settings back to their defaults (the previous session may have ended in the middle of anything). */
async function resetSession() {
  if (txStatus !== 0x49) await exec(query('ROLLBACK'));
  await exec(query('DISCARD ALL'));
  txStatus = 0x49;
}

function startupAnswer() {
  const parts = [];
  const msg = (type, body) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    parts.push(head, body);
  };
  const int32 = (v) => {
    const b = Buffer.alloc(4);
    b.writeInt32BE(v, 0);
    return b;
  };
  msg('R', int32(0)); // AuthenticationOk
  for (const [k, v] of [['server_version', '17'], ['server_encoding', 'UTF8'], ['client_encoding', 'UTF8'], ['DateStyle', 'ISO, MDY'], ['integer_datetimes', 'on'], ['standard_conforming_strings', 'on']]) {
    msg('S', Buffer.from(`${k}\0${v}\0`, 'utf8'));
  }
  msg('K', Buffer.concat([int32(1), int32(0)])); // BackendKeyData (cancel requests are ignored)
  msg('Z', Buffer.from('I', 'latin1'));
  return Buffer.concat(parts);
}

/** Sends a buffer on a port, handing over its memory (an exact-size copy: a view would clone its whole backing store). */
function post(port, bytes) {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  port.postMessage(own, [own.buffer]);
}

/** One client connection: frames what it sends, answers start-up itself, runs the rest on PGlite. */
function serve(port) {
  let buf = Buffer.alloc(0);
  let started = false;
  let ended = false;
  let reset = sessions++ > 0 ? serially(resetSession) : Promise.resolve();
  const end = () => {
    if (ended) return;
    ended = true;
    port.close();
  };
  port.on('close', () => {
    ended = true;
  });
  port.on('message', (data) => {
    if (ended) return;
    buf = buf.length ? Buffer.concat([buf, Buffer.from(data)]) : Buffer.from(data);
    if (!started) {
      if (buf.length < 8) return;
      const len = buf.readInt32BE(0);
      if (buf.length < len) return;
      const code = buf.readInt32BE(4);
      buf = buf.subarray(len);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) return post(port, Buffer.from('N', 'latin1'));
      if (code !== PROTOCOL_3) return end(); // a cancel request (80877102: nothing can be cancelled), or a protocol we do not speak
      started = true;
      reset = reset.then(() => post(port, startupAnswer()));
    }
    // Whole messages only; up to the last one after which the client waits.
    let at = 0;
    let cut = 0;
    while (at + 5 <= buf.length) {
      const next = at + 1 + buf.readInt32BE(at + 1);
      if (next > buf.length) break;
      const type = buf[at];
      if (type === 0x58) {
        // Terminate: what came before it still runs, then the session ends.
        const rest = buf.subarray(0, at);
        buf = Buffer.alloc(0);
        if (rest.length) run(port, rest);
        serially(() => end());
        return;
      }
      at = next;
      if (SEND_AFTER.has(type)) cut = at;
    }
    if (!cut) return;
    const bytes = buf.subarray(0, cut);
    buf = buf.subarray(cut);
    run(port, bytes);
  });
}

function run(port, bytes) {
  const copy = Uint8Array.prototype.slice.call(bytes);
  void serially(async () => {
    const out = await exec(copy);
    noteReadyForQuery(out);
    post(port, out);
  }).catch((e) => fatal(e));
}

/** PGlite threw instead of answering (a crash of its runtime, not an SQL error): nothing it holds can be
 * trusted, so this thread ends and the server hears of it (pglite-thread.ts). */
function fatal(e) {
  parentPort.postMessage({ type: 'fatal', error: e instanceof Error ? `${e.message}\n${e.stack}` : String(e) });
  process.exit(1);
}

parentPort.on('message', (msg) => {
  const reply = (p) =>
    p.then(
      ({ transfer = [], ...v }) => parentPort.postMessage({ id: msg.id, ok: true, ...v }, transfer),
      (e) => parentPort.postMessage({ id: msg.id, ok: false, error: e instanceof Error ? e.message : String(e) }),
    );
  switch (msg.type) {
    case 'connect':
      serve(msg.port);
      return reply(Promise.resolve({}));
    case 'dump':
      return reply(
        serially(async () => {
          const bytes = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
          return { bytes, transfer: [bytes.buffer] };
        }),
      );
    case 'close':
      return void serially(async () => {
        await db.close();
        parentPort.postMessage({ id: msg.id, ok: true });
        process.exit(0);
      }).catch((e) => fatal(e));
  }
});

parentPort.postMessage({ type: 'ready' });
