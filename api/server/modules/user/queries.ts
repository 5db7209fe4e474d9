// Reads of persons, accounts and companies for the user info of spec section 3.
import { and, asc, eq } from 'drizzle-orm';
import { type ReadDb, type Tx } from '../../db';
import * as t from './tables';

export interface AccountRow {
  accountId: string;
  personId: string;
  accountType: number;
  companyId: string | null;
  isTnt: boolean;
  status: string;
  phone: string;
  username: string;
  userIcon: string;
  userAuthStatus: string;
  companyNm: string | null;
  entAuthStatus: string | null;
}

const accountColumns = {
  accountId: t.accounts.accountId,
  personId: t.accounts.personId,
  accountType: t.accounts.accountType,
  companyId: t.accounts.companyId,
  isTnt: t.accounts.isTnt,
  status: t.accounts.status,
  phone: t.persons.phone,
  username: t.persons.username,
  userIcon: t.persons.userIcon,
  userAuthStatus: t.persons.userAuthStatus,
  companyNm: t.companies.companyNm,
  entAuthStatus: t.companies.authStatus,
};

function accountQuery(tx: ReadDb) {
  return tx
    .select(accountColumns)
    .from(t.accounts)
    .innerJoin(t.persons, and(eq(t.persons.tntId, t.accounts.tntId), eq(t.persons.personId, t.accounts.personId)))
    .leftJoin(t.companies, and(eq(t.companies.tntId, t.accounts.tntId), eq(t.companies.companyId, t.accounts.companyId)));
}

export async function accountById(tx: ReadDb, tntId: string, accountId: string): Promise<AccountRow | undefined> {
  const [row] = await accountQuery(tx).where(and(eq(t.accounts.tntId, tntId), eq(t.accounts.accountId, accountId)));
  return row;
}

export async function accountsOfPerson(tx: ReadDb, tntId: string, personId: string): Promise<AccountRow[]> {
  return accountQuery(tx)
    .where(and(eq(t.accounts.tntId, tntId), eq(t.accounts.personId, personId)))
    .orderBy(asc(t.accounts.accountType), asc(t.accounts.createdAt), asc(t.accounts.accountId));
}

export async function personByPhone(tx: ReadDb, tntId: string, phone: string) {
  const [row] = await tx.select().from(t.persons).where(and(eq(t.persons.tntId, tntId), eq(t.persons.phone, phone)));
  return row;
}

export async function setLastAccount(tx: Tx, tntId: string, personId: string, accountId: string): Promise<void> {
  await tx
    .update(t.persons)
    .set({ lastAccountId: accountId })
    .where(and(eq(t.persons.tntId, tntId), eq(t.persons.personId, personId)));
}
