// Read-only services (core/read-only-deps.ts), which the tenant admin's preview runs ordinary read
// handlers on: reads answer as before; every write is refused, inside a transaction by the database itself
// (READ ONLY) and outside one before it is sent, and nothing is written; payments, SMS and storing files
// are refused; reading stored files is not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail } from '../../api/server/core';
import { isReadOnlyRefusal, READ_ONLY_REFUSAL, readOnlyDeps } from '../../api/server/core/read-only-deps';
import type { Deps } from '../../api/server/core';
import { withTenant } from '../../api/server/db';
import { openTestDatabase } from './support/server';
import { itemUnits } from '../../api/server/modules/item/tables';
import type { Database } from '../../api/server/db';

let db: Database;
let deps: Deps;
const never = () => Promise.reject(new Error('reached'));

beforeAll(async () => {
  db = await openTestDatabase({ readCache: false });
  const outside = { send: never, createPayment: never, refund: never, stage: never, putBytes: never, commit: never, open: async () => null };
  deps = readOnlyDeps({ db, orm: db.orm, pay: outside, sms: outside, files: outside } as unknown as Deps);
});
afterAll(() => db.close());

const units = async () => (await db.owner.query<{ n: string }>(`SELECT count(*)::text AS n FROM item_units WHERE tnt_id = 'T1001'`))[0]!.n;

describe('read-only services', () => {
  it('read in a tenant transaction as before', async () => {
    const n = await withTenant(deps.orm, 'T1001', async (tx) => (await tx.select({ n: sql<string>`count(*)::text` }).from(itemUnits))[0]!.n);
    expect(n).toBe(await units());
    expect(Number(n)).toBeGreaterThan(0);
  });

  it('a write inside a transaction is refused by the database, and nothing is written', async () => {
    const before = await units();
    const write = withTenant(deps.orm, 'T1001', (tx) => tx.execute(sql`insert into item_units (tnt_id, unit_id, company_id, unit_nm, updated_at) select tnt_id, 'UPREVIEW', company_id, '预览', now() from item_units limit 1`));
    const e = await write.then(() => null, (x: unknown) => x);
    expect(isReadOnlyRefusal(e)).toBe(true);
    expect(await units()).toBe(before);
  });

  it('a write in a nested transaction (a savepoint) is refused as well', async () => {
    const e = await withTenant(deps.orm, 'T1001', (tx) => tx.transaction((inner) => inner.execute(sql`delete from item_units`))).then(() => null, (x: unknown) => x);
    expect(isReadOnlyRefusal(e)).toBe(true);
    expect(Number(await units())).toBeGreaterThan(0);
  });

  it('inserts, updates and deletes outside a transaction are refused before they are sent', () => {
    for (const w of ['insert', 'update', 'delete'] as const) {
      expect(() => (deps.orm[w] as unknown as () => unknown)()).toThrow(READ_ONLY_REFUSAL);
    }
  });

  it("the owner's SQL, payments, SMS and storing files are refused; opening a stored file is not", async () => {
    expect(() => deps.db.owner.exec('select 1')).toThrow(READ_ONLY_REFUSAL);
    expect(() => deps.pay.refund({} as never)).toThrow(READ_ONLY_REFUSAL);
    expect(() => deps.sms.send({} as never)).toThrow(READ_ONLY_REFUSAL);
    expect(() => deps.files.putBytes(new Uint8Array(1))).toThrow(READ_ONLY_REFUSAL);
    await expect(deps.files.open('0'.repeat(64))).resolves.toBeNull();
    expect(() => deps.db.close()).toThrow(READ_ONLY_REFUSAL);
  });

  it('tells the refusals from other errors', () => {
    expect(isReadOnlyRefusal(fail('BAD_REQUEST', READ_ONLY_REFUSAL))).toBe(true);
    expect(isReadOnlyRefusal(Object.assign(new Error('x'), { cause: { code: '25006' } }))).toBe(true);
    expect(isReadOnlyRefusal(fail('BAD_REQUEST', '其他'))).toBe(false);
    expect(isReadOnlyRefusal(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
  });
});
