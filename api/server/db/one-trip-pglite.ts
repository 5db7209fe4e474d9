// PGlite's side of one-trip reads (one-trip.ts): one connection on the server's thread, batches of
// reads in one call, the answer parsed from PGlite's raw protocol bytes.
import type { PGlite } from '@electric-sql/pglite';
import { Batch, Collector, MAX_BATCH, StatementCache, forget, isMissingStatement, planInto, settle, textParam, type OneTripReader, type Parsed, type ReadField, type ReadRequest, type ReadResult, type ValueParser, type Waiting } from './one-trip';

/** An error the database answered, with its SQLSTATE in `code` (as node-postgres reports them). */
export class DatabaseReadError extends Error {
  code?: string;
  severity?: string;
  detail?: string;
  hint?: string;
  position?: string;
  constraint?: string;
}

const ERROR_FIELDS: Record<string, keyof DatabaseReadError> = { C: 'code', V: 'severity', D: 'detail', H: 'hint', P: 'position', n: 'constraint' };

/** Walks backend messages (raw bytes) and hands each read its own: a read ends at its ReadyForQuery. */
function readBackend(buf: Buffer, onRead: (col: Collector, error: DatabaseReadError | null) => void): void {
  let col = new Collector();
  let error: DatabaseReadError | null = null;
  let at = 0;
  let p = 0;
  const cstring = () => {
    const z = buf.indexOf(0, p);
    const v = buf.toString('utf8', p, z);
    p = z + 1;
    return v;
  };
  while (at + 5 <= buf.length) {
    const type = buf[at]!;
    const end = at + 1 + buf.readInt32BE(at + 1);
    p = at + 5;
    switch (type) {
      case 0x54: {
        // 'T' RowDescription
        const n = buf.readInt16BE(p);
        p += 2;
        const fields: ReadField[] = [];
        for (let i = 0; i < n; i++) {
          const name = cstring();
          fields.push({ name, dataTypeID: buf.readInt32BE(p + 6) });
          p += 18;
        }
        col.rowDescription(fields);
        break;
      }
      case 0x44: {
        // 'D' DataRow
        const n = buf.readInt16BE(p);
        p += 2;
        const values: (string | null)[] = [];
        for (let i = 0; i < n; i++) {
          const len = buf.readInt32BE(p);
          p += 4;
          if (len < 0) values.push(null);
          else {
            values.push(buf.toString('utf8', p, p + len));
            p += len;
          }
        }
        col.dataRow(values);
        break;
      }
      case 0x43: // 'C' CommandComplete
        col.commandComplete(cstring());
        break;
      case 0x45: {
        // 'E' ErrorResponse: the rest of this read was skipped up to its Sync
        const e = new DatabaseReadError();
        while (buf[p] !== 0 && p < end) {
          const code = String.fromCharCode(buf[p++]!);
          const value = cstring();
          if (code === 'M') e.message = value;
          else if (ERROR_FIELDS[code]) (e as unknown as Record<string, string>)[ERROR_FIELDS[code]] = value;
        }
        error ??= e;
        break;
      }
      case 0x5a: // 'Z' ReadyForQuery: this read is over
        onRead(col, error);
        col = new Collector();
        error = null;
        break;
      // ParseComplete, BindComplete, CloseComplete, NoData, notices, parameter status: nothing to keep
    }
    at = end;
  }
}


/**
 * PGlite runs one statement at a time on the server's thread, so reads that arrive while it is busy
 * wait in a queue and are then sent together: one call into PGlite carries several reads, each still
 * its own implicit transaction with its own Sync (an error in one skips only to its own Sync). PGlite's
 * locks are taken once per call, so a waiting transaction goes next, not after the whole queue.
 */
export class PgliteOneTrip implements OneTripReader {
  private cache = new StatementCache();
  private queue: Waiting[] = [];
  private pumping = false;
  constructor(private readonly client: PGlite) {}

  read(req: ReadRequest): Promise<ReadResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ req, resolve, reject, retried: false });
      if (!this.pumping) {
        // Started on the next turn of the event loop, after the requests already received have queued
        // their reads too: under load one call then carries several.
        this.pumping = true;
        setImmediate(() => void this.pump());
      }
    });
  }

  private async pump(): Promise<void> {
    const c = this.client;
    try {
      while (this.queue.length) {
        // Both of PGlite's locks, as its own query() takes them: never inside another caller's transaction.
        await c._runExclusiveTransaction(() => c._runExclusiveQuery(() => this.send(this.queue.splice(0, MAX_BATCH))));
      }
    } finally {
      this.pumping = false;
    }
  }

  private async send(waiting: Waiting[]): Promise<void> {
    const c = this.client;
    const batch = new Batch();
    const sent: { w: Waiting; parsed: Parsed }[] = [];
    for (const w of waiting) {
      try {
        sent.push({ w, parsed: planInto(batch, this.cache, w.req, w.req.params.map(textParam), true) });
      } catch (e) {
        w.reject(e);
      }
    }
    if (!sent.length) return;
    const chunks: Buffer[] = [];
    try {
      // The raw answer, parsed here (PGlite's own parser builds objects for every message). Reads
      // write nothing: no flush of the data directory afterwards.
      await c.execProtocolRawStream(batch.bytes(), { syncToFs: false, onRawData: (data) => chunks.push(Buffer.from(data)) });
    } catch (e) {
      for (const { w, parsed } of sent) {
        forget(this.cache, parsed);
        w.reject(e);
      }
      return;
    }
    let i = 0;
    let cleared = false;
    readBackend(Buffer.concat(chunks), (col, error) => {
      const one = sent[i++];
      if (!one) return;
      const { w, parsed } = one;
      if (!error) return settle(w, () => col.result(w.req, (typeId) => c.parsers[typeId] as ValueParser | undefined));
      forget(this.cache, parsed);
      if (isMissingStatement(error) && !w.retried) {
        // A statement the cache believed prepared is gone (DEALLOCATE): prepare again, once.
        if (!cleared) this.cache.clear();
        cleared = true;
        w.retried = true;
        this.queue.unshift(w);
        return;
      }
      w.reject(error);
    });
    for (const { w, parsed } of sent.slice(i)) {
      forget(this.cache, parsed);
      w.reject(new Error('tenant read: PGlite ended the batch early'));
    }
  }
}
