// Anti-replay (spec section 7): every call carries prereq (epoch ms) and xvrandom (used once), and may
// carry sid. A request outside the 300 s window or with a nonce already seen is refused.
import type { IncomingHttpHeaders } from 'node:http';
import { HEADERS, REPLAY_WINDOW_MS } from '../../catalogue';
import { fail, type Deps } from '../core';

const NONCE = /^[A-Za-z0-9_-]{8,128}$/;
const SID = /^[A-Za-z0-9_-]{1,128}$/;
/** How far apart the clocks of two server processes may be (NTP keeps them far closer). */
export const CLOCK_SKEW_MS = 5_000;

/** Throws REPLAY for a stale, malformed or reused request; a promise only when the store is remote. */
export function checkReplay(headers: IncomingHttpHeaders, deps: Deps): void | Promise<void> {
  const ts = Number(headers[HEADERS.timestamp]);
  const nonce = headers[HEADERS.nonce];
  const sid = headers[HEADERS.sid];
  const now = deps.clock.now();
  if (!Number.isFinite(ts) || Math.abs(now - ts) > REPLAY_WINDOW_MS) throw fail('REPLAY');
  if (typeof nonce !== 'string' || !NONCE.test(nonce)) throw fail('REPLAY');
  if (sid !== undefined && (typeof sid !== 'string' || !SID.test(sid))) throw fail('REPLAY');
  // Remembered until its timestamp leaves the window (at most two windows), plus the clock skew servers
  // may have between them: after that the window check refuses it by itself.
  const fresh = deps.nonces.useOnce(`r:${sid ?? ''}:${nonce}`, ts + REPLAY_WINDOW_MS - now + CLOCK_SKEW_MS);
  if (fresh === true) return;
  if (fresh === false) throw fail('REPLAY');
  return fresh.then((ok) => {
    if (!ok) throw fail('REPLAY');
  });
}
