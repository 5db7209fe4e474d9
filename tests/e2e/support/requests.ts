// Requests of the e2e suite: counting the calls a page sends, by path (what the user's browser really asked
// the server), and calls made as the browser's client makes them (to find demo rows, to put shared data back).
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { accessToken, baseUrl } from './browser';

/** Starts counting requests to these paths (under the server's origin); the result reads the counts so far. */
export function countRequests(page: Page, paths: readonly string[]): () => Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(paths.map((path) => [path, 0]));
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path in counts) counts[path]! += 1;
  });
  return () => ({ ...counts });
}

/** Sends a call as the browser's client does (anti-replay and tenant headers, the token if given):
 * the HTTP status and the answer's body. */
export async function post<T = unknown>(path: string, body: object, token = ''): Promise<{ status: number; body: { code: string; msg: string; resultData: T } }> {
  const r = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', prereq: String(Date.now()), xvrandom: randomBytes(16).toString('hex'), tntid: 'T1001', idytpcd: 'AGRI', ...(token ? { login_token: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as { code: string; msg: string; resultData: T } };
}

/** A call that must succeed, with the given token: its resultData. */
export async function api<T = Record<string, unknown>>(path: string, body: object, token = ''): Promise<T> {
  const { body: answer } = await post<T>(path, body, token);
  expect(answer.code, `${path}: ${answer.msg}`).toBe('0');
  return answer.resultData;
}

/** A call that must succeed, made with the page's token (what its user may do). */
export const call = async <T = Record<string, unknown>>(p: Page, path: string, body: object): Promise<T> => api<T>(path, body, await accessToken(p));
