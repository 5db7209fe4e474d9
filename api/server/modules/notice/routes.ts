// Handlers of the notice.* calls: unread count, the paged drawer list with read status, mark read.
// Reads go through tenantRead() (one round trip each); marking read is a transaction.
import { readPage, tenantRead, withTenant } from '../../db';
import * as t from './tables';
import { fail, principalOf, tenantOf, type DomainHandlers } from '../../core';
import { formatDateTime } from '../../format';
import { isVisible, noticeList, unreadCount } from './queries';

export const noticeHandlers = {
  'notice.countUnread': async (ctx) => {
    const { tntId, accountId } = principalOf(ctx);
    const [row] = await tenantRead(ctx.deps.db, tntId, unreadCount, { accountId });
    return { unreadCount: Number(row?.n ?? 0) };
  },
  'notice.page': async (ctx) => {
    const { tntId, accountId } = principalOf(ctx);
    const { rows, total } = await readPage(ctx.deps.db, tntId, ctx.body, noticeList, { accountId });
    return {
      records: rows.map((r) => ({ id: r.id, title: r.title, txdDt: formatDateTime(r.txdDt), content: r.content, readStatus: r.read ? '1' : '0' })),
      total,
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
