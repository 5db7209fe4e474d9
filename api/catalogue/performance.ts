// 我的业绩 (spec 2.8 my-performance): what the caller's enterprise sold and bought, and what the caller
// placed, computed from the real orders (cancelled and refused ones left out; refunds taken off). The
// field names are spec 3's statistics fields (saleAmount, saleNum, purchaseAmount, purchaseNum,
// sSettleNum, pSettleNum, saleCstNum).
import { defineCall } from './types';
import { int, list, obj, open, ref, str } from './shapes';

const figures = {
  saleNum: int, saleAmount: str, sSettleNum: int, saleCstNum: int, purchaseNum: int, purchaseAmount: str, pSettleNum: int, myOrderNum: int, myOrderAmount: str, refundedAmount: str,
} as const;
const required = ['saleNum', 'saleAmount', 'sSettleNum', 'saleCstNum', 'purchaseNum', 'purchaseAmount', 'pSettleNum', 'myOrderNum', 'myOrderAmount', 'refundedAmount'] as const;

export const performance = [
  defineCall({
    key: 'performance.summary', method: 'POST', path: '/scpr/report/performance/summary', permission: 'MyPerformance',
    title: '我的业绩汇总（全部有效订单）',
    request: obj({}),
    response: open(figures, required),
  }),
  defineCall({
    key: 'performance.monthPage', method: 'POST', path: '/scpr/report/performance/monthPage', permission: 'MyPerformance',
    title: '我的业绩按月（中国标准时间，最近的月份在前；只列有订单的月份）',
    request: obj({ pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') }, ['pageNum', 'pageSize']),
    response: open({ records: list(open({ month: str, ...figures }, ['month', ...required])), total: int }, ['records', 'total']),
  }),
];
