// The server bench's baseline on PostgreSQL (issue 29 item 11): a bare Fastify route that runs the same SQL
// as the list call notice.page, through node-postgres, with a pool of the server's size. That is the limit
// that matters for a call which reads the database: the SQL itself, sent the plainest good way (named
// statements, so each is parsed once per connection, the two sent at once as notice.page sends them), with
// none of the platform's walls (no anti-replay, tenant, token, permission, validation, log line, RLS role
// or tenant setting; the bench connects as a superuser, to whom row-level security does not apply).
//
// The statements and their values are taken from what notice.page's own read sends (readPage with the
// module's prepared noticeList, through a reader that records them), so the baseline runs exactly the
// list's SQL whatever the module makes of it later.
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { readPage, textParam, type Database, type ReadRequest } from '../../api/server/db';
import { noticeList } from '../../api/server/modules/notice/queries';

export interface SqlBaseline {
  url: string;
  /** The statements the route runs, for the bench's header. */
  statements: number;
  close(): Promise<void>;
}

/** The statements (text and values) notice.page sends for this tenant, account and page. */
async function listStatements(db: Database, tntId: string, accountId: string, page: { pageNum: number; pageSize: number }): Promise<{ text: string; values: (string | null)[] }[]> {
  const sent: ReadRequest[] = [];
  // A database handle of its own (prepared reads are built per handle), no read cache, recording each read.
  const recording: Database = { ...db, readCache: undefined, reader: { read: (req) => (sent.push(req), db.reader.read(req)) } };
  await readPage(recording, tntId, page, noticeList, { accountId });
  if (sent.length !== 2) throw new Error(`sql baseline: notice.page sent ${sent.length} statements, expected its count and its rows`);
  return sent.map((r) => ({ text: r.text, values: r.params.map(textParam) }));
}

export async function startSqlBaseline(db: Database, databaseUrl: string, poolSize: number, tntId: string, accountId: string, page: { pageNum: number; pageSize: number }): Promise<SqlBaseline> {
  const [count, rows] = await listStatements(db, tntId, accountId, page);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => {});
  const countQuery = { name: 'bench_list_count', text: count!.text, values: count!.values };
  const rowsQuery = { name: 'bench_list_rows', text: rows!.text, values: rows!.values };
  const app: FastifyInstance = Fastify({ logger: false });
  app.post('/sql-list', async () => {
    const [c, r] = await Promise.all([pool.query(countQuery), pool.query(rowsQuery)]);
    return { code: '0', msg: '操作成功', resultData: { records: r.rows, total: Number(Object.values(c.rows[0] ?? {})[0] ?? 0) } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/sql-list`,
    statements: 2,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
