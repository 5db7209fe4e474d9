// Handlers of the mall.* calls: the tenant's malls and a mall's footer (spec sections 3, 7). Both are read
// handlers (core/read-handler.ts).
import { and, asc, eq } from 'drizzle-orm';
import * as t from './tables';
import { fail, tenantOf, type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';

export const mallHandlers = {
  'mall.mallList': readHandler(async (ctx) => {
    const tntId = tenantOf(ctx).tntId;
    return ctx.read.query((q) =>
      q
        .select({ id: t.malls.mallId, mallNm: t.malls.mallNm, mallType: t.malls.mallType, mallStatus: t.malls.mallStatus })
        .from(t.malls)
        .where(eq(t.malls.tntId, tntId))
        .orderBy(asc(t.malls.sort), asc(t.malls.mallId)),
    );
  }),
  'mall.queryMallFooterByMallId': readHandler(async (ctx) => {
    const tntId = tenantOf(ctx).tntId;
    const [footer] = await ctx.read.query((q) =>
      q
        .select({
          mallId: t.mallFooters.mallId, cooperationPhone: t.mallFooters.cooperationPhone, cooperationEmail: t.mallFooters.cooperationEmail,
          friendshipLink: t.mallFooters.friendshipLink, partners: t.mallFooters.partners, otherContent: t.mallFooters.otherContent,
          copyright: t.mallFooters.copyright,
        })
        .from(t.mallFooters)
        .where(and(eq(t.mallFooters.tntId, tntId), eq(t.mallFooters.mallId, ctx.body.mallId))),
    );
    if (!footer) throw fail('NOT_FOUND');
    return footer;
  }),
} satisfies DomainHandlers<'mall'>;
