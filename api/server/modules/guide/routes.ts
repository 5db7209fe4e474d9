// Handlers of the guide.* calls: whether the acquisition novice guide shows (1), a read handler
// (core/read-handler.ts), and saving the flag.
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../db';
import * as t from './tables';
import { principalOf, type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';

/** No saved flag yet: show the guide (spec section 7: 1 means show). */
const SHOW = 1 as const;

export const guideHandlers = {
  'guide.queryNoviceGuide': readHandler(async (ctx) => {
    const { tntId, accountId } = principalOf(ctx);
    const [row] = await ctx.read.query((q) =>
      q
        .select({ flag: t.noviceGuides.flag })
        .from(t.noviceGuides)
        .where(and(eq(t.noviceGuides.tntId, tntId), eq(t.noviceGuides.accountId, accountId))),
    );
    return row && Number(row.flag) === 0 ? 0 : SHOW;
  }),
  'guide.saveNoviceGuide': async (ctx) => {
    const { tntId, accountId } = principalOf(ctx);
    const updatedAt = new Date(ctx.deps.clock.now());
    await withTenant(ctx.deps.orm, tntId, (tx) =>
      tx
        .insert(t.noviceGuides)
        .values({ tntId, accountId, flag: ctx.body.flag, updatedAt })
        .onConflictDoUpdate({ target: [t.noviceGuides.tntId, t.noviceGuides.accountId], set: { flag: ctx.body.flag, updatedAt } }),
    );
    return null;
  },
} satisfies DomainHandlers<'guide'>;
