// Handlers of the tntcfg.* calls: page settings, function settings, their change record, screen patches.
import { principalOf, tenantOf, type DomainHandlers } from '../../core';
import { changePage } from './changes';
import { funcSetting, saveFuncSetting } from './func-setting';
import { pageSetting, savePageSetting } from './page-setting';
import { activePatches, checkOnly, diffVersions, patchScreens, patchVersion, patchVersions, rollbackPatch, savePatch } from './patches';
import { previewRoles } from './roles';
import { previewCall } from './preview';

export const tntcfgHandlers = {
  'tntcfg.pageSetting': async (ctx) => pageSetting(ctx.deps, tenantOf(ctx)),
  'tntcfg.savePageSetting': async (ctx) => savePageSetting(ctx.deps, principalOf(ctx), tenantOf(ctx), ctx.body),
  'tntcfg.funcSetting': async (ctx) => funcSetting(ctx.deps, principalOf(ctx).tntId),
  'tntcfg.saveFuncSetting': async (ctx) => saveFuncSetting(ctx.deps, principalOf(ctx), ctx.body),
  'tntcfg.changes': async (ctx) => changePage(ctx.deps, principalOf(ctx), ctx.body),
  'tntcfg.patchScreens': async (ctx) => patchScreens(ctx.deps, ctx.deps.services.screens, principalOf(ctx), ctx.body),
  'tntcfg.patchVersions': async (ctx) => patchVersions(ctx.deps, ctx.deps.services.screens, principalOf(ctx), ctx.body),
  'tntcfg.patchVersion': async (ctx) => patchVersion(ctx.deps, ctx.deps.services.screens, principalOf(ctx), ctx.body),
  'tntcfg.patchCheck': async (ctx) => checkOnly(ctx.deps.services.screens, ctx.body),
  'tntcfg.savePatch': async (ctx) => savePatch(ctx.deps, ctx.deps.services.screens, principalOf(ctx), ctx.body),
  'tntcfg.rollbackPatch': async (ctx) => rollbackPatch(ctx.deps, ctx.deps.services.screens, principalOf(ctx), ctx.body),
  'tntcfg.patchDiff': async (ctx) => diffVersions(ctx.deps, ctx.deps.services.screens, principalOf(ctx), ctx.body),
  'tntcfg.previewRoles': async (ctx) => previewRoles(ctx.deps, principalOf(ctx).tntId),
  'tntcfg.previewCall': async (ctx) => previewCall(ctx as never, ctx.deps.services.screens, ctx.deps.services.reads, principalOf(ctx), ctx.body),
  'tntcfg.activePatches': async (ctx) => activePatches(ctx.deps, principalOf(ctx).tntId),
} satisfies DomainHandlers<'tntcfg'>;
