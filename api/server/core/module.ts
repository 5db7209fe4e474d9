// What a domain's server module hands the server (api/server/modules/index.ts lists them, typed by the
// catalogue's domain list: docs/adding-a-vertical.md).
import type { Table } from 'drizzle-orm';
import type { DomainName } from '../../catalogue';
import type { Database } from '../db';
import type { DomainHandlers } from './context';

export interface ServerModule<D extends DomainName> {
  /** One handler per catalogue call of the domain. */
  handlers: DomainHandlers<D>;
  /** The domain's Drizzle tables (its tables.ts as a namespace; {} when it has none). */
  tables: Readonly<Record<string, Table>>;
  /** The domain's reference code lists (its codes.ts), written at every start, demo data or not. */
  codes?: CodeLists;
  /** The domain's global demo rows that the menu sync and other domains' demo data need (the demo tenants):
   * SEED_DEMO=1, idempotent, run in domain order before the menu sync. */
  seedDemoGlobals?: (db: Database) => Promise<unknown>;
  /** The domain's demo data (SEED_DEMO=1): idempotent (fixed ids, ON CONFLICT DO NOTHING), run in domain
   * order after the menu sync, so a domain's demo rows may refer to those of the domains listed before it. */
  seedDemo?: (db: Database) => Promise<unknown>;
}

/** codeType -> [codeValue, codeValueName] in display order (tenant.queryCodeList). */
export type CodeLists = Readonly<Record<string, readonly (readonly [string, string])[]>>;
