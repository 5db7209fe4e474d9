// Anti-replay (spec section 7, issue 13 item 2): every call carries prereq (epoch ms) and xvrandom (used
// once), and may carry sid. The order matters: the window and the header shapes are checked first
// (readStamp, nothing stored), then the tenant and the token, then, for unauthenticated calls, the
// client address's rate (pipeline.ts); only a request that passed all of them spends its nonce
// (spendNonce), keyed by its tenant. The sid is checked for shape only: it is the browser's, so a
// replay could change it, and it no longer keys anything.
import type { IncomingHttpHeaders } from 'node:http';
import { HEADERS, REPLAY_WINDOW_MS } from '../../catalogue';
import { fail, type Deps } from '../core';

const NONCE = /^[A-Za-z0-9_-]{8,128}$/;
const SID = /^[A-Za-z0-9_-]{1,128}$/;
/** How far apart the clocks of two server processes may be (NTP keeps them far closer). */
export const CLOCK_SKEW_MS = 5_000;

export interface Stamp {
  nonce: string;
  /** How long the nonce must be remembered: until its prereq leaves the window, plus the skew. */
  ttlMs: number;
}

/** Throws REPLAY for a stale or malformed request; stores nothing. */
export function readStamp(headers: IncomingHttpHeaders, now: number): Stamp {
  const ts = Number(headers[HEADERS.timestamp]);
  const nonce = headers[HEADERS.nonce];
  const sid = headers[HEADERS.sid];
  if (!Number.isFinite(ts) || Math.abs(now - ts) > REPLAY_WINDOW_MS) throw fail('REPLAY');
  if (typeof nonce !== 'string' || !NONCE.test(nonce)) throw fail('REPLAY');
  if (sid !== undefined && (typeof sid !== 'string' || !SID.test(sid))) throw fail('REPLAY');
  return { nonce, ttlMs: ts + REPLAY_WINDOW_MS - now + CLOCK_SKEW_MS };
}

/** Throws REPLAY when the nonce was already used in this tenant (scope). */
export async function spendNonce(deps: Deps, scope: string, stamp: Stamp): Promise<void> {
  if (!(await deps.nonces.useOnce(scope, `r:${stamp.nonce}`, stamp.ttlMs))) throw fail('REPLAY');
}
