// Notices an account sees: the tenant's broadcasts, its own and its enterprise's, less the ones it deleted,
// each with its read status and whether it pinned it (pinned first, then newest first).
import { and, count, desc, eq, isNull, not, or, placeholder, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { prepareRead, type Tx } from '../../db';
import * as t from './tables';

type Value = string | SQLWrapper;

const deletedBy = (accountId: Value): SQL =>
  sql`exists (select 1 from ${t.noticeMarks} m where m.tnt_id = ${t.notices.tntId} and m.notice_id = ${t.notices.noticeId} and m.account_id = ${accountId} and m.deleted_at is not null)`;

/** companyId: the caller's enterprise, '' for a personal account (no notice has an empty company). */
const visible = (tntId: Value, accountId: Value, companyId: Value) =>
  and(
    eq(t.notices.tntId, tntId),
    or(and(isNull(t.notices.accountId), isNull(t.notices.companyId)), eq(t.notices.accountId, accountId), eq(t.notices.companyId, companyId)),
    not(deletedBy(accountId)),
  );

const readBy = (accountId: Value): SQL =>
  sql`exists (select 1 from ${t.noticeReads} r where r.tnt_id = ${t.notices.tntId} and r.notice_id = ${t.notices.noticeId} and r.account_id = ${accountId})`;

const pinnedBy = (accountId: Value): SQL =>
  sql`exists (select 1 from ${t.noticeMarks} p where p.tnt_id = ${t.notices.tntId} and p.notice_id = ${t.notices.noticeId} and p.account_id = ${accountId} and p.pinned_at is not null)`;

/** The header badge, read on every page: prepared once. Values: accountId, companyId (tntId is the read's tenant). */
export const unreadCount = prepareRead((q) =>
  q
    .select({ n: count() })
    .from(t.notices)
    .where(and(visible(placeholder('tntId'), placeholder('accountId'), placeholder('companyId')), not(readBy(placeholder('accountId'))))),
);

/** The drawer's list (notice.page), read on every open: both statements built once. Values: accountId,
 * companyId; the page's limit and offset come from readPage. */
export const noticeList = {
  count: prepareRead((q) => q.select({ n: count() }).from(t.notices).where(visible(placeholder('tntId'), placeholder('accountId'), placeholder('companyId')))),
  rows: prepareRead((q) =>
    q
      .select({
        id: t.notices.noticeId, title: t.notices.title, txdDt: t.notices.txdDt, content: t.notices.content,
        read: sql<boolean>`${readBy(placeholder('accountId'))}`,
        pinned: sql<boolean>`${pinnedBy(placeholder('accountId'))}`,
      })
      .from(t.notices)
      .where(visible(placeholder('tntId'), placeholder('accountId'), placeholder('companyId')))
      .orderBy(desc(pinnedBy(placeholder('accountId'))), desc(t.notices.txdDt), desc(t.notices.noticeId))
      .limit(placeholder('limit'))
      .offset(placeholder('offset')),
  ),
};

export async function isVisible(tx: Tx, tntId: string, accountId: string, companyId: string, noticeId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: t.notices.noticeId })
    .from(t.notices)
    .where(and(visible(tntId, accountId, companyId), eq(t.notices.noticeId, noticeId)));
  return rows.length > 0;
}
