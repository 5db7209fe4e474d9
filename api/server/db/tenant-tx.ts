// Every request that touches data runs in a transaction as the non-owner role scpr_app, with the
// tenant in app.tnt_id: the RLS policies of the tenant-owned tables compare tnt_id to it. One statement
// sets both (set_config('role', ...) is SET LOCAL ROLE), so the switch costs a single round trip.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './connection';
import { APP_ROLE } from './role';

export function withTenant<T>(db: Db, tntId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tnt_id', ${tntId}, true)`);
    return fn(tx);
  });
}

/** For global reads with no tenant (code list, tenant list): still the app role, no tenant rows visible. */
export function withApp<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tnt_id', '', true)`);
    return fn(tx);
  });
}
