// The PGlite worker thread: PGlite (PostgreSQL compiled to WebAssembly) runs every statement on the
// thread that owns it, so it lives here, off the server's event loop. The main thread talks to it through
// pglite-thread.ts. Plain JavaScript on purpose: a worker thread must load without a TypeScript loader.
//
// Messages in: { id, op, ... }; out: { id, ok } or { id, error }. Transactions stay open across messages:
// `begin` opens one (PGlite's transaction lock is held until `end`), `query`/`exec` with a txId run in it.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {PGlite} */
let db;
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void }>} */
const txs = new Map();

const errorOf = (e) => {
  const out = { message: String(e?.message ?? e) };
  for (const k of ['code', 'severity', 'detail', 'hint', 'position', 'constraint', 'table', 'column', 'schema', 'where']) if (e?.[k] !== undefined) out[k] = e[k];
  return out;
};

/** PGlite's parsers for the OIDs the caller parses itself are replaced by identity (raw text). */
const optionsOf = (rowMode, rawTypes) => {
  const options = {};
  if (rowMode) options.rowMode = rowMode;
  if (rawTypes?.length) options.parsers = Object.fromEntries(rawTypes.map((oid) => [oid, (x) => x]));
  return options;
};

const plain = (r) => ({ rows: r.rows, fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), affectedRows: r.affectedRows ?? 0 });

const handlers = {
  async open({ dataDir, loadDataDir }) {
    db = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    });
    // Array types and their element types, so the main thread can parse arrays as PGlite does.
    const arrays = await db.query('select oid, typarray from pg_type where typarray <> 0', [], { rowMode: 'array' });
    return { arrays: arrays.rows };
  },
  async query({ txId, text, params, rowMode, rawTypes }) {
    const target = txId ? txs.get(txId)?.tx : db;
    if (!target) throw new Error(`no open transaction ${txId}`);
    return plain(await target.query(text, params, optionsOf(rowMode, rawTypes)));
  },
  async exec({ txId, text }) {
    const target = txId ? txs.get(txId)?.tx : db;
    if (!target) throw new Error(`no open transaction ${txId}`);
    return (await target.exec(text)).map(plain);
  },
  /** Opens a transaction and answers once it is open; it ends with `end` (commit or roll back). */
  begin({ txId }) {
    return new Promise((opened, failed) => {
      let settled = false;
      const done = db
        .transaction(
          (tx) =>
            new Promise((resolve, reject) => {
              settled = true;
              txs.set(txId, { tx, end: (commit) => (commit ? resolve(undefined) : reject(Object.assign(new Error('rollback'), { rollback: true }))) });
              opened(null);
            }),
        )
        .then(
          () => ({ committed: true }),
          (e) => (e?.rollback ? { committed: false } : Promise.reject(e)),
        )
        .finally(() => txs.delete(txId));
      ends.set(txId, done);
      done.catch((e) => {
        if (!settled) failed(e);
      });
    });
  },
  async end({ txId, commit }) {
    const open = txs.get(txId);
    if (!open) throw new Error(`no open transaction ${txId}`);
    open.end(commit);
    const r = await ends.get(txId);
    ends.delete(txId);
    return r;
  },
  /** One batch of tenant reads (one-trip.ts): protocol bytes in, the raw answer out. */
  async read({ bytes }) {
    const chunks = [];
    await db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(() => db.execProtocolRawStream(new Uint8Array(bytes), { syncToFs: false, onRawData: (d) => chunks.push(Buffer.from(d)) })),
    );
    const out = Buffer.concat(chunks);
    return out.buffer.slice(out.byteOffset, out.byteOffset + out.length);
  },
  async dump() {
    return (await db.dumpDataDir('gzip')).arrayBuffer();
  },
  async close() {
    await db.close();
    return null;
  },
};
/** @type {Map<number, Promise<unknown>>} */
const ends = new Map();

parentPort.on('message', (m) => {
  const handler = handlers[m.op];
  Promise.resolve()
    .then(() => (handler ? handler(m) : Promise.reject(new Error(`unknown op ${m.op}`))))
    .then(
      (ok) => parentPort.postMessage({ id: m.id, ok }, ok instanceof ArrayBuffer ? [ok] : []),
      (e) => parentPort.postMessage({ id: m.id, error: errorOf(e) }),
    );
});
