// Handlers of the mall.* calls: the tenant's malls and a mall's footer (spec sections 3, 7).
import { and, asc, eq } from 'drizzle-orm';
import { tenantRead } from '../../db';
import * as t from './tables';
import { fail, tenantOf, type DomainHandlers } from '../../core';

export const mallHandlers = {
  'mall.mallList': async (ctx) => {
    const tntId = tenantOf(ctx).tntId;
    return tenantRead(ctx.deps.db, tntId, (q) =>
      q
        .select({ id: t.malls.mallId, mallNm: t.malls.mallNm, mallType: t.malls.mallType, mallStatus: t.malls.mallStatus })
        .from(t.malls)
        .where(eq(t.malls.tntId, tntId))
        .orderBy(asc(t.malls.sort), asc(t.malls.mallId)),
    );
  },
  'mall.queryMallFooterByMallId': async (ctx) => {
    const tntId = tenantOf(ctx).tntId;
    const [footer] = await tenantRead(ctx.deps.db, tntId, (q) =>
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
  },
} satisfies DomainHandlers<'mall'>;
