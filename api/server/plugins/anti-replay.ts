// Anti-replay (spec section 7): every call carries prereq (epoch ms) and xvrandom (used once), and may
// carry sid. A request outside the 300 s window or with a nonce already seen is refused.
import type { FastifyInstance } from 'fastify';
import { HEADERS, REPLAY_WINDOW_MS } from '../../catalogue';
import { fail, type Deps } from '../core';
import { stateOf } from './request-state';

const NONCE = /^[A-Za-z0-9_-]{8,128}$/;
const SID = /^[A-Za-z0-9_-]{1,128}$/;
/** How far apart the clocks of two server processes may be (NTP keeps them far closer). */
export const CLOCK_SKEW_MS = 5_000;

export function antiReplay(app: FastifyInstance, deps: Deps): void {
  app.addHook('onRequest', async (req) => {
    const state = stateOf(req);
    if (!state || state.call.replayExempt) return;
    const ts = Number(req.headers[HEADERS.timestamp]);
    const nonce = req.headers[HEADERS.nonce];
    const sid = req.headers[HEADERS.sid];
    if (!Number.isFinite(ts) || Math.abs(deps.clock.now() - ts) > REPLAY_WINDOW_MS) throw fail('REPLAY');
    if (typeof nonce !== 'string' || !NONCE.test(nonce)) throw fail('REPLAY');
    if (sid !== undefined && (typeof sid !== 'string' || !SID.test(sid))) throw fail('REPLAY');
    // Remembered until its timestamp leaves the window (at most two windows), plus the clock skew servers
    // may have between them: after that the window check refuses it by itself.
    const fresh = await deps.nonces.useOnce(`r:${sid ?? ''}:${nonce}`, ts + REPLAY_WINDOW_MS - deps.clock.now() + CLOCK_SKEW_MS);
    if (!fresh) throw fail('REPLAY');
  });
}
