// Order numbers people can read: the tenant's day in China time (yyyymmdd) and a 6-digit sequence of that
// day, e.g. 20261124000123; unique per tenant (orders' UNIQUE (tnt_id, order_no)). The number itself is
// taken by the database as the order row is inserted, the last statement of a create (create.ts
// writeOrders, scpr_next_order_no of migration 0031), in the create's transaction: one that rolls back
// takes no number, so a day's numbers have no gaps.

const CHINA_OFFSET_MS = 8 * 3600_000;

/** yyyymmdd of an instant in China time. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** yyyy-mm-dd of an instant in China time, plus some days (due dates). */
export function chinaDate(at: Date, plusDays = 0): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS + plusDays * 86_400_000).toISOString().slice(0, 10);
}
