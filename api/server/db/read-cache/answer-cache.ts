// The answer cache (issue 13 item 11): the whole answer of a read handler that declares it depends on
// nothing but its request, its caller and what its reads return (readHandler(fn, { keepAnswers: true })),
// given again while none of the tables those reads depend on has been written since it was computed. On
// top of the read cache (read-cache.ts), whose facts and write clock it shares: a hit skips the handler's
// reads, its row mapping and its formatting (6-7 µs of the 36 µs of server CPU of notice.page).
//
// Exact for the same reasons as the read cache. The answer is valid as of the write clock's tick when the
// handler started: a write that ends after it marks its tables with a later tick, and the answer is then
// computed again. Every read the handler made tells its observer what it depends on; one that the read
// cache would not keep (a view, a clock function, an answer of more than its row limit) makes the answer
// not kept either.
//
// Keyed by the caller (the principal and the tenant objects, which the session and tenant caches replace
// when they change) and the call with its validated body. Bounded at MAX_ANSWERS, oldest first out.
import type { ReadDeps } from './schema-facts';
import { deepFreeze } from './deep-freeze';
import { FirstInFirstOut } from './first-in-first-out';

/** Answers kept at most. */
const MAX_ANSWERS = 5000;

/** Told, for each read of a handler, what it depends on (null: the read cannot be kept). */
export interface ReadObserver {
  saw(deps: ReadDeps): void;
}

/** What the answer cache needs of the read cache. */
export interface WriteTicks {
  /** The write clock's tick now. */
  now(): number;
  /** Whether any of `tables` may have been written for `tenant` after tick `since`. */
  changedSince(since: number, tenant: string, tables: readonly string[]): boolean;
}

interface Answer {
  at: number;
  tables: readonly string[];
  value: unknown;
}

/** Collects the dependencies of one handler run. */
class Dependencies implements ReadObserver {
  readonly tables = new Set<string>();
  keepable = true;
  saw(deps: ReadDeps): void {
    if (deps === null) this.keepable = false;
    else for (const t of deps) this.tables.add(t);
  }
}

const ANONYMOUS = {};

export class AnswerCache {
  /** Tenant object -> principal object (or ANONYMOUS) -> call and body -> answer. */
  private readonly byTenant = new WeakMap<object, WeakMap<object, Map<string, Answer>>>();
  private readonly order = new FirstInFirstOut<string>(MAX_ANSWERS);
  readonly stats = { hits: 0, misses: 0, notKept: 0 };

  constructor(private readonly ticks: WriteTicks) {}

  /**
   * The kept answer of `key` for this caller, or `compute`'s (given the observer its reads must tell),
   * kept if every read could be. `tntId` is the tenant the reads ran in.
   */
  answer<T>(tenant: object, principal: object | null, tntId: string, key: string, compute: (observer: ReadObserver) => Promise<T>): Promise<T> {
    let byPrincipal = this.byTenant.get(tenant);
    if (!byPrincipal) this.byTenant.set(tenant, (byPrincipal = new WeakMap()));
    const caller = principal ?? ANONYMOUS;
    let answers = byPrincipal.get(caller);
    if (!answers) byPrincipal.set(caller, (answers = new Map()));
    const kept = answers.get(key);
    if (kept && !this.ticks.changedSince(kept.at, tntId, kept.tables)) {
      this.stats.hits++;
      return Promise.resolve(kept.value as T);
    }
    this.stats.misses++;
    const at = this.ticks.now();
    const deps = new Dependencies();
    const store = answers;
    return compute(deps).then((value) => {
      if (!deps.keepable) {
        this.stats.notKept++;
        return value;
      }
      if (!store.has(key)) this.order.stored(store, key);
      store.set(key, { at, tables: [...deps.tables], value: deepFreeze(value) });
      return value;
    });
  }
}
