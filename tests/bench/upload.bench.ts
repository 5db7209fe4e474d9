// Upload bench (`npm run bench upload`, issue 13 item 1): does one client uploading 10 MB files stall
// everyone else? 50 clients list goods (the seller's item.page, signed and authenticated, over HTTP)
// for a while without uploads, then for as long while one more client uploads 10 MB pictures in a loop;
// the two phases alternate in rounds so the machine's other work weighs on both alike. Prints the list
// calls' p95 in both phases and their ratio (goal: within 2x), and what the uploader got through.
// Each engine gets a throw-away database and blob store (bench-server.ts).
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { Writable } from 'node:stream';
import { HEADERS, callByKey } from '../../api/catalogue';
import { buildServer } from '../../api/server/app';
import { encodePng } from '../../api/server/core/png';
import { BenchClient, benchEngines, type Engine } from './bench-server';
import { median, ms, p95 } from './stats';

const LISTERS = Number(process.env.BENCH_LISTERS ?? 50);
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const GOAL = 2;
const DEMO = { tntId: 'T1001', idytpCd: 'AGRI' };
const SELLER = '13800000002';
const LIST = callByKey.get('item.page')!;
const UPLOAD = callByKey.get('file.upload')!;

/** A 10 MB PNG-headed file (a real 1x1 PNG, then filler the content checks accept), as one multipart body. */
function uploadBody(): { body: Uint8Array<ArrayBuffer>; type: string } {
  const png = encodePng(1, 1, new Uint8Array([0x2e, 0x8b, 0x57]));
  const file = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 - png.length, 0x11)]);
  const boundary = `----scprbench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
  return { body: Uint8Array.from(Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)])), type: `multipart/form-data; boundary=${boundary}` };
}

interface Phase {
  times: number[];
  uploads: number;
  uploadMs: number[];
}

async function measure(engine: Engine): Promise<{ quiet: number[]; busy: Phase }> {
  const db = await engine.open();
  const sink = new Writable({ write: (_c, _e, done) => done() });
  const app = await buildServer({ db, files: engine.files, seedDemo: true, logger: { level: 'warn', stream: sink } });
  try {
    // Room for every upload of the run: the bench measures stalls, not the quota.
    await db.owner.query("UPDATE tenant_params SET param_value = '1000000' WHERE tnt_id = $1 AND param_no = 'FILE_QUOTA_ENT_MB'", [DEMO.tntId]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const client = new BenchClient(base, DEMO);
    const token = await client.login(SELLER);
    const listBody = JSON.stringify({ pageNum: 1, pageSize: 20 });
    const list = async (): Promise<number> => {
      const s = performance.now();
      const res = await fetch(base + LIST.path, { method: 'POST', headers: client.headers(token), body: listBody });
      const r = (await res.json()) as { code: string; msg: string };
      if (r.code !== '0') throw new Error(`item.page: ${r.code} ${r.msg}`);
      return performance.now() - s;
    };
    const { body, type } = uploadBody();
    const upload = async (): Promise<number> => {
      const s = performance.now();
      const res = await fetch(base + UPLOAD.path, { method: 'POST', headers: { ...client.headers(token), 'content-type': type, [HEADERS.token]: token }, body });
      const r = (await res.json()) as { code: string; msg: string };
      if (r.code !== '0') throw new Error(`file.upload: ${r.code} ${r.msg}`);
      return performance.now() - s;
    };
    for (let i = 0; i < 100; i++) await list(); // warm-up: prepared statements, JIT
    await upload();

    const run = async (withUploads: boolean): Promise<Phase> => {
      const phase: Phase = { times: [], uploads: 0, uploadMs: [] };
      const until = performance.now() + PHASE_MS;
      const loops = Array.from({ length: LISTERS }, async () => {
        while (performance.now() < until) phase.times.push(await list());
      });
      const uploader = withUploads
        ? (async () => {
            while (performance.now() < until) {
              phase.uploadMs.push(await upload());
              phase.uploads++;
            }
          })()
        : Promise.resolve();
      await Promise.all([...loops, uploader]);
      return phase;
    };
    const quiet: number[] = [];
    const busy: Phase = { times: [], uploads: 0, uploadMs: [] };
    for (let r = 0; r < ROUNDS; r++) {
      quiet.push(...(await run(false)).times);
      const b = await run(true);
      busy.times.push(...b.times);
      busy.uploads += b.uploads;
      busy.uploadMs.push(...b.uploadMs);
    }
    return { quiet, busy };
  } finally {
    await app.close();
    await engine.cleanup();
  }
}

export default async function bench(): Promise<void> {
  for (const engine of await benchEngines('upload')) {
    const { quiet, busy } = await measure(engine);
    const a = p95(quiet);
    const b = p95(busy.times);
    const ratio = b / a;
    console.log(`${engine.kind}: ${LISTERS} clients listing goods (item.page), ${ROUNDS} rounds of ${PHASE_MS / 1000} s per phase; load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`);
    console.log(`  without uploads: p95 ${ms(a)} (p50 ${ms(median(quiet))}, ${quiet.length} calls)`);
    console.log(`  while one client uploads 10 MB files: p95 ${ms(b)} (p50 ${ms(median(busy.times))}, ${busy.times.length} calls); ${busy.uploads} uploads, median ${ms(busy.uploadMs.length ? median(busy.uploadMs) : 0)} each`);
    console.log(`  ratio ${ratio.toFixed(2)}x (goal <= ${GOAL}x): ${ratio <= GOAL ? 'met' : 'NOT met'}`);
  }
}
