// What a domain's server module hands the server (api/server/modules/index.ts lists them, typed by the
// catalogue's domain list: docs/adding-a-vertical.md).
import type { Table } from 'drizzle-orm';
import type { DomainName } from '../../catalogue';
import type { Database } from '../db';
import type { DomainHandlers } from './context';
import type { JobDecl } from './scheduler';
import type { Code, Moves, Workflow } from './workflow';

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
  /** The domain's scheduled job kinds (its timed moves, its recurring work), registered by the module map. */
  jobs?: readonly JobDecl[];
  /** How the domain plugs into others (listening to another document's moves, serving another module a
   * reader): attached once by the module map, explicitly, never by importing a file. */
  wiring?: readonly Wiring[];
  /** The business documents the domain declares (docs/workflow.md): `npm run workflows:gen` writes what
   * each one derives (entity enum, status colours, progress steps, state diagram) and schemas:check fails
   * while any of it is stale or restated by hand, so a new document needs no generator edit. */
  workflows?: readonly AnyWorkflow[];
}

/** A workflow of any document, as the generators and checks read it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWorkflow = Workflow<string, Moves<string, string>, string, Code, any>;

/** One connection of a module to another, made at start by the module map (api/server/modules/index.ts). */
export interface Wiring {
  /** What it is, for a reader of the module map ('payment listens to order moves'). */
  name: string;
  attach(): void;
}

/** codeType -> [codeValue, codeValueName] in display order (tenant.queryCodeList). */
export type CodeLists = Readonly<Record<string, readonly (readonly [string, string])[]>>;
