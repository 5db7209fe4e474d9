import type { ServerModule } from '../../core';
import { mallHandlers } from './routes';
import * as mallTables from './tables';
import { mallCodes } from './codes';
import { seedMallDemo } from './demo';

export { mallHandlers, mallTables };
export { mallTypes } from './visible';
// The one ads service (mall ads and shops' storefront ads): the shop module plugs its ads in as an AdvKind.
export { addAdv, advPage, deleteAdv, enableAdv, showList, updateAdv, MAX_SHOWN, type AdvKind, type ShowScope } from './adv-service';
export { showStatusOf, todayOf } from './adv-schedule';
export const mallModule = { handlers: mallHandlers, tables: mallTables, codes: mallCodes, seedDemo: seedMallDemo } satisfies ServerModule<'mall'>;
