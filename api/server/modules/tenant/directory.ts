// The tenant directory: tenants and host names are global and small, so they are held in memory and
// re-read on a miss (at most once every few seconds, so unknown ids cannot hammer the database).
import { asc } from 'drizzle-orm';
import { withApp, type Db } from '../../db';
import * as t from './tables';
import type { Tenant } from '../../core';

const MISS_RELOAD_MS = 5_000;

export class TenantDirectory {
  private byId = new Map<string, Tenant>();
  private byCode = new Map<string, Tenant>();
  private byHost = new Map<string, string>();
  private all: Tenant[] = [];
  private loadedAt = 0;

  constructor(
    private readonly orm: Db,
    private readonly now: () => number,
  ) {}

  async load(): Promise<void> {
    const { rows, hosts } = await withApp(this.orm, async (tx) => ({
      rows: await tx.select().from(t.tenants).orderBy(asc(t.tenants.sort), asc(t.tenants.tntId)),
      hosts: await tx.select().from(t.tenantHosts),
    }));
    this.all = rows;
    this.byId = new Map(rows.map((r) => [r.tntId, r]));
    this.byCode = new Map(rows.map((r) => [r.idytpCd, r]));
    this.byHost = new Map(hosts.map((h) => [h.host.toLowerCase(), h.tntId]));
    this.loadedAt = this.now();
  }

  private async reloadOnMiss(): Promise<boolean> {
    if (this.now() - this.loadedAt < MISS_RELOAD_MS) return false;
    await this.load();
    return true;
  }

  async byTntId(tntId: string): Promise<Tenant | undefined> {
    return this.byId.get(tntId) ?? ((await this.reloadOnMiss()) ? this.byId.get(tntId) : undefined);
  }

  async byIdytpCd(code: string): Promise<Tenant | undefined> {
    return this.byCode.get(code) ?? ((await this.reloadOnMiss()) ? this.byCode.get(code) : undefined);
  }

  async byHostName(host: string): Promise<Tenant | undefined> {
    const id = this.byHost.get(host.toLowerCase());
    return id ? this.byTntId(id) : undefined;
  }

  unify(): Tenant | undefined {
    return this.all.find((x) => x.isUnify);
  }

  /** Tenants a visitor may choose on the tenant selection page. */
  selectable(): Tenant[] {
    return this.all.filter((x) => x.selectable && !x.isUnify);
  }
}
