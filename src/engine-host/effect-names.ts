// The effects the app provides to screens (steps `{ "effect": name }`), named once: the app registers a
// handler under each (effects.ts), and the schema check and the build refuse any other name.
export const EFFECT = {
  /** The login answer (the step's result) goes through the app's login step (spec 4), then Home or the
   * guard's target (query redirect). */
  login: 'session.login',
  /** Spec 4: switch to another enterprise account (with accountId). */
  switchAccount: 'session.switchAccount',
  /** Spec 2.11: to the enterprise public workbench. */
  workbench: 'session.workbench',
  /** Issue 32: a certification was submitted; its answer ({certType, status}) is the session's auth status
   * (spec 6), so the guard's warning follows at once. */
  authStatus: 'session.authStatus',
  /** Spec 4: logout. */
  logout: 'session.logout',
  /** Spec 4: jump by menu id (with menuId). */
  jump: 'menu.jump',
  /** Spec 4: a notice was read; the unread count goes down by one (never below 0). */
  noticeRead: 'messages.readOne',
  /** Issue 12: the browser goes to the payment provider's cashier (the call's answer `cashierUrl`, a path
   * of this site only), which later sends it back to /payment-success or /payment-fail. */
  cashier: 'cashier.open',
  /** Issue 12: the header's cart count from the answer of cart.add (`{ count }`). */
  cartCount: 'cartBadge.refresh',
  /** Issue 33: the tenant's page settings, function settings or screen patches were saved: the page config,
   * the disable list, the platform flags and the screen patches are read again, so the saver sees them at once. */
  tenantRefresh: 'settings.refresh',
} as const;

export const EFFECT_NAMES: readonly string[] = Object.values(EFFECT);
