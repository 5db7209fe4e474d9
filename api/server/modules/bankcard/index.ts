// Cash accounts (spec 2.8 cash-account-manage, spec 7 /acl/acl/entBankCard/* and the purchase chain's
// bank, province, city and branch lists): the handlers, the table, the code list, the demo accounts.
import type { ServerModule } from '../../core';
import { bankcardHandlers } from './routes';
import * as bankcardTables from './tables';
import { bankcardCodes } from './codes';
import { seedBankcardDemo } from './demo';

export { bankcardHandlers, bankcardTables };
export const bankcardModule = { handlers: bankcardHandlers, tables: bankcardTables, codes: bankcardCodes, seedDemo: seedBankcardDemo } satisfies ServerModule<'bankcard'>;
