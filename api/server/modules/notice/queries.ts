// Notices an account sees: the tenant's broadcasts and its own, each with its read status.
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { t, type Tx } from '../../db';

const visible = (tntId: string, accountId: string) =>
  and(eq(t.notices.tntId, tntId), or(isNull(t.notices.accountId), eq(t.notices.accountId, accountId)));

const readBy = (accountId: string) =>
  sql`exists (select 1 from ${t.noticeReads} r where r.tnt_id = ${t.notices.tntId} and r.notice_id = ${t.notices.noticeId} and r.account_id = ${accountId})`;

export async function countUnread(tx: Tx, tntId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(t.notices)
    .where(and(visible(tntId, accountId), sql`not ${readBy(accountId)}`));
  return Number(row?.n ?? 0);
}

export async function pageOfNotices(tx: Tx, tntId: string, accountId: string, pageNum: number, pageSize: number) {
  const [total] = await tx.select({ n: count() }).from(t.notices).where(visible(tntId, accountId));
  const records = await tx
    .select({
      id: t.notices.noticeId, title: t.notices.title, txdDt: t.notices.txdDt, content: t.notices.content,
      read: sql<boolean>`${readBy(accountId)}`,
    })
    .from(t.notices)
    .where(visible(tntId, accountId))
    .orderBy(desc(t.notices.txdDt), desc(t.notices.noticeId))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { records, total: Number(total?.n ?? 0) };
}

export async function isVisible(tx: Tx, tntId: string, accountId: string, noticeId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: t.notices.noticeId })
    .from(t.notices)
    .where(and(visible(tntId, accountId), eq(t.notices.noticeId, noticeId)));
  return rows.length > 0;
}
