// Serves the built client (dist/client) under /scprmall/ with history fallback (spec 2: history mode),
// / and /scprmall redirecting to /scprmall/, and security headers on every answer, API included.
//
// Content-Security-Policy, what it allows and why:
// - default-src 'self': nothing from other origins unless listed below.
// - script-src 'self': only the built chunks; no inline scripts and no 'unsafe-eval' (the engine
//   interprets JSON-logic and forms validate with precompiled code, so nothing needs eval).
// - style-src 'self': the built stylesheet. React's style props set the CSSOM, which CSP does not govern.
// - img-src 'self' data: blob:: brand images are ours; the captcha arrives as a data: PNG; uploads preview
//   as blob: URLs.
// - connect-src 'self': calls go to /scpr and /sxnmfw on this origin.
// - font-src 'self', object-src 'none', base-uri 'self', form-action 'self'.
// - frame-ancestors 'none' (and X-Frame-Options DENY for old browsers): no one frames the app.
// - frame-src 'none': nothing is embedded yet (spec 2.10's inline custom pages will list their origins).
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Spec 9: the pages' base path. */
export const CLIENT_BASE = '/scprmall';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "frame-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // Page addresses carry the tenant; other sites need not learn them.
  'referrer-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

export interface ClientAppOptions {
  /** The built client (vite build's outDir). */
  dir: string;
}

/** A path under the client directory, or null when it escapes it or names no file. */
function fileIn(dir: string, rel: string): string | null {
  const full = normalize(join(dir, rel));
  if (full !== dir && !full.startsWith(dir + sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

export async function clientApp(app: FastifyInstance, options: ClientAppOptions): Promise<void> {
  const dir = normalize(options.dir);
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`no built client in ${dir} (run npm run build)`);
  app.addHook('onSend', async (_req, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  });
  // preCompressed: the build writes .br and .gz twins (scripts/client-build.mjs); the browser gets one.
  await app.register(fastifyStatic, { root: dir, serve: false, preCompressed: true });
  const index = (reply: FastifyReply) => {
    // The page itself is never cached: a new build must reach the browser at once.
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  };
  app.get('/', (_req, reply) => reply.redirect(`${CLIENT_BASE}/`));
  app.get(CLIENT_BASE, (_req, reply) => reply.redirect(`${CLIENT_BASE}/`));
  app.get(`${CLIENT_BASE}/*`, (req, reply) => {
    const rel = decodeURIComponent((req.params as { '*': string })['*'] ?? '');
    const file = rel === '' ? null : fileIn(dir, rel);
    if (file) {
      if (rel === 'index.html') return index(reply);
      // Built chunks carry a content hash in their name: cache them for good.
      reply.header('cache-control', rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      return reply.sendFile(rel, { cacheControl: false });
    }
    // History fallback: an address of the app (no file extension) gets the page; a missing file is 404,
    // so a stale chunk name never receives HTML.
    if (extname(rel) !== '') return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return index(reply);
  });
}
