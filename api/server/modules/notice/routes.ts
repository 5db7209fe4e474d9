// Handlers of the notice.* calls: unread count, the paged drawer list with read status and pins, and what
// an account does with one message (read, read status, top, delete). The two reads are read handlers
// (core/read-handler.ts: one round trip each, started while the nonce is spent), polled by every open
// page's header: their answers are kept while nothing they read changes (keepAnswers). The marks are
// transactions, each on the caller's own view of a notice it can see (else 404).
import { and, eq } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import * as t from './tables';
import { fail, principalOf, tenantOf, type CallContext, type DomainHandlers, type Principal } from '../../core';
import { readHandler } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { isVisible, noticeList, unreadCount } from './queries';

const who = (p: Principal) => ({ accountId: p.accountId, companyId: p.companyId ?? '' });

/** One transaction on a notice the caller can see. */
function onVisible(ctx: CallContext<{ id: string }>, fn: (tx: Tx, p: Principal, now: Date) => Promise<void>) {
  const p = principalOf(ctx);
  tenantOf(ctx);
  return withTenant(ctx.deps.orm, p.tntId, async (tx) => {
    if (!(await isVisible(tx, p.tntId, p.accountId, p.companyId ?? '', ctx.body.id))) throw fail('NOT_FOUND', '消息不存在或已删除');
    await fn(tx, p, new Date(ctx.deps.clock.now()));
    return null;
  });
}

async function markRead(tx: Tx, p: Principal, id: string, now: Date) {
  await tx.insert(t.noticeReads).values({ tntId: p.tntId, noticeId: id, accountId: p.accountId, readAt: now }).onConflictDoNothing();
}

/** Sets one of the account's marks on a notice (the row made on first use). */
async function mark(tx: Tx, p: Principal, id: string, set: { pinnedAt?: Date | null; deletedAt?: Date | null }) {
  await tx
    .insert(t.noticeMarks)
    .values({ tntId: p.tntId, accountId: p.accountId, noticeId: id, pinnedAt: set.pinnedAt ?? null, deletedAt: set.deletedAt ?? null })
    .onConflictDoUpdate({ target: [t.noticeMarks.tntId, t.noticeMarks.accountId, t.noticeMarks.noticeId], set });
}

export const noticeHandlers = {
  'notice.countUnread': readHandler(async (ctx) => {
    const [row] = await ctx.read.one(unreadCount, who(principalOf(ctx)));
    return { unreadCount: Number(row?.n ?? 0) };
  }, { keepAnswers: true }),
  'notice.page': readHandler(async (ctx) => {
    const { rows, total } = await ctx.read.page(ctx.body, noticeList, who(principalOf(ctx)));
    return {
      records: rows.map((r) => ({ id: r.id, title: r.title, txdDt: formatDateTime(r.txdDt), content: r.content, readStatus: r.read ? '1' : '0', top: r.pinned ? '1' : '0' })),
      total,
    };
  }, { keepAnswers: true }),
  'notice.read': async (ctx) => onVisible(ctx, (tx, p, now) => markRead(tx, p, ctx.body.id, now)),
  'notice.readStatus': async (ctx) =>
    onVisible(ctx, async (tx, p, now) => {
      if (ctx.body.readStatus === '1') return markRead(tx, p, ctx.body.id, now);
      await tx.delete(t.noticeReads).where(and(eq(t.noticeReads.tntId, p.tntId), eq(t.noticeReads.accountId, p.accountId), eq(t.noticeReads.noticeId, ctx.body.id)));
    }),
  'notice.top': async (ctx) => onVisible(ctx, (tx, p, now) => mark(tx, p, ctx.body.id, { pinnedAt: ctx.body.top === '1' ? now : null })),
  // Deleted from this account's list (a broadcast stays for the others); deleting reads it too, so the
  // badge does not count what the account can no longer open.
  'notice.delete': async (ctx) =>
    onVisible(ctx, async (tx, p, now) => {
      await mark(tx, p, ctx.body.id, { deletedAt: now });
      await markRead(tx, p, ctx.body.id, now);
    }),
} satisfies DomainHandlers<'notice'>;
