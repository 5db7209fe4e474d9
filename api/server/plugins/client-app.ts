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
// - frame-src: per tenant. The app page (index.html) lists exactly the origins of the resolved tenant's
//   custom menus that embed inline (PAGE_INLINE / MENU, spec 2.10 / 2.11: the custom page frames them),
//   'self' for a path on our own origin; 'none' when the tenant has none, for every other answer, and when
//   no tenant resolves (frame-sources.ts). The tenant is resolved like the calls resolve it (query tntId /
//   idytpCd, host name, the deployment's default tenant).
// - Demo pages under /scprmall/demo/ (framed by the demo tenant's 金融服务 custom menu) may be framed by
//   our own pages: frame-ancestors 'self' and X-Frame-Options SAMEORIGIN there, and nothing but 'self'
//   images and styles (DEMO_PAGE_POLICY); everything else keeps frame-ancestors 'none'.
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../core';
import { FrameSources, frameSrcValue, type InlineMenuAddresses } from './frame-sources';
import { resolveTenant } from './tenant';

/** Spec 9: the pages' base path. */
export const CLIENT_BASE = '/scprmall';

const policy = (frameSrc: string) => [
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
  `frame-src ${frameSrc}`,
].join('; ');

/** The policy of every answer but the app page of a tenant with inline custom menus. */
export const CONTENT_SECURITY_POLICY = policy("'none'");

/** The app page's policy for these frame sources (frame-sources.ts); only frame-src differs. */
export const contentSecurityPolicy = (frameSources: readonly string[]): string => policy(frameSrcValue(frameSources));

/** Static demo pages that our own custom page frames (same origin): no scripts, framed by us only. */
export const DEMO_PAGE_DIR = 'demo/';
export const DEMO_PAGE_POLICY = [
  "default-src 'none'",
  "img-src 'self'",
  "style-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
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

export interface ClientAppContext {
  deps: Deps;
  /** The tenant of a host name that names none (as for the calls). */
  defaultTntId?: string | undefined;
  /** The tenant's inline custom menu addresses (the permission module's reader, handed in by app.ts). */
  inlineMenus: InlineMenuAddresses;
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

export async function clientApp(app: FastifyInstance, options: ClientAppOptions, context: ClientAppContext): Promise<void> {
  const dir = normalize(options.dir);
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`no built client in ${dir} (run npm run build)`);
  const frames = new FrameSources(context.inlineMenus, context.deps.bus);
  /** The frame sources of the page's tenant; none when no tenant resolves (or an unknown one is named). */
  const frameSourcesFor = async (req: FastifyRequest): Promise<string[]> => {
    try {
      const tenant = await resolveTenant(req, context.deps, context.defaultTntId);
      return tenant ? await frames.of(tenant.tntId) : [];
    } catch (e) {
      // An unknown tenant named in the address (the app shows its own message), or a failed read: frame nothing.
      req.log.debug({ err: e }, 'no frame sources');
      return [];
    }
  };
  app.addHook('onSend', async (_req, reply) => {
    // A handler may have set its own policy (the app page, the demo pages); the rest get the defaults.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
  });
  // preCompressed: the build writes .br and .gz twins (scripts/client-build.mjs); the browser gets one.
  await app.register(fastifyStatic, { root: dir, serve: false, preCompressed: true });
  const index = async (req: FastifyRequest, reply: FastifyReply) => {
    // The page itself is never cached: a new build must reach the browser at once (and its policy
    // follows the tenant's menus).
    reply.header('cache-control', 'no-cache');
    reply.header('content-security-policy', policy(frameSrcValue(await frameSourcesFor(req))));
    return reply.sendFile('index.html', { cacheControl: false });
  };
  app.get('/', (_req, reply) => reply.redirect(`${CLIENT_BASE}/`));
  app.get(CLIENT_BASE, (_req, reply) => reply.redirect(`${CLIENT_BASE}/`));
  app.get(`${CLIENT_BASE}/*`, (req, reply) => {
    // The router has decoded the address already (and answers 400 to bytes that decode to no text);
    // decoding again would read an escaped percent sign as an escape (a URIError: 500, issue 29 item 5).
    const rel = (req.params as { '*': string })['*'] ?? '';
    const file = rel === '' ? null : fileIn(dir, rel);
    if (file) {
      if (rel === 'index.html') return index(req, reply);
      if (rel.startsWith(DEMO_PAGE_DIR)) {
        reply.header('content-security-policy', DEMO_PAGE_POLICY);
        reply.header('x-frame-options', 'SAMEORIGIN');
      }
      // Built chunks carry a content hash in their name: cache them for good.
      reply.header('cache-control', rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      return reply.sendFile(rel, { cacheControl: false });
    }
    // History fallback: an address of the app (no file extension) gets the page; a missing file is 404,
    // so a stale chunk name never receives HTML.
    if (extname(rel) !== '') return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return index(req, reply);
  });
}
