// Wire-level facts both ends share: header names, the anti-replay window, the unified tenant.

/** Request headers of spec section 7 (the common client sends them on every call). */
export const HEADERS = {
  token: 'login_token',
  /** Anti-replay: the request time in epoch milliseconds. */
  timestamp: 'prereq',
  /** Anti-replay: a random value used once (the spec's "xvrandom hash"). */
  nonce: 'xvrandom',
  /** Anti-replay: optional browser session id; nonces are single-use within it. */
  sid: 'sid',
  tntId: 'tntid',
  idytpCd: 'idytpcd',
} as const;

/** A request whose prereq is further than this from the server clock is refused (issue 2). */
export const REPLAY_WINDOW_MS = 300_000;

/** The unified public workbench (unify) tenant. Spec section 9: "Unify tenant identifier constant vLogin";
 * the spec does not show its tenant id, so we fix one here. */
export const UNIFY_TENANT = { tntId: 'T0000', idytpCd: 'vLogin' } as const;

/** Lifetimes of the token object (expired = access expiry in epoch ms; spec 9 refreshes 30 min before). */
export const TOKEN_TTL = { accessMs: 2 * 3600_000, refreshMs: 7 * 24 * 3600_000 } as const;
