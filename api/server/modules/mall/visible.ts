// Which malls a caller sees (spec 6): enterprise accounts mall types '2' and numerically >= '5', personal
// accounts type '1'; open malls only (mallStatus 1). One rule for the front's goods and its ads.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../core';
import { malls as m } from './tables';

export function mallTypes(p: Pick<Principal, 'accountType'>): SQL {
  const open = eq(m.mallStatus, '1');
  if (p.accountType === 2) {
    return and(open, or(eq(m.mallType, '2'), sql`(case when ${m.mallType} ~ '^[0-9]{1,9}$' then ${m.mallType}::int else 0 end) >= 5`))!;
  }
  return and(open, eq(m.mallType, '1'))!;
}
