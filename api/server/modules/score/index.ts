// Order scores (spec 7 /item/cst/orderItemScore): the module's public face.
import type { ServerModule } from '../../core';
import * as scoreTables from './tables';
import { scoreCodes } from './codes';
import { scoreHandlers } from './routes';
import { seedDemoScores } from './demo';

export { scoreTables };
export const scoreModule = {
  handlers: scoreHandlers,
  tables: scoreTables,
  codes: scoreCodes,
  seedDemo: (db) => seedDemoScores(db),
} satisfies ServerModule<'score'>;
