// The read cache (api/server/db/read-cache): a tenant read repeated while nothing it reads was written is
// answered from memory, and never after a write it depends on has ended: whoever writes, through which
// path, and whatever the write reaches (triggers, cascading keys, functions). Both engines: PGlite has it
// on by default; on PostgreSQL these tests turn it on (a server that is the only one writing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, placeholder, sql } from 'drizzle-orm';
import { prepareRead, tenantRead, withTenant, type Database, type ReadDb } from '../../api/server/db';
import { loadSchemaFacts, type SchemaFacts } from '../../api/server/db/read-cache';
import { tables as t } from '../../api/server/modules';
import { openTestDatabase } from './support/server';

let db: Database;
let facts: SchemaFacts;
beforeAll(async () => {
  db = await openTestDatabase({ readCache: true });
  facts = await loadSchemaFacts(db.owner.query);
});
afterAll(() => db.close());

const T1 = 'T1001';
const T2 = 'T1002';

const noticeCount = prepareRead((q) => q.select({ n: count() }).from(t.notices).where(eq(t.notices.tntId, placeholder('tntId'))));
const countNotices = async (tntId: string) => Number((await tenantRead(db, tntId, noticeCount))[0]!.n);
const stats = () => ({ ...db.readCache!.stats });
/** The cache's counts moved by `fn`. */
async function counted<T>(fn: () => Promise<T>): Promise<{ value: T; hits: number; misses: number; passed: number }> {
  const before = stats();
  const value = await fn();
  const after = stats();
  return { value, hits: after.hits - before.hits, misses: after.misses - before.misses, passed: after.passed - before.passed };
}

let seq = 0;
const addNotice = (tntId: string) =>
  withTenant(db.orm, tntId, async (tx) => {
    await tx.insert(t.notices).values({ tntId, noticeId: `rc-${process.pid}-${++seq}`, title: '缓存测试', content: '内容', txdDt: new Date() });
  });

/** The schema is read on the first read (nothing is cached until it is known): reads until one is a hit
 * (a hang guard, not a time limit: it ends as soon as the schema is known). */
async function warm(): Promise<void> {
  for (let i = 0; i < 3000 && !(await counted(() => countNotices(T1))).hits; i++) await new Promise((r) => setTimeout(r, 20));
}

describe('what a statement reads and writes, from the schema', () => {
  it('a read depends on the tables it names and is not cached when it reads the clock, a sequence or chance', () => {
    expect(facts.readDeps('select count(*) from "notices" where "notices"."tnt_id" = $1')).toEqual(['notices']);
    expect(facts.readDeps('select n.title from notices n join notice_reads r on r.notice_id = n.notice_id')).toEqual(['notice_reads', 'notices']);
    expect(facts.readDeps('select * from "items" where "created_at" > now()')).toBeNull();
    expect(facts.readDeps('select * from items where created_at > current_date')).toBeNull();
    expect(facts.readDeps("select * from items where created_at > 'today'::date")).toBeNull();
    expect(facts.readDeps('select random(), nextval($1)')).toBeNull();
    // The names inside strings and comments are not tables.
    expect(facts.readDeps("select 'orders' as x /* from items */ -- join carts\nfrom notices")).toEqual(['notices']);
    // Doubled quotes and E'' escapes stay inside their string.
    expect(facts.readDeps("select 'it''s from items', E'\\' from orders', \"a\"\"b\" from notices")).toEqual(['notices']);
  });

  it('a write reaches what its triggers, cascading keys and functions write', () => {
    const tables = (text: string) => {
      const w = facts.writeTargets(text);
      return w.kind === 'tables' ? [...w.tables].sort() : w.kind;
    };
    // items: a trigger keeps the keyword index; deleting an item cascades to that index.
    expect(tables('insert into "items" ("tnt_id") values ($1)')).toEqual(expect.arrayContaining(['items', 'item_search_grams']));
    expect(tables('delete from only public.items where tnt_id = $1')).toEqual(expect.arrayContaining(['items', 'item_search_grams']));
    // orders: a trigger keeps the counts; the order number comes from a function that writes its counter.
    expect(tables('update "orders" set "status" = $1')).toEqual(expect.arrayContaining(['orders', 'order_counts']));
    expect(tables('select scpr_next_order_no($1, $2)')).toEqual(['order_number_seq']);
    expect(tables('with x as (insert into notices (tnt_id) values ($1) returning 1) select * from x')).toEqual(expect.arrayContaining(['notices']));
    expect(tables('truncate table notices, notice_reads')).toEqual(['notice_marks', 'notice_reads', 'notices']);
    expect(tables('select * from orders for update of orders')).toBe('none');
    expect(tables('select * from notices')).toBe('none');
    expect(tables('begin')).toBe('none');
    expect(tables('create table x (a int)')).toBe('all');
    expect(tables('do $$ begin perform 1; end $$')).toBe('all');
  });
});

describe('answers', () => {
  it('a repeated read is answered from memory, with the same rows, frozen', async () => {
    await warm();
    const first = await counted(() => countNotices(T1));
    expect(first.hits).toBe(1);
    const raw = await tenantRead(db, T1, (q: ReadDb) => q.execute(sql`select title from notices where tnt_id = ${T1} limit 1`));
    const again = await tenantRead(db, T1, (q: ReadDb) => q.execute(sql`select title from notices where tnt_id = ${T1} limit 1`));
    const row = (again as unknown as { rows: { title: string }[] }).rows[0]!;
    expect(() => {
      (row as { title: string }).title = '改了';
    }).toThrow(TypeError);
    expect((raw as unknown as { rows: { title: string }[] }).rows[0]!.title).not.toBe('改了');
  });

  it('a write of a table it reads is seen by the very next read', async () => {
    await warm();
    const before = await countNotices(T1);
    await addNotice(T1);
    const after = await counted(() => countNotices(T1));
    expect(after.value).toBe(before + 1);
    expect(after.hits).toBe(0);
  });

  it("another tenant's write of a tenant-owned table leaves the answer cached", async () => {
    await warm();
    const before = await countNotices(T1);
    await addNotice(T2);
    const after = await counted(() => countNotices(T1));
    expect(after).toMatchObject({ value: before, hits: 1 });
  });

  it('a write by the owner (no tenant), or of a table through its trigger, is seen too', async () => {
    await warm();
    const before = await countNotices(T1);
    await db.owner.query(`insert into notices (tnt_id, notice_id, title, content, txd_dt) values ($1, $2, '所有者', '内容', now())`, [T1, `rc-owner-${process.pid}`]);
    expect(await countNotices(T1)).toBe(before + 1);

    // item_search_grams is written only by the items trigger: a read of it must not outlive an item's rename.
    const grams = prepareRead((q) => q.select({ n: count() }).from(t.itemSearchGrams).where(and(eq(t.itemSearchGrams.tntId, placeholder('tntId')))));
    const n0 = Number((await tenantRead(db, T1, grams))[0]!.n);
    expect((await counted(() => tenantRead(db, T1, grams))).hits).toBe(1);
    const [item] = await db.owner.query<{ item_id: string }>(`select item_id from items where tnt_id = $1 order by item_id limit 1`, [T1]);
    await withTenant(db.orm, T1, (tx) => tx.execute(sql`update items set item_nm = item_nm || '鲜' where item_id = ${item!.item_id}`));
    const n1 = await counted(() => tenantRead(db, T1, grams));
    expect(n1.hits).toBe(0);
    expect(Number(n1.value[0]!.n)).toBeGreaterThanOrEqual(n0);
  });

  it('a read of the clock is never cached', async () => {
    await warm();
    const clockRead = () => tenantRead(db, T1, (q: ReadDb) => q.execute(sql`select count(*) from notices where txd_dt < now()`));
    await clockRead();
    expect(await counted(clockRead)).toMatchObject({ hits: 0, passed: 1 });
  });

  it('a transaction still open is not seen; once it has ended, its write is', async () => {
    if (db.kind === 'pglite') return; // one session: a read waits for the transaction (nothing to race)
    await warm();
    const before = await countNotices(T1);
    let commit!: () => void;
    const held = new Promise<void>((r) => (commit = r));
    let inserted!: () => void;
    const wrote = new Promise<void>((r) => (inserted = r));
    const tx = withTenant(db.orm, T1, async (t2) => {
      await t2.insert(t.notices).values({ tntId: T1, noticeId: `rc-open-${process.pid}`, title: '未提交', content: '内容', txdDt: new Date() });
      inserted();
      await held;
    });
    await wrote;
    expect(await countNotices(T1)).toBe(before);
    expect(await countNotices(T1)).toBe(before);
    commit();
    await tx;
    expect(await countNotices(T1)).toBe(before + 1);
  });
});
