// Every statement the server's pool sends passes here on its way out, so the read cache learns of every
// write this process makes, whoever makes it (a handler's transaction, a job, the owner's start-up SQL,
// a test's own statement): a node-postgres Client whose connection reports each statement as it is sent
// and each end of a transaction. A write is announced when its transaction has ended (ReadyForQuery with
// status idle: committed, or rolled back, which costs a miss at most), before the code that made it runs
// on, so whoever is answered after a write never gets an answer cached before it.
//
// What a statement writes comes from its text (schema-facts.ts). Named statements are sent as text once
// (Parse) and then by name (Bind): the names are remembered per connection.
import pg from 'pg';
import type { WriteTargets } from './schema-facts';

export interface WriteSink {
  /** What a statement writes. */
  classify(text: string): WriteTargets;
  /** Writes whose transaction has ended: `tenant` when they were made as the app role for one tenant. */
  ended(writes: readonly { tenant: string | null; targets: WriteTargets }[]): void;
}

/** withTenant()'s first statement: the app role and the tenant, both as parameters (tenant-tx.ts). */
const TENANT_SET = /^select set_config\('role', \$(\d+), true\), set_config\('app\.tnt_id', \$(\d+), true\)$/;
/** Anything else that changes the role or the tenant: from then on, a write is taken as everyone's. */
const ROLE_CHANGE = /\b(role|session_authorization|app\.tnt_id)\b/i;

interface ConnectionHooks {
  query(text: string): void;
  parse(q: { text: string; name?: string }): void;
  bind(c: { statement?: string; values?: unknown[] }): void;
  on(event: 'readyForQuery', fn: (msg: { status?: string }) => void): void;
}

export function watchingClient(sink: WriteSink, appRole: string): typeof pg.Client {
  return class WatchingClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const con = (this as unknown as { connection: ConnectionHooks }).connection;
      const named = new Map<string, string>();
      let unnamed = '';
      let tenant: string | null = null;
      let writes: { tenant: string | null; targets: WriteTargets }[] = [];
      const sent = (text: string | undefined, values?: unknown[]) => {
        if (text === undefined) {
          writes.push({ tenant: null, targets: { kind: 'all', schema: true } });
          return;
        }
        const set = TENANT_SET.exec(text);
        if (set) {
          const role = values?.[Number(set[1]) - 1];
          const tnt = values?.[Number(set[2]) - 1];
          tenant = role === appRole && typeof tnt === 'string' && tnt !== '' ? tnt : null;
          return;
        }
        const targets = sink.classify(text);
        if (targets.kind === 'none') {
          if (ROLE_CHANGE.test(text) && /\bset\b|set_config/i.test(text)) tenant = null;
          return;
        }
        writes.push({ tenant, targets });
      };
      const query = con.query.bind(con);
      con.query = (text) => {
        sent(text);
        query(text);
      };
      const parse = con.parse.bind(con);
      con.parse = (q) => {
        if (q.name) named.set(q.name, q.text);
        else unnamed = q.text;
        parse(q);
      };
      const bind = con.bind.bind(con);
      con.bind = (c) => {
        sent(c.statement ? named.get(c.statement) : unnamed, c.values);
        bind(c);
      };
      // Registered before the client's own listener (it attaches its own when it connects), so the write is
      // announced before the query that ended the transaction resolves.
      con.on('readyForQuery', (msg) => {
        if (msg.status !== 'I') return;
        tenant = null;
        if (!writes.length) return;
        const ended = writes;
        writes = [];
        sink.ended(ended);
      });
    }
  };
}
