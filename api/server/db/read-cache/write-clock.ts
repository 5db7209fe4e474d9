// When each table was last written, per tenant for the tenant-owned tables (a tenant's write, made as the
// app role under row-level security, cannot touch another tenant's rows) and for everyone otherwise. A
// cached read remembers the tick at which it was sent; it may be served while none of its tables has been
// written since, for its tenant or for all.
export class WriteClock {
  private tick = 0;
  /** The last write that may have touched anything (DDL, a statement we could not read). */
  private allAt = 0;
  private global = new Map<string, number>();
  private byTenant = new Map<string, Map<string, number>>();

  now(): number {
    return this.tick;
  }

  wroteAll(): void {
    this.allAt = ++this.tick;
  }

  /** `tenant` null: a write not bound to one tenant (the owner, a global table). */
  wrote(tenant: string | null, tables: Iterable<string>): void {
    const at = ++this.tick;
    let m = this.global;
    if (tenant !== null) {
      m = this.byTenant.get(tenant) ?? new Map<string, number>();
      this.byTenant.set(tenant, m);
    }
    for (const t of tables) m.set(t, at);
  }

  /** Whether any of `tables` may have changed for `tenant` after tick `since`. */
  changedSince(since: number, tenant: string, tables: readonly string[]): boolean {
    if (this.allAt > since) return true;
    const own = this.byTenant.get(tenant);
    for (const t of tables) {
      if ((this.global.get(t) ?? 0) > since) return true;
      if (own && (own.get(t) ?? 0) > since) return true;
    }
    return false;
  }
}
