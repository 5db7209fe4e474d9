// Code lists of domains that have no module yet (DOMAIN.md "After-sales" and "Warehouse (WMS) stock"). The
// code-list call has served them since spec 9's first lists, and screens may already name them, so they
// are reference data now; but a code type lives in the domain that owns it, and neither owner exists.
// They wait here, outside every module, rather than inside an unrelated one (orders would have to carry
// warehouse types): when the after-sale or warehouse module is built, its list moves to that module's
// codes.ts and leaves this file (reference.ts refuses a type defined twice).
import type { CodeLists } from './core';

export const unbuiltCodes = {
  /** The future after-sale module (DOMAIN.md "After-sales"). */
  AFTER_SALE_STATUS: [['10', '已申请'], ['20', '待买家退货'], ['30', '待卖家收货'], ['40', '退款中'], ['50', '已完成'], ['61', '已撤销'], ['62', '卖家拒绝'], ['63', '卖家拒收']],
  /** The future warehouse module (DOMAIN.md "Warehouse (WMS) stock"): ledger in types. */
  IN_TYPE: [['1', '商城收货入库'], ['2', '直接入库'], ['4', '收购入库']],
  /** The future warehouse module: ledger out types. */
  OUT_TYPE: [['1', '商城发货出库'], ['2', '直接出库']],
} satisfies CodeLists;
