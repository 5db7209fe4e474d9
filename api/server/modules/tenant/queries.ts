// Tenant parameters (platform, page, register, disable groups) and the global code list.
import { and, asc, eq } from 'drizzle-orm';
import { type ReadDb } from '../../db';
import * as t from './tables';
import { userTables } from '../user';

export async function paramsOfGroup(tx: ReadDb, tntId: string, group: 'platform' | 'page' | 'register' | 'disable') {
  return tx
    .select({ paramNo: t.tenantParams.paramNo, paramValue: t.tenantParams.paramValue })
    .from(t.tenantParams)
    .where(and(eq(t.tenantParams.tntId, tntId), eq(t.tenantParams.paramGroup, group)))
    .orderBy(asc(t.tenantParams.paramNo));
}

export async function paramByNo(tx: ReadDb, tntId: string, paramNo: string) {
  return tx
    .select({ paramNo: t.tenantParams.paramNo, paramValue: t.tenantParams.paramValue })
    .from(t.tenantParams)
    .where(and(eq(t.tenantParams.tntId, tntId), eq(t.tenantParams.paramNo, paramNo)));
}

export async function codeList(tx: ReadDb, codeType?: string) {
  const q = tx
    .select({ codeType: t.codeValues.codeType, codeValue: t.codeValues.codeValue, codeValueName: t.codeValues.codeValueName })
    .from(t.codeValues)
    // One builder type for both branches: a union of two Drizzle builder types cost the typecheck seconds.
    .$dynamic();
  return (codeType ? q.where(eq(t.codeValues.codeType, codeType)) : q).orderBy(asc(t.codeValues.codeType), asc(t.codeValues.sort));
}

export async function pendingAccounts(tx: ReadDb, tntId: string): Promise<number> {
  const rows = await tx
    .select({ id: userTables.accounts.accountId })
    .from(userTables.accounts)
    .where(and(eq(userTables.accounts.tntId, tntId), eq(userTables.accounts.status, '0')));
  return rows.length;
}
