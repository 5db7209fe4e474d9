// Handlers of the notice.* calls: unread count, the paged drawer list with read status, mark read.
// Reads go through tenantRead() (one round trip each); marking read is a transaction.
import { tenantRead, withTenant } from '../../db';
import * as t from './tables';
import { fail, principalOf, tenantOf, type DomainHandlers } from '../../core';
import { formatDateTime } from '../../format';
import { isVisible, noticePage, noticeTotal, unreadCount } from './queries';

export const noticeHandlers = {
  'notice.countUnread': async (ctx) => {
    const { tntId, accountId } = principalOf(ctx);
    const [row] = await tenantRead(ctx.deps.db, tntId, unreadCount, { accountId });
    return { unreadCount: Number(row?.n ?? 0) };
  },
  'notice.page': async (ctx) => {
    const { tntId, accountId } = principalOf(ctx);
    const { pageNum, pageSize } = ctx.body as { pageNum: number; pageSize: number };
    // Two statements, two snapshots: a notice arriving in between can make total and page differ by one,
    // which a pager tolerates. Sent together: on PostgreSQL they run on two connections at once.
    const [[total], records] = await Promise.all([
      tenantRead(ctx.deps.db, tntId, (q) => noticeTotal(q, tntId, accountId)),
      tenantRead(ctx.deps.db, tntId, (q) => noticePage(q, tntId, accountId, pageNum, pageSize)),
    ]);
    return {
      records: records.map((r) => ({ id: r.id, title: r.title, txdDt: formatDateTime(r.txdDt), content: r.content, readStatus: r.read ? '1' : '0' })),
      total: Number(total?.n ?? 0),
    };
  },
  'notice.read': async (ctx) => {
    const { tntId, accountId } = principalOf(ctx);
    tenantOf(ctx);
    await withTenant(ctx.deps.orm, tntId, async (tx) => {
      if (!(await isVisible(tx, tntId, accountId, ctx.body.id))) throw fail('NOT_FOUND');
      await tx
        .insert(t.noticeReads)
        .values({ tntId, noticeId: ctx.body.id, accountId, readAt: new Date(ctx.deps.clock.now()) })
        .onConflictDoNothing();
    });
    return null;
  },
} satisfies DomainHandlers<'notice'>;
