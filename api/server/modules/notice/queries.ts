// Notices an account sees: the tenant's broadcasts and its own, each with its read status.
import { and, count, desc, eq, isNull, not, or, placeholder, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { prepareRead, type Tx } from '../../db';
import * as t from './tables';

type Value = string | SQLWrapper;

const visible = (tntId: Value, accountId: Value) =>
  and(eq(t.notices.tntId, tntId), or(isNull(t.notices.accountId), eq(t.notices.accountId, accountId)));

const readBy = (accountId: Value): SQL =>
  sql`exists (select 1 from ${t.noticeReads} r where r.tnt_id = ${t.notices.tntId} and r.notice_id = ${t.notices.noticeId} and r.account_id = ${accountId})`;

/** The header badge, read on every page: prepared once. Values: accountId (tntId is the read's tenant). */
export const unreadCount = prepareRead((q) =>
  q
    .select({ n: count() })
    .from(t.notices)
    .where(and(visible(placeholder('tntId'), placeholder('accountId')), not(readBy(placeholder('accountId'))))),
);

/** The drawer's list (notice.page), read on every open: both statements built once. Values: accountId;
 * the page's limit and offset come from readPage. */
export const noticeList = {
  count: prepareRead((q) => q.select({ n: count() }).from(t.notices).where(visible(placeholder('tntId'), placeholder('accountId')))),
  rows: prepareRead((q) =>
    q
      .select({
        id: t.notices.noticeId, title: t.notices.title, txdDt: t.notices.txdDt, content: t.notices.content,
        read: sql<boolean>`${readBy(placeholder('accountId'))}`,
      })
      .from(t.notices)
      .where(visible(placeholder('tntId'), placeholder('accountId')))
      .orderBy(desc(t.notices.txdDt), desc(t.notices.noticeId))
      .limit(placeholder('limit'))
      .offset(placeholder('offset')),
  ),
};

export async function isVisible(tx: Tx, tntId: string, accountId: string, noticeId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: t.notices.noticeId })
    .from(t.notices)
    .where(and(visible(tntId, accountId), eq(t.notices.noticeId, noticeId)));
  return rows.length > 0;
}
