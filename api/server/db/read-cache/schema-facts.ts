// What the read cache must know of the schema to tell, from a statement's text alone, which tables a read
// depends on and which tables a write changes: the tables and views, the functions (what they name, whether
// they are volatile), the tables each table's triggers write, the foreign keys that cascade, and the tables
// the row-level security policies read. Read from the database's own catalogue, so a migration that adds a
// trigger or a cascade is known without anyone remembering to tell the cache.
import { isName, nameAt, statements, tokenize, type Token } from './sql-tokens';

/** Runs a catalogue query (the owner's connection). */
export type CatalogueQuery = <T>(text: string) => Promise<T[]>;

/** What a read depends on: its tables, or `null` when its answer may change with nothing written (a clock,
 * a random number, a sequence, a view's hidden tables). */
export type ReadDeps = readonly string[] | null;

/** What a statement writes: nothing, these tables, or anything (DDL, a procedure, what we cannot tell). */
export type WriteTargets = { kind: 'none' } | { kind: 'tables'; tables: ReadonlySet<string> } | { kind: 'all'; schema: boolean };

const NONE: WriteTargets = { kind: 'none' };
/** May write any table (a view's, a procedure's). */
const ALL: WriteTargets = { kind: 'all', schema: false };
/** May change the schema itself (DDL, DO, CALL, anything we do not know). */
const SCHEMA: WriteTargets = { kind: 'all', schema: true };

/** Before the schema is known: what a statement may write, judged by its first word alone. */
export function writeTargetsUnknownSchema(text: string): WriteTargets {
  const first = tokenize(text.slice(0, 64))[0];
  const verb = first?.kind === 'word' ? first.value : '';
  if (NO_WRITE.has(verb) && !text.includes(';')) return NONE;
  return QUERY.has(verb) || DML.has(verb) ? ALL : SCHEMA;
}

/** Statements that change no table: transaction control, settings, notifications, cursors. */
const NO_WRITE = new Set(['begin', 'start', 'commit', 'end', 'rollback', 'abort', 'savepoint', 'release', 'set', 'reset', 'show', 'discard', 'listen', 'unlisten', 'notify', 'deallocate', 'close', 'fetch', 'move', 'declare', 'lock', 'checkpoint']);
/** Statements that read (and write only through a function they call, or a data-modifying WITH). */
const QUERY = new Set(['select', 'with', 'values', 'table']);
/** Statements that write the table they name. */
const DML = new Set(['insert', 'update', 'delete', 'merge', 'truncate', 'copy']);
/** SQL's clock words (not function calls: they take no parentheses). */
const CLOCK_WORDS = new Set(['current_date', 'current_time', 'current_timestamp', 'localtime', 'localtimestamp']);
/** Stable functions whose answer moves with the clock or the session, beside every volatile function. */
const MOVING_STABLE = new Set(['now', 'transaction_timestamp', 'statement_timestamp', 'age', 'current_setting', 'pg_backend_pid', 'inet_client_addr', 'inet_client_port']);
/** Date and time input words that read the clock ('now'::timestamptz). */
export const CLOCK_LITERALS = new Set(['now', 'today', 'tomorrow', 'yesterday']);

interface CatalogueRows {
  relations: { name: string; kind: string; rls: boolean }[];
  functions: { name: string; volatile: string; body: string }[];
  volatile: { name: string }[];
  triggers: { tbl: string; fn: string }[];
  cascades: { referencing: string; referenced: string }[];
  policies: { tbl: string; expr: string }[];
}

const Q_RELATIONS = `select c.relname as name, c.relkind::text as kind, c.relrowsecurity and c.relforcerowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any(current_schemas(false)) and c.relkind in ('r', 'p', 'v', 'm', 'f')`;
const Q_FUNCTIONS = `select p.proname as name, p.provolatile::text as volatile, coalesce(p.prosrc, '') as body from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')`;
const Q_VOLATILE = `select distinct proname as name from pg_proc where provolatile = 'v'`;
const Q_TRIGGERS = `select c.relname as tbl, p.proname as fn from pg_trigger t join pg_class c on c.oid = t.tgrelid
  join pg_proc p on p.oid = t.tgfoid where not t.tgisinternal`;
const Q_CASCADES = `select a.relname as referencing, b.relname as referenced from pg_constraint k
  join pg_class a on a.oid = k.conrelid join pg_class b on b.oid = k.confrelid
  where k.contype = 'f' and (k.confdeltype in ('c', 'n', 'd') or k.confupdtype in ('c', 'n', 'd'))`;
const Q_POLICIES = `select tablename as tbl, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr from pg_policies`;

export async function loadSchemaFacts(query: CatalogueQuery): Promise<SchemaFacts> {
  const [relations, functions, volatile, triggers, cascades, policies] = await Promise.all([
    query<CatalogueRows['relations'][number]>(Q_RELATIONS),
    query<CatalogueRows['functions'][number]>(Q_FUNCTIONS),
    query<CatalogueRows['volatile'][number]>(Q_VOLATILE),
    query<CatalogueRows['triggers'][number]>(Q_TRIGGERS),
    query<CatalogueRows['cascades'][number]>(Q_CASCADES),
    query<CatalogueRows['policies'][number]>(Q_POLICIES),
  ]);
  return new SchemaFacts({ relations, functions, volatile, triggers, cascades, policies });
}

/** Adds to `into` everything reachable from `start` in `edges` (start included). */
function closure(edges: Map<string, Set<string>>, start: Iterable<string>, into = new Set<string>()): Set<string> {
  const stack = [...start];
  while (stack.length) {
    const x = stack.pop()!;
    if (into.has(x)) continue;
    into.add(x);
    for (const y of edges.get(x) ?? []) if (!into.has(y)) stack.push(y);
  }
  return into;
}

const add = (m: Map<string, Set<string>>, k: string, v: string) => {
  let s = m.get(k);
  if (!s) m.set(k, (s = new Set()));
  s.add(v);
};

export class SchemaFacts {
  private readonly tables = new Set<string>();
  /** Tables whose every row is one tenant's: row-level security forced, every policy on app.tnt_id. A
   * tenant's write there cannot change what another tenant reads. */
  private readonly tenantOwned = new Set<string>();
  /** Views, materialized views and foreign tables: a read of one is not cached (its tables are hidden). */
  private readonly opaque = new Set<string>();
  /** Functions whose answer may change with nothing written (volatile, or stable on the clock). */
  private readonly moving = new Set<string>(MOVING_STABLE);
  /** Our own functions: the tables they name, their own calls included. */
  private readonly fnTables = new Map<string, Set<string>>();
  /** Our own volatile functions (they may write what they name). */
  private readonly writingFns = new Set<string>();
  /** A table's write also changes these (its triggers' tables, cascading foreign keys), itself included. */
  private readonly writeSpread = new Map<string, Set<string>>();
  /** A read of a table also depends on these (its policies' tables). */
  private readonly readSpread = new Map<string, Set<string>>();
  /** What statements write, by text (writeTargets). */
  private readonly writes = new Map<string, WriteTargets>();

  constructor(rows: CatalogueRows) {
    for (const r of rows.relations) (r.kind === 'r' || r.kind === 'p' ? this.tables : this.opaque).add(r.name);
    const policies = new Map<string, string[]>();
    for (const p of rows.policies) policies.set(p.tbl, [...(policies.get(p.tbl) ?? []), p.expr]);
    for (const r of rows.relations) {
      const own = policies.get(r.name) ?? [];
      if (r.rls && own.length && own.every((e) => e.includes("'app.tnt_id'"))) this.tenantOwned.add(r.name);
    }
    for (const v of rows.volatile) this.moving.add(v.name);
    // A function's tables: those named in its body, and those of the functions it calls (to any depth).
    const names = new Map<string, Set<string>>();
    const calls = new Map<string, Set<string>>();
    const own = new Set(rows.functions.map((f) => f.name));
    for (const f of rows.functions) {
      const toks = tokenize(f.body);
      for (let i = 0; i < toks.length; i++) {
        const t = toks[i]!;
        if (!isName(t)) continue;
        if (this.tables.has(t.value) || this.opaque.has(t.value)) add(names, f.name, t.value);
        if (own.has(t.value) && isCall(toks, i)) add(calls, f.name, t.value);
      }
      if (f.volatile === 'v') this.writingFns.add(f.name);
    }
    for (const f of own) {
      const tables = new Set<string>();
      for (const g of closure(calls, [f])) for (const t of names.get(g) ?? []) tables.add(t);
      this.fnTables.set(f, tables);
    }
    // What a write of a table reaches: its triggers' functions' tables, and the tables whose foreign keys
    // cascade from it (each of which may have triggers and cascades of its own).
    const spread = new Map<string, Set<string>>();
    for (const t of rows.triggers) for (const x of this.fnTables.get(t.fn) ?? []) add(spread, t.tbl, x);
    for (const c of rows.cascades) add(spread, c.referenced, c.referencing);
    for (const t of this.tables) this.writeSpread.set(t, closure(spread, [t]));
    for (const p of rows.policies) {
      const toks = tokenize(p.expr);
      toks.forEach((t, i) => {
        if (!isName(t)) return;
        if (this.tables.has(t.value) || this.opaque.has(t.value)) add(this.readSpread, p.tbl, t.value);
        if (this.fnTables.has(t.value) && isCall(toks, i)) for (const x of this.fnTables.get(t.value)!) add(this.readSpread, p.tbl, x);
        if (this.moving.has(t.value) && isCall(toks, i) && t.value !== 'current_setting') add(this.readSpread, p.tbl, MOVING);
      });
    }
  }

  /** Whether a tenant's write of this table can change only what that tenant reads. */
  isTenantOwned(table: string): boolean {
    return this.tenantOwned.has(table);
  }

  /** The tables a read's answer depends on, or null when it must not be cached. */
  readDeps(text: string): ReadDeps {
    const toks = tokenize(text);
    const deps = new Set<string>();
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      if (t.kind === 'string') {
        if (CLOCK_LITERALS.has(t.value.trim().toLowerCase())) return null;
        continue;
      }
      if (!isName(t)) continue;
      const v = t.value;
      if (this.opaque.has(v)) return null;
      if (t.kind === 'word' && CLOCK_WORDS.has(v)) return null;
      if (isCall(toks, i)) {
        if (this.moving.has(v)) return null;
        for (const x of this.fnTables.get(v) ?? []) deps.add(x);
      }
      if (this.tables.has(v)) deps.add(v);
    }
    for (const d of [...deps]) for (const x of this.readSpread.get(d) ?? []) deps.add(x);
    if (deps.has(MOVING)) return null;
    for (const d of deps) if (this.opaque.has(d)) return null;
    return [...deps].sort();
  }

  /** What a statement (or several, in one simple query) writes. */
  writeTargets(text: string): WriteTargets {
    // Every statement a transaction sends is classified, its reads too: the same texts come again and again.
    let known = this.writes.get(text);
    if (known === undefined) {
      if (this.writes.size >= MAX_CLASSIFIED) this.writes.clear();
      this.writes.set(text, (known = this.classify(text)));
    }
    return known;
  }

  private classify(text: string): WriteTargets {
    const direct = new Set<string>();
    for (const stmt of statements(tokenize(text))) {
      const first = stmt[0];
      const verb = first?.kind === 'word' ? first.value : '';
      if (NO_WRITE.has(verb)) continue;
      if (!QUERY.has(verb) && !DML.has(verb)) return SCHEMA;
      for (let i = 0; i < stmt.length; i++) {
        const t = stmt[i]!;
        if (t.kind !== 'word') continue;
        for (const target of targetsAfter(stmt, i)) {
          if (this.opaque.has(target)) return ALL;
          if (this.tables.has(target)) direct.add(target);
        }
        if (this.writingFns.has(t.value) && isCall(stmt, i)) for (const x of this.fnTables.get(t.value)!) direct.add(x);
      }
    }
    if (!direct.size) return NONE;
    const tables = new Set<string>();
    for (const t of direct) for (const x of this.writeSpread.get(t) ?? [t]) tables.add(x);
    for (const t of tables) if (this.opaque.has(t)) return ALL;
    return { kind: 'tables', tables };
  }
}

/** Statement texts whose writes are remembered at most (forgotten all at once beyond). */
const MAX_CLASSIFIED = 2000;

/** A marker dependency: the read depends on something no write announces (a policy on the clock). */
const MOVING = '\0moving';

/** Whether the name at `i` is called (a parenthesis follows). */
function isCall(toks: Token[], i: number): boolean {
  const next = toks[i + 1];
  return next?.kind === 'punct' && next.value === '(';
}

/** The tables a write keyword at `i` names: INSERT INTO t, UPDATE [ONLY] t, DELETE FROM [ONLY] t,
 * MERGE INTO t, TRUNCATE [TABLE] [ONLY] t [, ...], COPY t. (UPDATE also follows FOR and DO: the word after
 * it then names no table, or one the statement only locks, which costs a miss at most.) */
function targetsAfter(toks: Token[], i: number): string[] {
  const word = (k: number) => (toks[k]?.kind === 'word' ? toks[k]!.value : undefined);
  let at: number;
  const verb = toks[i]!.value;
  switch (verb) {
    case 'insert':
    case 'merge':
      if (word(i + 1) !== 'into') return [];
      at = i + 2;
      break;
    case 'delete':
      if (word(i + 1) !== 'from') return [];
      at = i + 2;
      break;
    case 'update':
    case 'copy':
      at = i + 1;
      break;
    case 'truncate':
      at = i + 1;
      if (word(at) === 'table') at++;
      break;
    default:
      return [];
  }
  const out: string[] = [];
  for (;;) {
    if (word(at) === 'only') at++;
    const named = nameAt(toks, at);
    if (!named) return out;
    out.push(named.name);
    const comma = toks[named.next];
    if (verb !== 'truncate' || comma?.kind !== 'punct' || comma.value !== ',') return out;
    at = named.next + 1;
  }
}
