// Who made a change, as the records show it: the person's user name, else the phone.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import type { Principal } from '../../core';
import { userTables } from '../user';

export async function actorName(tx: Tx, p: Principal): Promise<string> {
  const [row] = await tx
    .select({ username: userTables.persons.username, phone: userTables.persons.phone })
    .from(userTables.persons)
    .where(and(eq(userTables.persons.tntId, p.tntId), eq(userTables.persons.personId, p.personId)));
  return row?.username || row?.phone || p.accountId;
}
