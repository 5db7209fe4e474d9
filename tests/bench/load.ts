// The load generators of the server bench. tests/bench/server.bench.ts forks this file so the load never
// runs on the server's thread; one message in (a job), one message out (the figures).
//
// - 'lean' (default): keep-alive HTTP/1.1 connections sending a prebuilt request in which only the
//   anti-replay timestamp and nonce bytes are rewritten per request (fixed width, so the request length
//   never changes). Costs a few microseconds a request, so the server, not the generator, is measured.
// - 'autocannon': autocannon, the signed headers set per request through setupRequest (autocannon then
//   rebuilds the whole request each time: tens of microseconds a request).
//
// `spin`: the generator's event loop never sleeps while a job runs (it polls instead of waiting). A
// generator that sleeps between answers must be woken by each one, and on a virtual machine waking an idle
// vCPU is an inter-processor interrupt charged to the process that wrote: perf (cpu-clock, kernel symbols)
// put 17 µs of the 58 µs of server CPU of a notice.page request in _raw_spin_unlock_irqrestore under
// sock_def_readable, waking this generator, against 2 µs for the bare route, whose faster answers keep the
// generator awake anyway. A server behind a network card pays no such cost, and the slower a route the more
// it paid, so a sleeping generator measured the bench's own arrangement more than the server. Spinning costs
// the generator's process a whole core (its CPU per request then says nothing).
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  body: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** Header names to stamp per request with Date.now() and a fresh nonce (anti-replay). */
  sign?: { timestamp: string; nonce: string };
  generator: 'lean' | 'autocannon';
  spin?: boolean;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  /** CPU time of the load generator's process per request, in microseconds. */
  loadCpuUsPerReq: number;
}

async function withCpu(total: (r: Omit<LoadResult, 'loadCpuUsPerReq'>) => number, run: () => Promise<Omit<LoadResult, 'loadCpuUsPerReq'>>): Promise<LoadResult> {
  const cpu0 = process.cpuUsage();
  const r = await run();
  const cpu = process.cpuUsage(cpu0);
  const n = total(r);
  return { ...r, loadCpuUsPerReq: n ? (cpu.user + cpu.system) / n : 0 };
}

async function autocannonLoad(job: LoadJob) {
  const { sign } = job;
  const result = await autocannon({
    url: job.url, method: 'POST', connections: job.connections, duration: job.seconds, body: job.body, headers: job.headers,
    ...(sign
      ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, [sign.timestamp]: String(Date.now()), [sign.nonce]: randomBytes(12).toString('hex') } }) }] }
      : {}),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, errors: result.errors + result.non2xx };
}

const CRLF2 = Buffer.from('\r\n\r\n');
const TS_WIDTH = 13; // epoch milliseconds until the year 2286
const NONCE_WIDTH = 24; // 8 random hex digits of this run + 16 hex digits of a counter

/** A prebuilt request and where its timestamp and nonce bytes sit. */
function template(job: LoadJob) {
  const u = new URL(job.url);
  const body = Buffer.from(job.body);
  const lines = [`POST ${u.pathname}${u.search} HTTP/1.1`, `host: ${u.host}`, `content-length: ${body.length}`];
  for (const [k, v] of Object.entries(job.headers)) lines.push(`${k}: ${v}`);
  let head = lines.join('\r\n') + '\r\n';
  let tsAt = -1;
  let nonceAt = -1;
  if (job.sign) {
    head += `${job.sign.timestamp}: `;
    tsAt = Buffer.byteLength(head);
    head += `${'0'.repeat(TS_WIDTH)}\r\n${job.sign.nonce}: `;
    nonceAt = Buffer.byteLength(head);
    head += `${'0'.repeat(NONCE_WIDTH)}\r\n`;
  }
  return { bytes: Buffer.concat([Buffer.from(head + '\r\n'), body]), tsAt, nonceAt };
}

function leanLoad(job: LoadJob): Promise<Omit<LoadResult, 'loadCpuUsPerReq'>> {
  const u = new URL(job.url);
  const t = template(job);
  const runId = randomBytes(4).toString('hex');
  let counter = 0;
  const next = (): Buffer => {
    const b = Buffer.from(t.bytes); // a copy: the socket may still hold the previous one
    if (t.tsAt >= 0) {
      b.write(String(Date.now()).padStart(TS_WIDTH, '0'), t.tsAt, 'latin1');
      b.write(runId + (counter++).toString(16).padStart(NONCE_WIDTH - 8, '0'), t.nonceAt, 'latin1');
    }
    return b;
  };
  const latencies: number[] = [];
  let done = 0;
  let errors = 0;
  let stopping = false;
  return new Promise((resolve, reject) => {
    const sockets: Socket[] = [];
    let open = job.connections;
    const t0 = performance.now();
    const finish = () => {
      const seconds = (performance.now() - t0) / 1000;
      latencies.sort((a, b) => a - b);
      const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
      resolve({ rps: done / seconds, p50: pct(0.5), p99: pct(0.99), total: done, errors });
    };
    setTimeout(() => {
      stopping = true;
      for (const s of sockets) s.end();
    }, job.seconds * 1000);
    for (let i = 0; i < job.connections; i++) {
      const s = connect({ host: u.hostname, port: Number(u.port), noDelay: true });
      sockets.push(s);
      let buf: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        if (stopping) return;
        sentAt = performance.now();
        s.write(next());
      };
      s.on('connect', send);
      s.on('data', (chunk: Buffer) => {
        buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
        // One request in flight per connection: a complete response is head + content-length bytes.
        const end = buf.indexOf(CRLF2);
        if (end < 0) return;
        const head = buf.toString('latin1', 0, end);
        const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        if (!m) return reject(new Error(`response without content-length: ${head}`));
        const size = end + 4 + Number(m[1]);
        if (buf.length < size) return;
        if (buf.length > size) return reject(new Error('unexpected bytes after a response'));
        buf = Buffer.alloc(0);
        const status = Number(head.slice(9, 12));
        if (status >= 200 && status < 300) done++;
        else errors++;
        latencies.push(performance.now() - sentAt);
        send();
      });
      s.on('error', (e) => {
        if (!stopping) reject(e);
      });
      s.on('close', () => {
        if (--open === 0) finish();
      });
    }
  });
}

/** Keeps the event loop polling until stopped (see `spin` above): a pending immediate makes it poll for
 * I/O without blocking. */
function spinLoop(): () => void {
  let on = true;
  const turn = () => {
    if (on) setImmediate(turn);
  };
  turn();
  return () => {
    on = false;
  };
}

export function runLoad(job: LoadJob): Promise<LoadResult> {
  const stop = job.spin ? spinLoop() : () => {};
  return withCpu((r) => r.total + r.errors, () => (job.generator === 'autocannon' ? autocannonLoad(job) : leanLoad(job))).finally(stop);
}

// Forked by the bench: answer each job over IPC.
if (process.send) {
  process.on('message', (job: LoadJob) => {
    void runLoad(job).then(
      (r) => process.send!({ ok: r }),
      (e: unknown) => process.send!({ error: String(e) }),
    );
  });
}
