// Code lists of the warehouses.
import type { CodeLists } from '../../core';

export const warehouseCodes = {
  WAREHOUSE_TYPE: [['1', '常温库'], ['2', '冷藏库'], ['3', '冷冻库'], ['4', '气调库']],
  WAREHOUSE_STATUS: [['1', '运营中'], ['2', '暂停入库'], ['3', '已停用']],
} satisfies CodeLists;
