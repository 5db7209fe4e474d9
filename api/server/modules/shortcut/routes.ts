// Handlers of the shortcut.* calls (quick entries of the home page); the list is a read handler.
import { principalOf, type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { addShortcut, deleteShortcut, listShortcuts } from './service';

export const shortcutHandlers = {
  'shortcut.shortcutMenuList': readHandler(async (ctx) => listShortcuts(ctx.read, principalOf(ctx))),
  'shortcut.shortcutMenuAdd': async (ctx) => addShortcut(ctx.deps, principalOf(ctx), ctx.body),
  'shortcut.shortcutMenuDelete': async (ctx) => deleteShortcut(ctx.deps, principalOf(ctx), ctx.body.id),
} satisfies DomainHandlers<'shortcut'>;
