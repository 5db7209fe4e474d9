// Handlers of the shortcut.* calls (quick entries of the home page).
import { principalOf, type DomainHandlers } from '../../core';
import { addShortcut, deleteShortcut, listShortcuts } from './service';

export const shortcutHandlers = {
  'shortcut.shortcutMenuList': async (ctx) => listShortcuts(ctx.deps, principalOf(ctx)),
  'shortcut.shortcutMenuAdd': async (ctx) => addShortcut(ctx.deps, principalOf(ctx), ctx.body),
  'shortcut.shortcutMenuDelete': async (ctx) => deleteShortcut(ctx.deps, principalOf(ctx), ctx.body.id),
} satisfies DomainHandlers<'shortcut'>;
