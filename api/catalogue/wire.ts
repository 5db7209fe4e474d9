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

/** Spec 5: how login and password payloads are sealed (CallDef.encrypted says which calls and which way).
 * The plaintext is the UTF-8 JSON of the fields plus `timestamp` (epoch ms, within REPLAY_WINDOW_MS of the
 * server clock) and `nonce` (used once); nothing else may be in it. The ciphertext is base64 RSA-OAEP with
 * SHA-256 and MGF1 SHA-256 under the RSA-3072 key of acl.getPubKey (one block: 384 bytes, so at most
 * 384 - 2 * 32 - 2 = 318 bytes of plaintext). */
export const SEALED = {
  /** The body field of a call whose whole payload is sealed (encrypted: 'payload'). */
  payloadField: 'data',
  /** The field sealed in place (encrypted: 'password'). */
  passwordField: 'password',
  modulusBits: 3072,
  /** OAEP hash and MGF1 hash. */
  hash: 'sha256',
  /** The nonce inside the plaintext: the anti-replay nonce's alphabet and length. */
  noncePattern: '^[A-Za-z0-9_-]{8,128}$',
} as const;
