// The server's list kit (api/server/db/list): offset pages, keyset walks, LIKE escaping, unique violations,
// against the real seeded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, desc, eq, like } from 'drizzle-orm';
import { contains, escapeLike, isUniqueViolation, keysetAfter, readPage, tenantRead, uniqueOr, walkKeyset, withTenant } from '../../api/server/db';
import { tables as t } from '../../api/server/modules';
import { startTestServer, type TestServer } from './support/server';

const TNT = 'T1001';
let h: TestServer;
let company: string;
beforeAll(async () => {
  h = await startTestServer();
  // Units belong to an enterprise: the tests' rows go to the first one of the tenant, under unit ids KIT*.
  const [c] = await tenantRead(h.db, TNT, (q) => q.select({ id: t.companies.companyId }).from(t.companies).where(eq(t.companies.tntId, TNT)).orderBy(asc(t.companies.companyId)).limit(1));
  company = c!.id;
});
afterAll(async () => h?.close());

const allIds = async (direction: 'asc' | 'desc') =>
  (await tenantRead(h.db, TNT, (q) => q.select({ id: t.items.itemId }).from(t.items).where(eq(t.items.tntId, TNT)).orderBy(direction === 'asc' ? asc(t.items.itemId) : desc(t.items.itemId)))).map((r) => r.id);

describe('list kit', () => {
  it('readPage: the total and the rows of page n, in order', async () => {
    const ids = await allIds('asc');
    const page = await readPage(h.db, TNT, { pageNum: 3, pageSize: 7 }, {
      count: (q) => q.select({ n: count() }).from(t.items).where(eq(t.items.tntId, TNT)),
      rows: (q, limit, offset) => q.select({ id: t.items.itemId }).from(t.items).where(eq(t.items.tntId, TNT)).orderBy(asc(t.items.itemId)).limit(limit).offset(offset),
    });
    expect(page.total).toBe(ids.length);
    expect(page.rows.map((r) => r.id)).toEqual(ids.slice(14, 21));
  });

  it('walkKeyset: every row once, in key order, whatever the batch size (both directions)', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const walked: string[] = [];
      const batches: number[] = [];
      for await (const rows of walkKeyset(h.db, TNT, {
        rows: (q, after, limit) =>
          q.select({ id: t.items.itemId }).from(t.items)
            .where(and(eq(t.items.tntId, TNT), after ? keysetAfter([t.items.itemId], after, direction) : undefined))
            .orderBy(direction === 'asc' ? asc(t.items.itemId) : desc(t.items.itemId)).limit(limit),
        keyOf: (r) => [r.id],
      }, 37)) {
        batches.push(rows.length);
        walked.push(...rows.map((r) => r.id));
      }
      const ids = await allIds(direction);
      expect(walked).toEqual(ids);
      expect(batches.slice(0, -1).every((n) => n === 37)).toBe(true);
    }
  });

  it('contains matches %, _ and \\ literally', async () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    const names = ['满减50%', '满减50元', 'a_b', 'axb', 'c\\d'];
    await withTenant(h.db.orm, TNT, (tx) =>
      tx.insert(t.itemUnits).values(names.map((unitNm, k) => ({ tntId: TNT, unitId: `KIT${k}`, companyId: company, unitNm, remark: '', updatedAt: new Date() }))),
    );
    const match = async (text: string) =>
      (await tenantRead(h.db, TNT, (q) => q.select({ n: t.itemUnits.unitNm }).from(t.itemUnits).where(and(like(t.itemUnits.unitId, 'KIT%'), contains(t.itemUnits.unitNm, text))).orderBy(asc(t.itemUnits.unitId)))).map((r) => r.n);
    expect(await match('50%')).toEqual(['满减50%']);
    expect(await match('_')).toEqual(['a_b']);
    expect(await match('\\')).toEqual(['c\\d']);
    expect(await match('A_B')).toEqual(['a_b']);
  });

  it('a unique violation maps to the caller\'s conflict; other errors pass through', async () => {
    const insert = () => withTenant(h.db.orm, TNT, (tx) => tx.insert(t.itemUnits).values({ tntId: TNT, unitId: 'KIT9', companyId: company, unitNm: '满减50元', remark: '', updatedAt: new Date() }));
    await expect(uniqueOr(insert, () => new Error('名称已存在'))).rejects.toThrow('名称已存在');
    const other = new Error('boom');
    await expect(uniqueOr(() => Promise.reject(other), () => new Error('名称已存在'))).rejects.toBe(other);
    expect(isUniqueViolation({ cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
  });
});
