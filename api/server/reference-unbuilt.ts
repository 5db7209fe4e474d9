// Code lists of domains that have no module yet (DOMAIN.md "Warehouse (WMS) stock"). The
// code-list call has served them since spec 9's first lists, and screens may already name them, so they
// are reference data now; but a code type lives in the domain that owns it, and the owner does not exist.
// They wait here, outside every module, rather than inside an unrelated one (orders would have to carry
// warehouse types): when the warehouse module is built, its lists move to that module's codes.ts and leave
// this file (reference.ts refuses a type defined twice), as AFTER_SALE_STATUS moved to modules/aftersale.
import type { CodeLists } from './core';

export const unbuiltCodes = {
  /** The future warehouse module (DOMAIN.md "Warehouse (WMS) stock"): ledger in types. */
  IN_TYPE: [['1', '商城收货入库'], ['2', '直接入库'], ['4', '收购入库']],
  /** The future warehouse module: ledger out types. */
  OUT_TYPE: [['1', '商城发货出库'], ['2', '直接出库']],
} satisfies CodeLists;
