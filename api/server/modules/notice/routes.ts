// Handlers of the notice.* calls: unread count, the paged drawer list with read status, mark read.
// The two reads are read handlers (core/read-handler.ts: one round trip each, started while the nonce is
// spent), polled by every open page's header: their answers are kept while nothing they read changes
// (keepAnswers). Marking read is a transaction.
import { withTenant } from '../../db';
import * as t from './tables';
import { fail, principalOf, tenantOf, type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { isVisible, noticeList, unreadCount } from './queries';

export const noticeHandlers = {
  'notice.countUnread': readHandler(async (ctx) => {
    const [row] = await ctx.read.one(unreadCount, { accountId: principalOf(ctx).accountId });
    return { unreadCount: Number(row?.n ?? 0) };
  }, { keepAnswers: true }),
  'notice.page': readHandler(async (ctx) => {
    const { rows, total } = await ctx.read.page(ctx.body, noticeList, { accountId: principalOf(ctx).accountId });
    return {
      records: rows.map((r) => ({ id: r.id, title: r.title, txdDt: formatDateTime(r.txdDt), content: r.content, readStatus: r.read ? '1' : '0' })),
      total,
    };
  }, { keepAnswers: true }),
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
