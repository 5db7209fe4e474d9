// Cache invalidation events. Writers publish after their transaction commits; caches subscribe. In one
// process delivery is synchronous, so the very next request sees the change. Several processes need a
// shared bus with the same interface (PostgreSQL LISTEN/NOTIFY or Redis pub/sub), see README.
export type Invalidation =
  | { kind: 'session'; tntId: string; familyIds: string[] }
  | { kind: 'acl'; tntId: string; accountIds?: string[] }
  | { kind: 'tenant' };

export interface InvalidationBus {
  publish(event: Invalidation): void;
  subscribe(listener: (event: Invalidation) => void): void;
}

export class LocalBus implements InvalidationBus {
  private listeners: ((event: Invalidation) => void)[] = [];
  publish(event: Invalidation): void {
    for (const l of this.listeners) l(event);
  }
  subscribe(listener: (event: Invalidation) => void): void {
    this.listeners.push(listener);
  }
}
