// Sending a notice (a system message) from a document's move: to one account or to every account of one
// enterprise, inside the move's transaction, so a refused move sends nothing. The notice of a platform
// join is read in the applicant's own tenant (the public back office): the insert switches the
// transaction's tenant for itself and back (RLS checks every row against it).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { newId } from '../../core';
import * as t from './tables';

export interface Notice {
  tntId: string;
  /** Exactly one of them: the account, or the enterprise (all its accounts). */
  accountId?: string | null;
  companyId?: string | null;
  /** The document that sent it (its name and id). */
  kind: string;
  refId: string;
  title: string;
  content: string;
  at: Date;
}

const current = async (tx: Tx): Promise<string> => {
  const r = (await tx.execute(sql`select current_setting('app.tnt_id', true) as t`)) as unknown as { rows: { t: string | null }[] };
  return r.rows[0]?.t ?? '';
};
const switchTo = (tx: Tx, tntId: string) => tx.execute(sql`select set_config('app.tnt_id', ${tntId}, true)`);

export async function sendNotice(tx: Tx, n: Notice): Promise<void> {
  if (!n.accountId && !n.companyId) return;
  const here = await current(tx);
  if (here !== n.tntId) await switchTo(tx, n.tntId);
  try {
    await tx.insert(t.notices).values({
      tntId: n.tntId, noticeId: newId(), accountId: n.accountId ?? null, companyId: n.accountId ? null : n.companyId!, kind: n.kind, refId: n.refId,
      title: n.title, content: n.content, txdDt: n.at,
    });
  } finally {
    if (here !== n.tntId) await switchTo(tx, here);
  }
}
