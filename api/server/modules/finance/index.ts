// Financial services (spec 2 /finance): the tenant's partner institutions and their financial products.
import type { ServerModule } from '../../core';
import { financeHandlers } from './routes';
import * as financeTables from './tables';
import { financeCodes } from './codes';
import { seedFinanceDemo } from './demo';

export { financeHandlers, financeTables };
export const financeModule = { handlers: financeHandlers, tables: financeTables, codes: financeCodes, seedDemo: seedFinanceDemo } satisfies ServerModule<'finance'>;
