// The role and department reads (organ.rolePage, roleTree, roleOptions, organTree, organDetail) are read
// handlers whose answers are kept (core/read-handler.ts, keepAnswers): everything they depend on is read
// through the handler's reader, the caller's own permissions included (not the permission service's cache,
// which the answer cache cannot see), so a kept answer stands exactly while none of the tables it read
// (roles, role_grants, account_roles, menus, organs, accounts, companies) has been written. A role saved,
// a grant changed, an account re-roled or a department edited drops it (tests/api/organ-read-cache.test.ts).
import { fail, principalOf, type Principal } from '../../core';
import { readHandler, type ReadContext } from '../../core/read-handler';
import { effectiveMenus, heldKeysOf } from '../permission';
import { KEYS, type KeyGroup } from './access';
import { organDetail, organTree } from './organ-service';
import { roleOptions, rolePage, roleTree } from './role-service';

/** The caller and what it holds, once it holds one of the group's keys (else 403, as callerWith). */
async function readerWith(ctx: ReadContext<unknown>, group: KeyGroup): Promise<{ pr: Principal; held: Set<string> }> {
  const pr = principalOf(ctx);
  const held = heldKeysOf(await ctx.read.query((q) => effectiveMenus(q, pr.tntId, pr.accountId)));
  if (!KEYS[group].some((k) => held.has(k))) throw fail('FORBIDDEN');
  return { pr, held };
}

const kept = { keepAnswers: true } as const;

export const organReads = {
  'organ.rolePage': readHandler<'organ.rolePage'>(async (ctx) => {
    const { pr } = await readerWith(ctx, 'roleView');
    return ctx.read.query((q) => rolePage(q, pr, ctx.body));
  }, kept),
  'organ.roleTree': readHandler<'organ.roleTree'>(async (ctx) => {
    const { pr, held } = await readerWith(ctx, 'roleView');
    return ctx.read.query((q) => roleTree(q, pr, held, ctx.body.roleId));
  }, kept),
  'organ.roleOptions': readHandler<'organ.roleOptions'>(async (ctx) => {
    const { pr } = await readerWith(ctx, 'accountView');
    return ctx.read.query((q) => roleOptions(q, pr));
  }, kept),
  'organ.organTree': readHandler<'organ.organTree'>(async (ctx) => {
    const { pr } = await readerWith(ctx, 'organView');
    return ctx.read.query((q) => organTree(q, pr, ctx.body.companyId));
  }, kept),
  'organ.organDetail': readHandler<'organ.organDetail'>(async (ctx) => {
    const { pr } = await readerWith(ctx, 'organView');
    return ctx.read.query((q) => organDetail(q, pr, ctx.body.organId));
  }, kept),
};
