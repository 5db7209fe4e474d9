// The platform parameters the orders read (tenant_params, group platform), with their defaults when a
// tenant has not set them (reference data: api/server/reference.ts writes the defaults).
import { and, eq } from 'drizzle-orm';
import { type Tx } from '../../db';
import { tenantTables } from '../tenant';

export const ORDER_PARAMS = {
  /** Minutes an order may wait for payment before the scheduler cancels it (DOMAIN: 20 -> 90 timeout). */
  unpaidTimeoutMinutes: { paramNo: 'ORDER_UNPAID_TIMEOUT', defaultValue: 1440 },
  /** Days of credit for pay type 10 (credit sale), counted from the seller's agreement. */
  creditDays: { paramNo: 'ORDER_CREDIT_DAYS', defaultValue: 30 },
} as const;

export async function orderParam(tx: Tx, tntId: string, p: keyof typeof ORDER_PARAMS): Promise<number> {
  const def = ORDER_PARAMS[p];
  const [row] = await tx
    .select({ v: tenantTables.tenantParams.paramValue })
    .from(tenantTables.tenantParams)
    .where(and(eq(tenantTables.tenantParams.tntId, tntId), eq(tenantTables.tenantParams.paramNo, def.paramNo)));
  const n = Number(row?.v);
  return row && Number.isInteger(n) && n > 0 ? n : def.defaultValue;
}
