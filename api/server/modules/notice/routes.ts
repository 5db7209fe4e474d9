// Handlers of the notice.* calls: unread count, the paged drawer list with read status, mark read.
import { t, withTenant } from '../../db';
import { fail, principalOf, tenantOf, type HandlerTable } from '../../core';
import { formatDateTime } from '../../format';
import { countUnread, isVisible, pageOfNotices } from './queries';

export const noticeHandlers: HandlerTable = {
  'notice.countUnread': async (ctx) => {
    const { tntId, accountId } = principalOf(ctx);
    return { unreadCount: await withTenant(ctx.deps.orm, tntId, (tx) => countUnread(tx, tntId, accountId)) };
  },
  'notice.page': async (ctx) => {
    const { tntId, accountId } = principalOf(ctx);
    const { records, total } = await withTenant(ctx.deps.orm, tntId, (tx) =>
      pageOfNotices(tx, tntId, accountId, ctx.body.pageNum, ctx.body.pageSize),
    );
    return {
      records: records.map((r) => ({ id: r.id, title: r.title, txdDt: formatDateTime(r.txdDt), content: r.content, readStatus: r.read ? '1' : '0' })),
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
};
