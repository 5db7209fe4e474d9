// Warehouses of the tenant, from the platform operator's side (spec 2.10 user centre "platform-storage";
// spec 7 storage calls under /wms/*): every warehouse serving the tenant's trade, whoever runs it, with
// its region, address, capacity, contact and status, and the operator's status moves (suspend inbound,
// resume, close, reopen), each with who, when and why. Rows and details answer `actions`: the moves the
// warehouse's status allows now.
import { defineCall } from './types';
import { int, list, obj, open, ref, str, type FieldOf } from './shapes';

const w = <const F extends FieldOf<'warehouse'>>(field: F) => ref('warehouse', field);
const BASE = '/scpr/wms/warehouse';
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };

export const warehouseRow = open(
  {
    warehouseId: str, warehouseNo: str, warehouseName: str, warehouseType: str, operatorName: str, provinceCode: str, provinceName: str, cityName: str,
    regionName: str, address: str, capacityTons: int, usedTons: int, usageRate: str, contactName: str, contactPhone: str, status: str, note: str,
    createdAt: str, updatedAt: str, actions: list(str),
  },
  [
    'warehouseId', 'warehouseNo', 'warehouseName', 'warehouseType', 'operatorName', 'provinceCode', 'provinceName', 'cityName', 'regionName', 'address',
    'capacityTons', 'usedTons', 'usageRate', 'contactName', 'contactPhone', 'status', 'createdAt', 'actions',
  ],
);
const historyRow = open({ seq: int, fromStatus: str, toStatus: str, actorNm: str, note: str, at: str }, ['seq', 'toStatus', 'actorNm', 'at']);

export const warehouse = [
  defineCall({
    key: 'warehouse.page', method: 'POST', path: `${BASE}/page`, permission: 'PlatformStorage',
    title: '平台仓储：本平台的仓库（按名称、地址或联系人，省份、类型、状态筛选）',
    request: obj({ ...page, keyword: w('keyword'), provinceCode: w('provinceCode'), warehouseType: w('warehouseType'), status: w('status') }, ['pageNum', 'pageSize']),
    response: open({ records: list(warehouseRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'warehouse.detail', method: 'POST', path: `${BASE}/detail`, permission: 'PlatformStorage',
    title: '仓库详情（含状态变更记录）',
    request: obj({ warehouseId: w('warehouseId') }, ['warehouseId']),
    response: open({ ...warehouseRow.properties, history: list(historyRow) }, [...warehouseRow.required, 'history']),
  }),
  defineCall({
    key: 'warehouse.changeStatus', method: 'POST', path: `${BASE}/changeStatus`, permission: 'platform-storage-status',
    title: '变更仓库状态（暂停入库、恢复运营、停用、重新启用；暂停与停用须写明原因）',
    request: obj({ warehouseId: w('warehouseId'), status: w('status'), reason: w('reason') }, ['warehouseId', 'status']),
    response: warehouseRow,
  }),
];
