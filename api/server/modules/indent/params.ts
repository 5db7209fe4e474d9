// The platform parameters the orders read (tenant_params, group platform), with their defaults when a
// tenant has not set them (reference data: api/server/reference.ts writes PARAM_DEFAULTS to every tenant).
import { and, eq } from 'drizzle-orm';
import { type Tx } from '../../db';
import { PARAM_DEFAULTS, tenantTables } from '../tenant';

/** The default as written to every tenant at start (reference data): one source for both. */
function defaultOf(paramNo: string): number {
  const d = PARAM_DEFAULTS.find((p) => p.paramNo === paramNo);
  if (!d) throw new Error(`${paramNo} has no default in PARAM_DEFAULTS`);
  return Number(d.paramValue);
}

export const ORDER_PARAMS = {
  /** Minutes an order may wait for payment before the scheduler cancels it (DOMAIN: 20 -> 90 timeout). */
  unpaidTimeoutMinutes: { paramNo: 'ORDER_UNPAID_TIMEOUT', defaultValue: defaultOf('ORDER_UNPAID_TIMEOUT') },
  /** Days of credit for pay type 10 (credit sale) of a seller without its own, counted from the agreement. */
  creditDays: { paramNo: 'ORDER_CREDIT_DAYS', defaultValue: defaultOf('ORDER_CREDIT_DAYS') },
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
