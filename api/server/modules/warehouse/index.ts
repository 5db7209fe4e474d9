// The tenant's warehouses as the platform operator sees them (spec 2.10 platform-storage, spec 7 /wms/*):
// the handlers, the tables, the code lists, the demo warehouses.
import type { ServerModule } from '../../core';
import { warehouseHandlers } from './routes';
import * as warehouseTables from './tables';
import { warehouseCodes } from './codes';
import { seedWarehouseDemo } from './demo';

export { warehouseHandlers, warehouseTables };
export const warehouseModule = { handlers: warehouseHandlers, tables: warehouseTables, codes: warehouseCodes, seedDemo: seedWarehouseDemo } satisfies ServerModule<'warehouse'>;
