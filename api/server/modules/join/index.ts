// Platform join (issue 32 item 2): enterprises of the public back office joining industry platforms.
import type { ServerModule } from '../../core';
import { joinFlow } from './workflow';
import * as joinTables from './tables';
import { joinCodes } from './codes';
import { joinHandlers } from './routes';
import { seedJoinDemo } from './demo';

export { joinTables };
export const joinModule = {
  handlers: joinHandlers,
  tables: joinTables,
  workflows: [joinFlow],
  codes: joinCodes,
  seedDemo: seedJoinDemo,
} satisfies ServerModule<'join'>;
export { joinFlow } from './workflow';
export { joinDocument } from './move';
