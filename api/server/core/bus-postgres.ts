// The invalidation bus across processes on PostgreSQL. Each process LISTENs on a dedicated connection
// (application_name scpr-invalidation-bus). A writer, after its commit, sends NOTIFY through the pool
// and, in the same statement, reads which bus connections exist in this database; every process
// applies the event, then answers on the ack channel. publish() resolves when every listed connection
// has answered (the NotificationResponse carries the answering backend's pid), or after ACK_WAIT_MS:
// a process that cannot answer in that time is stuck or gone, and the write must not wait for ever.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { OwnerSql } from '../db';
import { LocalBus, type Invalidation, type InvalidationBus } from './invalidation';

export const CHANNEL = 'scpr_invalidate';
export const ACK_CHANNEL = 'scpr_invalidate_ack';
export const BUS_APPLICATION_NAME = 'scpr-invalidation-bus';
const ACK_WAIT_MS = 2_000;
const RETRY_MAX_MS = 5_000;
/** Ids per notification: keeps a payload far below NOTIFY's 8000 bytes. */
const IDS_PER_EVENT = 100;

interface Pending {
  acked: Set<number>;
  expected: number[] | null;
  done: () => void;
}

/** Splits an event whose id list would not fit one notification. */
export function chunkEvent(e: Invalidation): Invalidation[] {
  const split = (ids: string[]) => Array.from({ length: Math.ceil(ids.length / IDS_PER_EVENT) }, (_, i) => ids.slice(i * IDS_PER_EVENT, (i + 1) * IDS_PER_EVENT));
  if (e.kind === 'session' && e.familyIds.length > IDS_PER_EVENT) return split(e.familyIds).map((familyIds) => ({ ...e, familyIds }));
  if (e.kind === 'acl' && e.accountIds && e.accountIds.length > IDS_PER_EVENT) return split(e.accountIds).map((accountIds) => ({ ...e, accountIds }));
  return [e];
}

const KINDS = new Set(['session', 'acl', 'tenant', 'reset']);

export class PgBus implements InvalidationBus {
  private readonly local = new LocalBus();
  private client: pg.Client | null = null;
  private closing = false;
  private retryMs = 100;
  private readonly pending = new Map<string, Pending>();

  private constructor(
    private readonly url: string,
    private readonly owner: OwnerSql,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens before the server takes its first request; fails if the database cannot be reached. */
  static async open(url: string, owner: OwnerSql, log: FastifyBaseLogger): Promise<PgBus> {
    const bus = new PgBus(url, owner, log);
    await bus.connect();
    return bus;
  }

  get live(): boolean {
    return this.client !== null;
  }

  subscribe(listener: (event: Invalidation) => void): void {
    this.local.subscribe(listener);
  }

  async publish(event: Invalidation): Promise<void> {
    for (const e of chunkEvent(event)) await this.publishOne(e);
  }

  private async publishOne(event: Invalidation): Promise<void> {
    const id = randomUUID();
    if (!this.live) {
      // Without our listener no answer can reach us: apply here, send to the others, do not wait.
      this.local.deliver(event);
      await this.owner.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ id, e: event })]);
      this.log.warn({ event: event.kind }, 'invalidation sent without waiting: this process is not listening');
      return;
    }
    const finished = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        const p = this.pending.get(id);
        this.pending.delete(id);
        this.log.warn({ event: event.kind, missing: p?.expected?.filter((pid) => !p.acked.has(pid)) }, 'invalidation not confirmed by every process in time');
        resolve();
      }, ACK_WAIT_MS);
      this.pending.set(id, {
        acked: new Set(),
        expected: null,
        done: () => {
          clearTimeout(timer);
          this.pending.delete(id);
          resolve();
        },
      });
    });
    try {
      // One statement: the notification goes out at its commit, to the bus connections it lists.
      const [row] = await this.owner.query<{ pids: number[] }>(
        `SELECT pg_notify($1, $2), array(SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $3) AS pids`,
        [CHANNEL, JSON.stringify({ id, e: event }), BUS_APPLICATION_NAME],
      );
      const p = this.pending.get(id);
      if (p) {
        p.expected = row?.pids ?? [];
        this.settle(p);
      }
    } catch (err) {
      this.pending.get(id)?.done();
      throw err;
    }
    await finished;
  }

  private settle(p: Pending): void {
    if (p.expected && p.expected.every((pid) => p.acked.has(pid))) p.done();
  }

  private onNotification(client: pg.Client, m: pg.Notification): void {
    if (m.channel === ACK_CHANNEL) {
      const p = this.pending.get(m.payload ?? '');
      if (p) {
        p.acked.add(m.processId);
        this.settle(p);
      }
      return;
    }
    if (m.channel !== CHANNEL || !m.payload) return;
    let msg: { id?: unknown; e?: { kind?: unknown } };
    try {
      msg = JSON.parse(m.payload) as typeof msg;
    } catch {
      this.log.warn({ payload: m.payload.slice(0, 200) }, 'invalidation bus: unreadable notification ignored');
      return;
    }
    if (typeof msg.id !== 'string' || !msg.e || !KINDS.has(msg.e.kind as string)) return;
    this.local.deliver(msg.e as Invalidation);
    // Answer after applying: the publisher's wait ends only when our caches no longer hold the entry.
    client.query('SELECT pg_notify($1, $2)', [ACK_CHANNEL, msg.id]).catch((err: unknown) => this.log.warn({ err }, 'invalidation bus: answer not sent'));
  }

  private async connect(): Promise<void> {
    const c = new pg.Client({ connectionString: this.url, application_name: BUS_APPLICATION_NAME });
    c.on('notification', (m) => this.onNotification(c, m));
    c.on('error', (err) => this.lost(c, err));
    c.on('end', () => this.lost(c));
    await c.connect();
    try {
      await c.query(`LISTEN ${CHANNEL}; LISTEN ${ACK_CHANNEL}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    this.client = c;
    this.retryMs = 100;
  }

  private lost(c: pg.Client, err?: Error): void {
    if (this.client !== c) return;
    this.client = null;
    // Events sent while we are not listening are lost: nothing cached may be trusted until we are back.
    this.local.deliver({ kind: 'reset' });
    if (this.closing) return;
    this.log.error({ err }, 'invalidation bus: connection lost; caches bypassed until it is back');
    this.reconnectLater();
  }

  private reconnectLater(): void {
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    setTimeout(() => {
      if (this.closing) return;
      this.connect().then(
        () => {
          this.local.deliver({ kind: 'reset' });
          this.log.info('invalidation bus: listening again');
        },
        (err: unknown) => {
          this.log.warn({ err }, 'invalidation bus: reconnect failed');
          this.reconnectLater();
        },
      );
    }, wait).unref();
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const p of [...this.pending.values()]) p.done();
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }
}
