// The CPU time of the services the server uses, per route of the server bench, beside the server process's
// own: the PostgreSQL backends serving the bench's database, read from /proc (only when PostgreSQL runs on
// this machine and its processes are readable), so a route's database work (its statements, the tenant
// and role settings, row-level security, the nonces' inserts) is seen apart from the work in Node; and
// Redis's, from its INFO (the whole Redis server: other users of it count too).
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';

const TICK_US = 10_000; // USER_HZ 100 (getconf CLK_TCK) on Linux

/** utime + stime of a process in µs, or undefined when it is gone (or not on this machine). */
function processCpuUs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_US;
  } catch {
    return undefined;
  }
}

export type CpuSample = Map<number, number>;

export class BackendCpu {
  private constructor(private readonly client: pg.Client) {}

  /** Null when the backends' processes cannot be read here (PostgreSQL elsewhere, or in a container). */
  static async open(databaseUrl: string): Promise<BackendCpu | null> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const probe = new BackendCpu(client);
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    if (processCpuUs(rows[0]!.pid) === undefined) {
      await client.end();
      return null;
    }
    return probe;
  }

  /** CPU so far of every other backend connected to this database, by process id. */
  async sample(): Promise<CpuSample> {
    const { rows } = await this.client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    const s: CpuSample = new Map();
    for (const { pid } of rows) {
      const us = processCpuUs(pid);
      if (us !== undefined) s.set(pid, us);
    }
    return s;
  }

  /** CPU spent between two samples: backends in both by their difference, backends that started in
   * between by all of theirs (a backend that ended in between is lost: an idle pooled connection closing). */
  static spent(before: CpuSample, after: CpuSample): number {
    let us = 0;
    for (const [pid, t] of after) us += t - (before.get(pid) ?? 0);
    return us;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** Redis's CPU (user + system of the whole server, µs) from INFO cpu. */
export class RedisCpu {
  private constructor(private readonly redis: Redis) {}
  static open(url: string): RedisCpu {
    return new RedisCpu(new Redis(url, { maxRetriesPerRequest: 1 }));
  }
  async sample(): Promise<number> {
    const info = await this.redis.info('cpu');
    const field = (name: string) => Number(new RegExp(`^${name}:([0-9.]+)`, 'm').exec(info)?.[1] ?? NaN);
    return Math.round((field('used_cpu_user') + field('used_cpu_sys')) * 1e6);
  }
  close(): void {
    this.redis.disconnect();
  }
}
