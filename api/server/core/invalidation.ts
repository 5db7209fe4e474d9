// Cache invalidation events. Writers publish after their transaction commits; every process's caches
// subscribe. publish() resolves once every live process has applied the event, so the answer to the
// writing request leaves only after no process can serve the old entry: the very next request, on any
// process, sees the change. LocalBus serves one process (PGlite); PgBus (bus-postgres.ts) spans
// processes with LISTEN/NOTIFY.
export type Invalidation =
  | { kind: 'session'; tntId: string; familyIds: string[] }
  | { kind: 'acl'; tntId: string; accountIds?: string[] }
  | { kind: 'tenant' }
  /** Events may have been missed (the shared channel was down): drop every cached entry. */
  | { kind: 'reset' };

export interface InvalidationBus {
  /** Applies the event in every live process; resolves when they all have (or a bounded wait ran out). */
  publish(event: Invalidation): Promise<void>;
  subscribe(listener: (event: Invalidation) => void): void;
  /** False while events may be missed (shared channel down): caches must not store what they load. */
  readonly live: boolean;
  close(): Promise<void>;
}

export class LocalBus implements InvalidationBus {
  readonly live = true;
  private listeners: ((event: Invalidation) => void)[] = [];
  publish(event: Invalidation): Promise<void> {
    this.deliver(event);
    return Promise.resolve();
  }
  subscribe(listener: (event: Invalidation) => void): void {
    this.listeners.push(listener);
  }
  /** Hands an event to this process's caches (also used by shared buses on receipt). */
  deliver(event: Invalidation): void {
    for (const l of this.listeners) l(event);
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}
