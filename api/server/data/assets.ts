// Files the server ships beside its code (api/server/data/asset), read when needed: the demo seed's shop
// video. The server bundle keeps this module's own address (scripts/server-build.mjs), so the paths are the
// source tree's when run from the sources and from dist/server alike.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const asset = (name: string): string => fileURLToPath(new URL(`./asset/${name}`, import.meta.url));

/** The demo shop video: 58 KB of VP8 WebM (320x180, 4 s, with duration and cues), made once by
 * scripts/make-demo-video.ts. */
export const DEMO_VIDEO_PATH = asset('shop-demo-video.webm');
export const demoVideoBytes = (): Buffer => readFileSync(DEMO_VIDEO_PATH);
