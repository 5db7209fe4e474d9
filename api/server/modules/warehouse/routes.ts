// Handlers of the warehouse.* calls (api/catalogue/warehouse.ts): the tenant's warehouses for its
// platform operator (the calls' permissions: PlatformStorage, platform-storage-status). Reads are read
// handlers; a status move is one transaction (service.ts).
import { principalOf, type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { changeStatus, warehouseDetail, warehousePage } from './service';

export const warehouseHandlers = {
  'warehouse.page': readHandler(async (ctx) => warehousePage(ctx.read, principalOf(ctx).tntId, ctx.body)),
  'warehouse.detail': readHandler(async (ctx) => warehouseDetail(ctx.read, principalOf(ctx).tntId, ctx.body.warehouseId)),
  'warehouse.changeStatus': async (ctx) => changeStatus(ctx.deps, principalOf(ctx), ctx.body),
} satisfies DomainHandlers<'warehouse'>;
