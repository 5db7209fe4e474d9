// Anti-replay headers (spec 7): prereq, the request time in ms; xvrandom, a single-use random hash;
// sid, optional. The server refuses a reused xvrandom or a prereq outside REPLAY_WINDOW_MS of its clock.
// Header names come from api/catalogue/wire.ts HEADERS, the one list both ends read.
import { HEADERS } from '../catalogue/wire';

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** 64 hex characters: SHA-256 of 32 random bytes and the time. */
export async function nonce(now: number): Promise<string> {
  const random = crypto.getRandomValues(new Uint8Array(32));
  // crypto.subtle exists only in secure contexts (https or localhost). Elsewhere 32 random bytes are as
  // unguessable as their hash, and keep the same shape.
  if (!globalThis.crypto?.subtle) return hex(random);
  const time = new TextEncoder().encode(String(now));
  const input = new Uint8Array(random.length + time.length);
  input.set(random);
  input.set(time, random.length);
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', input)));
}

export async function replayHeaders(
  now: number,
  sid: string | undefined,
  makeNonce: (now: number) => Promise<string> = nonce,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = { [HEADERS.timestamp]: String(now), [HEADERS.nonce]: await makeNonce(now) };
  if (sid) headers[HEADERS.sid] = sid;
  return headers;
}
