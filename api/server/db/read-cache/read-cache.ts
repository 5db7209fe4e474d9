// The read cache (issue 13 item 11): a tenant read sent again with the same statement, values and tenant,
// while none of the tables it reads has been written since, is answered with the rows it got the last time
// instead of going to the database. Exact, not "fresh enough": every write this process makes is seen on
// its way to the database (write-watch.ts), and its tables are marked written the moment its transaction
// ends, before its caller goes on (write-clock.ts). So a caller answered after a write never sees an answer
// read before it.
//
// That holds only if this process makes every write: true of the embedded database (PGlite can be opened
// by one process only), not of a PostgreSQL shared by several servers, where the cache is off unless the
// server is told it is the only one (READ_CACHE=on; config.ts).
//
// What is never cached (schema-facts.ts): a read that names a view, calls a volatile function or one on the
// clock (now(), random(), nextval(), current_setting(), ...), says CURRENT_DATE and the like, or passes
// 'now' / 'today' as a value; answers of more than MAX_ROWS rows. The rows handed out are frozen: a caller
// that changed them would change them for the next one.
import type { OneTripReader, ReadRequest, ReadResult } from '../one-trip';
import { textParam } from '../one-trip';
import { CLOCK_LITERALS, loadSchemaFacts, writeTargetsUnknownSchema, type CatalogueQuery, type ReadDeps, type SchemaFacts, type WriteTargets } from './schema-facts';
import { WriteClock } from './write-clock';
import { AnswerCache } from './answer-cache';
import { deepFreeze } from './deep-freeze';
import { FirstInFirstOut } from './first-in-first-out';
import type { WriteSink } from './write-watch';

/** Answers kept at most (the oldest go first). */
const MAX_ENTRIES = 5000;
/** A larger answer is not kept (it would crowd out many small ones). */
const MAX_ROWS = 500;
/** Statements whose dependencies are remembered at most. */
const MAX_STATEMENTS = 2000;

interface Entry {
  /** The write clock's tick when the read was sent. */
  at: number;
  result: Promise<ReadResult>;
}

interface Statement {
  /** Undefined until the schema is known. */
  deps: ReadDeps | undefined;
  entries: Map<string, Entry>;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  /** Reads that could not be cached (see above). */
  passed: number;
  entries: number;
}

export class ReadCache implements WriteSink {
  private readonly clock = new WriteClock();
  private facts: SchemaFacts | null = null;
  private loading = false;
  /** Moves on whenever the schema may have changed: a reading of it begun before is thrown away. */
  private schemaGeneration = 0;
  private readonly statements = new Map<string, Statement>();
  /** Entries in the order they were made (for eviction). */
  private readonly order = new FirstInFirstOut<string>(MAX_ENTRIES);
  readonly stats: ReadCacheStats = { hits: 0, misses: 0, passed: 0, entries: 0 };
  /** Whole answers of the read handlers that ask for it (answer-cache.ts), on the same write clock. */
  readonly answers = new AnswerCache(this.clock);

  constructor(private readonly catalogue: CatalogueQuery) {}

  /** A reader that answers from the cache when it can, else from `inner`. */
  wrap(inner: OneTripReader): OneTripReader {
    return { read: (req) => this.read(inner, req) };
  }

  // ---------------------------------------------------------------- writes (WriteSink)

  classify(text: string): WriteTargets {
    // Before the schema is known nothing is cached, but a write must still count: as a write of anything.
    return this.facts ? this.facts.writeTargets(text) : writeTargetsUnknownSchema(text);
  }

  ended(writes: readonly { tenant: string | null; targets: WriteTargets }[]): void {
    for (const w of writes) {
      if (w.targets.kind === 'none') continue;
      if (w.targets.kind === 'all' || !this.facts) {
        this.clock.wroteAll();
        // DDL may have changed what the schema says: read it again before caching anything more.
        if (w.targets.kind === 'all' && w.targets.schema) this.forgetSchema();
        continue;
      }
      const own: string[] = [];
      const everyone: string[] = [];
      for (const t of w.targets.tables) (w.tenant !== null && this.facts.isTenantOwned(t) ? own : everyone).push(t);
      if (own.length) this.clock.wrote(w.tenant, own);
      if (everyone.length) this.clock.wrote(null, everyone);
    }
  }

  // ---------------------------------------------------------------- reads

  private read(inner: OneTripReader, req: ReadRequest): Promise<ReadResult> {
    const facts = this.facts ?? this.loadSchema();
    if (!facts) return this.pass(inner, req);
    let st = this.statements.get(req.text);
    if (!st) {
      if (this.statements.size >= MAX_STATEMENTS) this.clear();
      this.statements.set(req.text, (st = { deps: undefined, entries: new Map() }));
    }
    st.deps ??= facts.readDeps(req.text);
    const deps = st.deps;
    if (deps === null) return this.pass(inner, req);
    req.observer?.saw(deps);
    // The key: tenant, row shape, then each value after a separator no value may contain (one that does is
    // not cached), a null apart from every string.
    let key = `${req.tntId}\u0001${req.rowMode}${req.parsers ? 'p' : ''}`;
    for (const p of req.params) {
      let v: string | null;
      try {
        v = textParam(p);
      } catch {
        return this.pass(inner, req);
      }
      if (v === null) key += '\u0001\u0002';
      else if (v.includes('\u0001') || v.includes('\u0002')) return this.pass(inner, req);
      else if (v.length <= 12 && CLOCK_LITERALS.has(v.trim().toLowerCase())) return this.pass(inner, req);
      else key += `\u0001${v}`;
    }
    const hit = st.entries.get(key);
    if (hit && !this.clock.changedSince(hit.at, req.tntId, deps)) {
      this.stats.hits++;
      return hit.result;
    }
    this.stats.misses++;
    const entry: Entry = { at: this.clock.now(), result: inner.read(req).then(freezeResult) };
    if (!hit) this.remember(st, key);
    st.entries.set(key, entry);
    entry.result.then(
      (r) => {
        if (r.rows.length <= MAX_ROWS) return;
        if (st.entries.get(key) === entry) st.entries.delete(key);
        req.observer?.saw(null);
      },
      () => {
        if (st.entries.get(key) === entry) st.entries.delete(key);
      },
    );
    return entry.result;
  }

  private pass(inner: OneTripReader, req: ReadRequest): Promise<ReadResult> {
    this.stats.passed++;
    req.observer?.saw(null);
    return inner.read(req);
  }

  private remember(st: Statement, key: string): void {
    this.order.stored(st.entries, key);
    this.stats.entries = this.order.size;
  }

  private clear(): void {
    this.statements.clear();
    this.order.clear();
    this.stats.entries = 0;
  }

  // ---------------------------------------------------------------- the schema

  /** The schema's facts if known; else starts reading them (nothing is cached meanwhile). */
  private loadSchema(): SchemaFacts | null {
    if (this.loading) return null;
    this.loading = true;
    const generation = this.schemaGeneration;
    loadSchemaFacts(this.catalogue).then(
      (facts) => {
        if (generation !== this.schemaGeneration) return;
        this.loading = false;
        this.facts = facts;
      },
      (e: unknown) => {
        console.warn(`read cache: could not read the schema (${e instanceof Error ? e.message : String(e)}); reads go to the database`);
        // Tried again after a while, not on every read.
        setTimeout(() => {
          if (generation === this.schemaGeneration) this.loading = false;
        }, 5000).unref();
      },
    );
    return null;
  }

  private forgetSchema(): void {
    this.schemaGeneration++;
    this.facts = null;
    this.loading = false;
    this.clear();
  }
}

/** Freezes what a read returned, so that every caller served from the cache gets the rows as they were read. */
function freezeResult(r: ReadResult): ReadResult {
  deepFreeze(r.rows);
  deepFreeze(r.fields);
  return Object.freeze(r);
}
