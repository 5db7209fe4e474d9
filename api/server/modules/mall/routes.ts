// Handlers of the mall.* calls: the tenant's malls and a mall's footer (spec sections 3, 7: read handlers,
// core/read-handler.ts), and the mall ads (adv-service.ts: today's date decides what shows).
import { and, asc, eq } from 'drizzle-orm';
import * as t from './tables';
import { fail, principalOf, tenantOf, type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { addAdv, advDetail, advPage, deleteAdv, enableAdv, showList, updateAdv } from './adv-service';
import { mallAds, platformOf } from './mall-ads';

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
  'mall.advPage': async (ctx) => advPage(ctx.deps, mallAds(platformOf(principalOf(ctx))), ctx.body),
  'mall.advDetail': async (ctx) => advDetail(ctx.deps, mallAds(platformOf(principalOf(ctx))), ctx.body.advId),
  'mall.advAdd': async (ctx) => addAdv(ctx.deps, mallAds(platformOf(principalOf(ctx))), ctx.body),
  'mall.advUpdate': async (ctx) => updateAdv(ctx.deps, mallAds(platformOf(principalOf(ctx))), ctx.body),
  'mall.advEnable': async (ctx) => enableAdv(ctx.deps, mallAds(platformOf(principalOf(ctx))), ctx.body.advId, ctx.body.enabled),
  'mall.advDelete': async (ctx) => deleteAdv(ctx.deps, mallAds(platformOf(principalOf(ctx))), ctx.body.advId),
  'mall.advShowList': async (ctx) => {
    const p = principalOf(ctx);
    return showList(ctx.deps, p.tntId, async () => ({ kind: 'mall', viewer: p, mallId: ctx.body.mallId }));
  },
} satisfies DomainHandlers<'mall'>;
