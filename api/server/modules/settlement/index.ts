// Shop settlements (docs/trading.md "Settlements"): the module's public face.
import type { ServerModule } from '../../core';
import * as settlementTables from './tables';
import { settlementCodes } from './codes';
import { settlementHandlers } from './routes';
import { seedDemoSettlements } from './demo';
import { settlementFlow } from './workflow';

export { settlementTables };
export const settlementModule = {
  handlers: settlementHandlers,
  tables: settlementTables,
  codes: settlementCodes,
  // The settlement document: its status colours, progress steps, entity enum and diagram are generated.
  workflows: [settlementFlow],
  seedDemo: (db) => seedDemoSettlements(db),
} satisfies ServerModule<'settlement'>;

export { settlementDocument, moveSettlement } from './move';
export { settlementFlow, type SettlementState } from './workflow';
