// The nonce store of PGlite (one process): decided in memory, written behind (a row of arrays per flush), loaded
// again on start, bounded in memory (past the bound, or while live rows are not in memory, the database
// decides before the answer). Run on both engines: it is plain SQL on the owner connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAY_WINDOW_MS } from '../../api/catalogue';
import { STORED_NONCES, WriteBehindNonceStore } from '../../api/server/core';
import { countRows, startTestServer, type TestServer } from './support/server';

describe('write-behind nonce store', () => {
  let h: TestServer;
  beforeAll(async () => {
    h = await startTestServer();
  });
  afterAll(() => h.close());
  const open = (maxKept?: number) => WriteBehindNonceStore.open(h.db.owner, () => h.clock.now(), h.app.log, maxKept ? { maxKept } : {});
  /** The nonce is stored, in either table. */
  const row = (scope: string, nonce: string) => countRows(h.db, `${STORED_NONCES} AS stored`, 'scope = $1 AND nonce = $2', [scope, nonce]);
  /** The nonce has a row of its own, where the database decides. */
  const ownRow = (scope: string, nonce: string) => countRows(h.db, 'request_nonces', 'scope = $1 AND nonce = $2', [scope, nonce]);
  /** Every nonce stored so far (by the server too) past its expiry, so a store opened now loads none. */
  const expireAll = () => h.clock.advance(2 * REPLAY_WINDOW_MS);
  /** Past the 60 s ttl used here and the memory bucket it sits in (a key may be kept up to 100 s longer). */
  const PAST_TTL = 60_000 + 100_000 + 1;

  it('a nonce is fresh once per tenant; its row is written behind and known after a restart', async () => {
    const a = await open();
    expect(await a.useOnce('TWB1', 'n-1', 60_000)).toBe(true);
    expect(await a.useOnce('TWB1', 'n-1', 60_000)).toBe(false);
    expect(await a.useOnce('TWB2', 'n-1', 60_000)).toBe(true);
    const batchesBefore = await countRows(h.db, 'request_nonce_batches');
    await a.flush();
    expect(await row('TWB1', 'n-1')).toBe(1);
    expect(await row('TWB2', 'n-1')).toBe(1);
    // One row per tenant for the flush, its nonces in an array: none of them has a row of its own.
    expect((await countRows(h.db, 'request_nonce_batches')) - batchesBefore).toBe(2);
    expect(await ownRow('TWB1', 'n-1')).toBe(0);
    expect(await ownRow('TWB2', 'n-1')).toBe(0);
    expect(await a.useOnce('TWB1', 'n-2', 60_000)).toBe(true);
    // A clean stop writes what is pending; the next process loads the live rows.
    await a.close();
    const b = await open();
    expect(await b.useOnce('TWB1', 'n-1', 60_000)).toBe(false);
    expect(await b.useOnce('TWB1', 'n-2', 60_000)).toBe(false);
    expect(await b.useOnce('TWB1', 'n-3', 60_000)).toBe(true);
    await b.close();
  });

  it('concurrent uses of one nonce: exactly one is fresh', async () => {
    const s = await open();
    const answers = await Promise.all(Array.from({ length: 50 }, () => s.useOnce('TWB1', 'n-same', 60_000)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    await s.close();
  });

  it('holds at most maxKept nonces; past that the database decides before the answer, until those expire', async () => {
    expireAll();
    const s = await open(3);
    for (const n of ['m-1', 'm-2', 'm-3']) expect(await s.useOnce('TWB3', n, 60_000)).toBe(true);
    expect(s.size).toBe(3);
    // Full: the next nonce is written before its answer (its row is there without a flush) ...
    expect(await s.useOnce('TWB3', 'd-1', 60_000)).toBe(true);
    expect(await ownRow('TWB3', 'd-1')).toBe(1);
    expect(s.size).toBe(3);
    // ... and refused again by the database, though the memory never held it.
    expect(await s.useOnce('TWB3', 'd-1', 60_000)).toBe(false);
    expect(await s.useOnce('TWB3', 'm-2', 60_000)).toBe(false);
    // Once everything expired, memory decides again (the row waits for the flush).
    h.clock.advance(PAST_TTL);
    expect(await s.useOnce('TWB3', 'm-4', 60_000)).toBe(true);
    expect(await row('TWB3', 'm-4')).toBe(0);
    await s.flush();
    expect(await row('TWB3', 'm-4')).toBe(1);
    expect(s.waiting).toBe(0);
    await s.close();
  });

  it('started with more live rows than it may hold: loads none and lets the database decide until they expire', async () => {
    expireAll();
    const a = await open();
    for (const n of ['l-1', 'l-2', 'l-3']) expect(await a.useOnce('TWB4', n, 60_000)).toBe(true);
    await a.close();
    const b = await open(2);
    expect(b.size).toBe(0);
    // The live nonces now have rows of their own, where the database decides; no batch is left to read.
    for (const n of ['l-1', 'l-2', 'l-3']) expect(await ownRow('TWB4', n)).toBe(1);
    expect(await countRows(h.db, 'request_nonce_batches', 'expires_at > $1', [new Date(h.clock.now()).toISOString()])).toBe(0);
    expect(await b.useOnce('TWB4', 'l-2', 60_000)).toBe(false);
    expect(await b.useOnce('TWB4', 'l-9', 60_000)).toBe(true);
    expect(await ownRow('TWB4', 'l-9')).toBe(1);
    h.clock.advance(PAST_TTL);
    expect(await b.useOnce('TWB4', 'l-2', 60_000)).toBe(true);
    await b.close();
  });
});
