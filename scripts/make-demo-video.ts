// Makes the demo shop video (api/server/data/asset/shop-demo-video.webm): a 4-second 320x180 VP8 WebM of a
// field under a moving sun, drawn on a canvas and encoded by Chromium's WebCodecs VideoEncoder, then
// muxed here into a WebM with its duration and cues (so the player shows the length and can seek).
// Run once by hand: `npx tsx scripts/make-demo-video.ts` (needs /usr/bin/chromium); the output is
// committed as that file, so neither the seed nor the tests need a browser or an encoder.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';

const W = 320;
const H = 180;
const FPS = 15;
const SECONDS = 4;

interface Chunk { key: boolean; ts: number; data: number[] }

async function encode(): Promise<Chunk[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  // WebCodecs needs a secure context: a page of http://127.0.0.1 is one.
  const server = createServer((_, res) => res.end('<!doctype html><title>video</title>'));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    // tsx keeps function names with a __name helper the page does not have.
    await page.evaluate('globalThis.__name = (f) => f');
    return await page.evaluate(async ({ W, H, FPS, SECONDS }) => {
      const out: { key: boolean; ts: number; data: number[] }[] = [];
      const enc = new VideoEncoder({
        output: (c) => {
          const b = new Uint8Array(c.byteLength);
          c.copyTo(b);
          out.push({ key: c.type === 'key', ts: c.timestamp, data: [...b] });
        },
        error: (e) => { throw e; },
      });
      enc.configure({ codec: 'vp8', width: W, height: H, bitrate: 120_000, framerate: FPS });
      const canvas = new OffscreenCanvas(W, H);
      const g = canvas.getContext('2d')!;
      const n = FPS * SECONDS;
      for (let i = 0; i < n; i++) {
        const t = i / (n - 1);
        const sky = g.createLinearGradient(0, 0, 0, H * 0.6);
        sky.addColorStop(0, `hsl(${200 + 20 * t}, 70%, ${70 - 25 * t}%)`);
        sky.addColorStop(1, `hsl(${35 + 10 * t}, 80%, 80%)`);
        g.fillStyle = sky;
        g.fillRect(0, 0, W, H);
        g.fillStyle = '#ffcc33';
        g.beginPath();
        g.arc(40 + t * (W - 80), 30 + 60 * Math.abs(t - 0.5), 18, 0, Math.PI * 2);
        g.fill();
        for (let r = 0; r < 6; r++) {
          g.fillStyle = r % 2 ? '#5a9e3a' : '#77b84a';
          g.fillRect(0, H * 0.6 + r * (H * 0.4) / 6, W, (H * 0.4) / 6 + 1);
        }
        g.fillStyle = '#ffffff';
        g.font = 'bold 20px sans-serif';
        g.fillText('绿源农业 · 产地直供', 70, 120 + 0 * t);
        const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1e6) / FPS), duration: Math.round(1e6 / FPS) });
        enc.encode(frame, { keyFrame: i % FPS === 0 });
        frame.close();
      }
      await enc.flush();
      return out;
    }, { W, H, FPS, SECONDS });
  } finally {
    await browser.close();
    server.close();
  }
}

// EBML: an element is its id, its size as a variable-length integer, then its payload.
const bytes = (...parts: (Uint8Array | number[])[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
};
function vint(n: number): number[] {
  for (let len = 1; len <= 8; len++) {
    if (n < 2 ** (7 * len) - 1) {
      const out: number[] = [];
      for (let i = len - 1; i >= 0; i--) out.push(Math.floor(n / 2 ** (8 * i)) & 0xff);
      out[0]! |= 1 << (8 - len);
      return out;
    }
  }
  throw new Error('too large');
}
const el = (id: number[], ...payload: (Uint8Array | number[])[]): Uint8Array => { const p = bytes(...payload); return bytes(id, vint(p.length), p); };
const uint = (n: number): number[] => { const out: number[] = []; do { out.unshift(n & 0xff); n = Math.floor(n / 256); } while (n > 0); return out; };
const text = (s: string): number[] => [...Buffer.from(s, 'utf8')];
const float = (x: number): number[] => { const b = Buffer.alloc(8); b.writeDoubleBE(x); return [...b]; };

function mux(chunks: Chunk[]): Uint8Array {
  const durationMs = SECONDS * 1000;
  const header = el([0x1a, 0x45, 0xdf, 0xa3],
    el([0x42, 0x86], [1]), el([0x42, 0xf7], [1]), el([0x42, 0xf2], [4]), el([0x42, 0xf3], [8]),
    el([0x42, 0x82], text('webm')), el([0x42, 0x87], [2]), el([0x42, 0x85], [2]));
  const info = el([0x15, 0x49, 0xa9, 0x66], el([0x2a, 0xd7, 0xb1], uint(1_000_000)), el([0x44, 0x89], float(durationMs)),
    el([0x4d, 0x80], text('scpr-mall')), el([0x57, 0x41], text('scpr-mall')));
  const tracks = el([0x16, 0x54, 0xae, 0x6b], el([0xae],
    el([0xd7], [1]), el([0x73, 0xc5], [1]), el([0x83], [1]), el([0x86], text('V_VP8')),
    el([0xe0], el([0xb0], uint(W)), el([0xba], uint(H)))));
  // One cluster per key frame (each second): the cues point at them.
  const clusters: { time: number; bytes: Uint8Array }[] = [];
  let current: { time: number; blocks: Uint8Array[] } | null = null;
  const flush = () => { if (current) clusters.push({ time: current.time, bytes: el([0x1f, 0x43, 0xb6, 0x75], el([0xe7], uint(current.time)), ...current.blocks) }); };
  for (const c of chunks) {
    const ms = Math.round(c.ts / 1000);
    if (c.key) { flush(); current = { time: ms, blocks: [] }; }
    const rel = ms - current!.time;
    current!.blocks.push(el([0xa3], [0x81, (rel >> 8) & 0xff, rel & 0xff, c.key ? 0x80 : 0x00], c.data));
  }
  flush();
  const before = info.length + tracks.length;
  let at = before;
  const points = clusters.map((cl) => { const p = el([0xbb], el([0xb3], uint(cl.time)), el([0xb7], el([0xf7], [1]), el([0xf1], uint(at)))); at += cl.bytes.length; return p; });
  const cues = el([0x1c, 0x53, 0xbb, 0x6b], ...points);
  const segment = el([0x18, 0x53, 0x80, 0x67], info, tracks, ...clusters.map((c) => c.bytes), cues);
  return bytes(header, segment);
}

const webm = mux(await encode());
writeFileSync('api/server/data/asset/shop-demo-video.webm', webm);
console.log(`demo video: ${webm.length} bytes`);
