// Constants of spec section 9 that the client uses, each once, named.

/** Spec 9: call base /scpr. */
export const CALL_BASE = '/scpr';
/** Spec 7 and 9: the other admin system lives under /sxnmfw/. */
export const OTHER_ADMIN_BASE = '/sxnmfw';
/** Spec 9: HTTP timeout 30000 ms. */
export const HTTP_TIMEOUT_MS = 30_000;
/** Spec 9: cross-origin clear-cookie timeout 30000 ms. */
export const CLEAR_COOKIE_TIMEOUT_MS = 30_000;
/** Spec 9: token refresh when expiry is within 1,800,000 ms (30 minutes, spec 4). */
export const TOKEN_REFRESH_WINDOW_MS = 1_800_000;
/** Spec 9: refresh debounce 2 s. */
export const TOKEN_REFRESH_DEBOUNCE_MS = 2_000;
/** Spec 9: error toast 2000 ms. */
export const ERROR_TOAST_MS = 2_000;
/** Spec 9: error toast 5 s for YSCACL00000074. */
export const LONG_ERROR_TOAST_MS = 5_000;
