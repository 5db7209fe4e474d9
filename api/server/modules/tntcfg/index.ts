// Tenant customisation (issue 33 items 1-3): page settings, function settings, screen patches.
import type { ServerModule } from '../../core';
import type { ScreenCatalog } from './screen-catalog';
import { tntcfgHandlers } from './routes';
import * as tntcfgTables from './tables';
import { tntcfgCodes } from './codes';
import { seedTntcfgDemo } from './demo';

export { tntcfgHandlers, tntcfgTables };
export { ScreenCatalog } from './screen-catalog';
export type { ReadCalls } from './preview';
import type { ReadCalls } from './preview';
export const tntcfgModule = { handlers: tntcfgHandlers, tables: tntcfgTables, codes: tntcfgCodes, seedDemo: seedTntcfgDemo } satisfies ServerModule<'tntcfg'>;

declare module '../../core/context' {
  interface Services {
    /** The screens a tenant admin may patch, and the screen format's checks (api/server/modules/tntcfg/screens.ts). */
    screens: ScreenCatalog;
    /** Runs a read call within another call (the preview as a role, preview.ts); built by app.ts. */
    reads: ReadCalls;
  }
}
