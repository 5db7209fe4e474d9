// Counting the calls a page sends, by path (what the user's browser really asked the server).
import type { Page } from 'playwright-core';

/** Starts counting requests to these paths (under the server's origin); the result reads the counts so far. */
export function countRequests(page: Page, paths: readonly string[]): () => Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(paths.map((path) => [path, 0]));
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path in counts) counts[path]! += 1;
  });
  return () => ({ ...counts });
}
