// tenantRead(): one round trip per read, and still the same walls as withTenant(): the app role, the
// tenant set, row-level security, read only, nothing left behind on the connection, values only ever as
// protocol parameters, and prepared reads that never mix tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, placeholder, sql } from 'drizzle-orm';
import { APP_ROLE, prepareRead, tenantRead, textParam, withTenant, type ReadDb } from '../../api/server/db';
import { tables as t } from '../../api/server/modules';
import { countRows, startTestServer, type TestServer } from './support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

type Rows<T> = { rows: T[] };

/** The database's own message (Drizzle wraps it as the cause of a "Failed query" error). */
async function dbError(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    const err = e as Error & { cause?: Error };
    return (err.cause ?? err).message;
  }
  throw new Error('expected the read to fail');
}
const exec = async <T>(q: ReadDb, query: ReturnType<typeof sql>) => ((await q.execute(query)) as unknown as Rows<T>).rows;

/** Runs fn on every connection of the pool at once (each holds its connection until all have one): the
 * test server's pool has 5 on PostgreSQL, 1 on PGlite (one session). */
async function onEveryConnection(fn: (sql: { exec(text: string): Promise<void>; query<T>(text: string): Promise<T[]> }) => Promise<void>) {
  const connections = h.db.kind === 'pglite' ? 1 : 5;
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((r) => (release = r));
  await Promise.all(
    Array.from({ length: connections }, () =>
      h.db.owner.exclusive(async (s) => {
        if (++arrived === connections) release();
        await all;
        await fn(s);
      }),
    ),
  );
}

const HOSTILE = [
  "' or '1'='1",
  "T1001' or tnt_id <> 'T1001",
  "'; drop table malls; --",
  "\\' or 1=1 --",
  '\\\\x27',
  "E'\\x27'",
  '$1',
  '"; select 1; "',
  '租户＇"',
  '\u2019 or 1=1 \u02bc',
  '🙂\u200b\ufeff',
];

describe('tenantRead: the walls', () => {
  it('runs as the app role with the tenant set and the transaction read only', async () => {
    const [row] = await tenantRead(h.db, 'T1001', (q) =>
      exec<{ u: string; tnt: string; ro: string }>(q, sql`select current_user as u, current_setting('app.tnt_id') as tnt, current_setting('transaction_read_only') as ro`),
    );
    expect(row).toEqual({ u: APP_ROLE, tnt: 'T1001', ro: 'on' });
  });

  it('a query that forgets its tenant filter still sees only its tenant (row-level security)', async () => {
    for (const tntId of ['T1001', 'T1002']) {
      const seen = await tenantRead(h.db, tntId, (q) => q.select({ tnt: t.persons.tntId }).from(t.persons));
      expect(seen.length).toBe(await countRows(h.db, 'persons', 'tnt_id = $1', [tntId]));
      expect(new Set(seen.map((r) => r.tnt))).toEqual(new Set([tntId]));
    }
    const other = await tenantRead(h.db, 'T1001', (q) => q.select({ id: t.persons.personId }).from(t.persons).where(eq(t.persons.tntId, 'T1002')));
    expect(other).toEqual([]);
  });

  it('refuses writes and locking reads', async () => {
    const before = await countRows(h.db, 'malls');
    expect(await dbError(
      tenantRead(h.db, 'T1001', (q) => q.execute(sql`insert into malls (tnt_id, mall_id, mall_nm, mall_type, mall_status) values ('T1001', 'MRO', '只读', '1', '1')`)),
    )).toMatch(/read-only transaction/);
    expect(await dbError(tenantRead(h.db, 'T1001', (q) => q.select().from(t.malls).for('update')))).toMatch(/read-only transaction/);
    expect(await countRows(h.db, 'malls')).toBe(before);
  });

  it('leaves nothing behind: after reads every connection is back to its own role with no tenant', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => tenantRead(h.db, i % 2 ? 'T1001' : 'T1002', (q) => q.select().from(t.malls))));
    const seen: { u: string; tnt: string | null; ro: string }[] = [];
    await onEveryConnection(async (s) => {
      seen.push(...(await s.query<{ u: string; tnt: string | null; ro: string }>(
        "select current_user as u, current_setting('app.tnt_id', true) as tnt, current_setting('transaction_read_only') as ro")));
    });
    for (const r of seen) {
      expect(r.u).not.toBe(APP_ROLE);
      expect(r.tnt ?? '').toBe('');
      expect(r.ro).toBe('off');
    }
  });

  it('needs a tenant', async () => {
    await expect(tenantRead(h.db, '', (q) => q.select().from(t.malls))).rejects.toThrow(/tenant/);
  });
});

describe('tenantRead: values are protocol parameters', () => {
  it('hostile text comes back byte for byte and matches nothing', async () => {
    for (const v of HOSTILE) {
      const [row] = await tenantRead(h.db, 'T1001', (q) => exec<{ v: string }>(q, sql`select ${v}::text as v`));
      expect(row!.v).toBe(v);
      const hits = await tenantRead(h.db, 'T1001', (q) => q.select().from(t.malls).where(eq(t.malls.mallNm, v)));
      expect(hits).toEqual([]);
    }
    expect(await countRows(h.db, 'malls')).toBeGreaterThan(0);
  });

  it('a hostile tenant id is only a tenant id: it sees no rows', async () => {
    for (const v of HOSTILE) {
      expect(await tenantRead(h.db, v, (q) => q.select().from(t.persons))).toEqual([]);
      const [row] = await tenantRead(h.db, v, (q) => exec<{ tnt: string }>(q, sql`select current_setting('app.tnt_id') as tnt`));
      expect(row!.tnt).toBe(v);
    }
    expect(await countRows(h.db, 'malls')).toBeGreaterThan(0);
  });

  it('a NUL byte is refused by the database, and the next read works', async () => {
    expect(await dbError(tenantRead(h.db, 'T1001', (q) => exec(q, sql`select ${'a\u0000b'}::text as v`)))).toMatch(/0x00|invalid/);
    expect(await dbError(tenantRead(h.db, 'T100\u00001', (q) => q.select().from(t.malls)))).toMatch(/0x00|invalid/);
    expect((await tenantRead(h.db, 'T1001', (q) => q.select().from(t.malls))).length).toBeGreaterThan(0);
  });

  it('textParam renders only types with one unambiguous text form', () => {
    expect(textParam(null)).toBeNull();
    expect(textParam(undefined)).toBeNull();
    expect(textParam("it's")).toBe("it's");
    expect(textParam(42)).toBe('42');
    expect(textParam(-1.5)).toBe('-1.5');
    expect(textParam(12345678901234567890n)).toBe('12345678901234567890');
    expect(textParam(true)).toBe('true');
    expect(textParam(new Date('2026-01-02T03:04:05.006Z'))).toBe('2026-01-02T03:04:05.006Z');
    for (const bad of [[1, 2], { a: 1 }, Buffer.from('x'), new Uint8Array(1), new Date('nope'), Symbol('s'), () => 1]) {
      expect(() => textParam(bad)).toThrow(TypeError);
    }
  });
});

describe('tenantRead: prepared reads', () => {
  // No tenant filter on purpose: which rows come back shows which tenant the read ran for.
  const everyPerson = prepareRead((q) => q.select({ tnt: t.persons.tntId }).from(t.persons));
  const mallByName = prepareRead((q) => q.select({ id: t.malls.mallId }).from(t.malls).where(eq(t.malls.mallNm, placeholder('name'))));

  it('interleaved reads of several tenants never mix', async () => {
    const tenants = ['T1001', 'T1002', 'T1003'];
    const expected = new Map(await Promise.all(tenants.map(async (x) => [x, await countRows(h.db, 'persons', 'tnt_id = $1', [x])] as const)));
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => tenants[i % 3]!).map(async (x) => [x, await tenantRead(h.db, x, everyPerson)] as const));
    for (const [x, rows] of results) {
      expect(rows.length).toBe(expected.get(x));
      expect(rows.every((r) => r.tnt === x)).toBe(true);
    }
  });

  it('runs of one tenant share their SET, and the next tenant in the batch is set again', async () => {
    // Reads sent at one moment go in one batch: here runs of 1-4 reads of a tenant, then another tenant,
    // with failing reads inside the runs (the reads after a failure are sent again in a new batch).
    const tenants = ['T1001', 'T1002', 'T1003'];
    const expected = new Map(await Promise.all(tenants.map(async (x) => [x, await countRows(h.db, 'persons', 'tnt_id = $1', [x])] as const)));
    const jobs = Array.from({ length: 48 }, (_, i) => ({ tntId: tenants[Math.floor(i / ((i % 4) + 1)) % 3]!, bad: i % 7 === 3 }));
    const results = await Promise.allSettled(jobs.map((j) =>
      j.bad
        ? tenantRead(h.db, j.tntId, (q) => exec(q, sql`select 1/0 as v`))
        : Promise.all([
          tenantRead(h.db, j.tntId, everyPerson),
          tenantRead(h.db, j.tntId, (q) => exec<{ tnt: string; role: string; ro: string }>(q, sql`select current_setting('app.tnt_id') as tnt, current_user as role, current_setting('transaction_read_only') as ro`)),
        ])));
    results.forEach((r, i) => {
      const j = jobs[i]!;
      expect(r.status).toBe(j.bad ? 'rejected' : 'fulfilled');
      if (r.status !== 'fulfilled') return;
      const [rows, [setting]] = r.value as [{ tnt: string }[], { tnt: string; role: string; ro: string }[]];
      expect(rows.length).toBe(expected.get(j.tntId));
      expect(rows.every((x) => x.tnt === j.tntId)).toBe(true);
      expect(setting).toEqual({ tnt: j.tntId, role: APP_ROLE, ro: 'on' });
    });
  });

  it('placeholders carry values, tntId is always the read\'s tenant', async () => {
    const [mall] = await h.db.owner.query<{ mall_id: string; mall_nm: string }>("select mall_id, mall_nm from malls where tnt_id = 'T1001' order by mall_id limit 1");
    expect(await tenantRead(h.db, 'T1001', mallByName, { name: mall!.mall_nm })).toEqual([{ id: mall!.mall_id }]);
    expect(await tenantRead(h.db, 'T1001', mallByName, { name: "' or '1'='1" })).toEqual([]);
    // A tntId among the values cannot redirect the read.
    expect((await tenantRead(h.db, 'T1002', everyPerson, { tntId: 'T1001' })).every((r) => r.tnt === 'T1002')).toBe(true);
  });
});

describe('tenantRead: the statement cache', () => {
  it('stays correct past its size (old statements closed and prepared again)', async () => {
    const read = (i: number) => tenantRead(h.db, 'T1001', (q) => exec<{ v: number }>(q, sql`select ${sql.raw(String(i))}::int + ${1}::int as v`));
    for (let i = 0; i < 300; i++) expect((await read(i))[0]!.v).toBe(i + 1);
    expect((await read(0))[0]!.v).toBe(1);
  });

  it('survives statements dropped behind its back (DEALLOCATE ALL)', async () => {
    const q = (name: string) => tenantRead(h.db, 'T1001', (r) => r.select({ id: t.malls.mallId }).from(t.malls).where(eq(t.malls.mallNm, name)));
    await Promise.all(Array.from({ length: 10 }, () => q('x')));
    await onEveryConnection((s) => s.exec('DEALLOCATE ALL'));
    expect(await Promise.all(Array.from({ length: 10 }, () => q('x')))).toEqual(Array.from({ length: 10 }, () => []));
  });

  it('a read planned per call (customPlan) answers alike, mixed in one batch with cached reads, and is never kept', async () => {
    // The check builds the marker in SQL, so its own (cached) text does not contain it.
    const custom = (i: number) =>
      tenantRead(h.db, 'T1001', (q) => exec<{ v: number }>(q, sql`select ${i}::int * 2 as v, 'per_call_marker' as m`), { customPlan: true });
    const cached = (i: number) => tenantRead(h.db, 'T1001', (q) => exec<{ v: number }>(q, sql`select ${i}::int * 3 as v`));
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? custom(i) : cached(i))));
    expect(answers.map((rows) => rows[0]!.v)).toEqual(Array.from({ length: 40 }, (_, i) => (i % 2 ? i * 2 : i * 3)));
    const kept = await Promise.all(Array.from({ length: 8 }, () =>
      tenantRead(h.db, 'T1001', (q) => exec<{ n: number }>(q, sql`select count(*)::int as n from pg_prepared_statements where strpos(statement, 'per_call' || '_marker') > 0`))));
    expect(kept.map((rows) => rows[0]!.n)).toEqual(Array.from({ length: 8 }, () => 0));
  });

  it('reads sent together fail alone: a bad one does not take its neighbours down', async () => {
    const good = () => tenantRead(h.db, 'T1001', (q) => q.select({ id: t.malls.mallId }).from(t.malls));
    const results = await Promise.allSettled([
      good(),
      tenantRead(h.db, 'T1001', (q) => exec(q, sql`select 1/0 as v`)),
      good(),
      tenantRead(h.db, 'T1001', (q) => exec(q, sql`select ${{ not: 'a text value' }} as v`)),
      good(),
      tenantRead(h.db, 'T1001', (q) => exec(q, sql`select * from no_such_table`)),
      good(),
      tenantRead(h.db, 'T1001', (q) => exec(q, sql.raw("select 'a\u0000' as v"))),
      good(),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    for (const r of results) if (r.status === 'fulfilled') expect((r.value as unknown[]).length).toBeGreaterThan(0);
  });

  it('many reads of several tenants with failures among them: each gets its own answer', async () => {
    const tenants = ['T1001', 'T1002', 'T1003'];
    const expected = new Map(await Promise.all(tenants.map(async (x) => [x, await countRows(h.db, 'persons', 'tnt_id = $1', [x])] as const)));
    const jobs = Array.from({ length: 45 }, (_, i) => ({ tntId: tenants[i % 3]!, bad: i % 4 === 1 }));
    const results = await Promise.allSettled(jobs.map((j) =>
      j.bad
        ? tenantRead(h.db, j.tntId, (q) => exec(q, sql`select 1/0 as v`))
        : tenantRead(h.db, j.tntId, (q) => q.select({ tnt: t.persons.tntId }).from(t.persons))));
    results.forEach((r, i) => {
      const j = jobs[i]!;
      expect(r.status).toBe(j.bad ? 'rejected' : 'fulfilled');
      if (r.status === 'fulfilled') {
        const rows = r.value as { tnt: string }[];
        expect(rows.length).toBe(expected.get(j.tntId));
        expect(rows.every((x) => x.tnt === j.tntId)).toBe(true);
      } else expect(String((r.reason as Error & { cause?: Error }).cause?.message ?? r.reason)).toMatch(/division by zero/);
    });
  });

  it('a transaction waiting behind many reads gets its turn, and reads see what it committed', async () => {
    const reads = Array.from({ length: 100 }, () => tenantRead(h.db, 'T1001', (q) => q.select({ id: t.malls.mallId }).from(t.malls)));
    const write = withTenant(h.db.orm, 'T1001', (tx) =>
      tx.insert(t.malls).values({ tntId: 'T1001', mallId: 'MQ1', mallNm: '排队商城', mallType: '1', mallStatus: '1', sort: 99 }));
    await Promise.all([...reads, write]);
    expect(await tenantRead(h.db, 'T1001', (q) => q.select({ id: t.malls.mallId }).from(t.malls).where(eq(t.malls.mallId, 'MQ1')))).toEqual([{ id: 'MQ1' }]);
  });

  it('an error leaves the connection usable', async () => {
    expect(await dbError(tenantRead(h.db, 'T1001', (q) => exec(q, sql`select * from no_such_table`)))).toMatch(/no_such_table.*does not exist/);
    expect(await dbError(tenantRead(h.db, 'T1001', (q) => exec(q, sql`select 1/0 as v`)))).toMatch(/division by zero/);
    const rows = await Promise.all(Array.from({ length: 20 }, () => tenantRead(h.db, 'T1001', (q) => q.select({ id: t.malls.mallId }).from(t.malls))));
    for (const r of rows) expect(r.length).toBeGreaterThan(0);
    // And transactions on the same connections are unaffected.
    const n = await withTenant(h.db.orm, 'T1001', (tx) => tx.select({ id: t.malls.mallId }).from(t.malls));
    expect(n.length).toBe(rows[0]!.length);
  });
});
