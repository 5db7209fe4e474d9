// Reference code lists of tenants (spec 9), written at every start (api/server/reference.ts), demo data or
// not; served by tenant.queryCodeList. Also, until their domains exist, the trading lists of DOMAIN.md
// (orders, pay types, storage, after-sale): each moves to its domain's codes.ts when that domain is built.
import type { CodeLists } from '../../core';

export const tenantCodes = {
  TNT_TAG: [['APPLE', '苹果产业'], ['CHINESE_MEDICINE', '中药材产业']],
  ORDER_TYPE: [['1', '商城订单'], ['2', '代客下单'], ['3', '协议订单']],
  ORDER_STATUS: [
    ['10', '待卖家确认'], ['15', '改价待买家确认'], ['20', '待付款'], ['25', '线下付款待确认'], ['30', '待发货'], ['35', '部分发货'],
    ['40', '已发货'], ['45', '已收货待付款'], ['50', '已完成'], ['90', '已取消'], ['91', '已拒绝'],
  ],
  IN_TYPE: [['1', '商城收货入库'], ['2', '直接入库'], ['4', '收购入库']],
  OUT_TYPE: [['1', '商城发货出库'], ['2', '直接出库']],
  AFTER_SALE_STATUS: [['10', '已申请'], ['20', '待买家退货'], ['30', '待卖家收货'], ['40', '退款中'], ['50', '已完成'], ['61', '已撤销'], ['62', '卖家拒绝'], ['63', '卖家拒收']],
} satisfies CodeLists;
