// Reports and exports (issue 31 items 6, 7; spec 7 "Reports" /report/ps/ccb-soreport/*, "Exports"
// /indent/indent/v2/exportSoReport, exportPoReport; docs/reports.md). The seller's sale report ("So": its
// enterprise sells) and the buyer's purchase report ("Po": its enterprise, or the personal account, buys),
// each a summary, a chart by China day and the paged orders, over a day range (default the last 30 days).
// An export is a durable job writing an .xlsx of a list with its filters; its status is polled and the
// file downloaded once ready. Amounts travel as yuan text ("12.50").
import { defineCall } from './types';
import { bool, int, list, obj, open, ref, str, strOrNull, type FieldOf } from './shapes';

const o = <const F extends FieldOf<'order'>>(field: F) => ref('order', field);
const R = '/scpr/report/ps/ccb-soreport';
const V2 = '/scpr/indent/indent/v2';
const range = { beginDate: o('beginDate'), endDate: o('endDate') };
/** The previous page's `nextCursor` (opaque): the next rows by key (pageNum is then ignored). */
const cursor = { type: 'string', title: '翻页位置', maxLength: 120, pattern: '^[A-Za-z0-9_-]*$' } as const;
const soFilters = { ...range, status: o('status'), orderNo: o('orderNo'), buyerNm: o('buyerNm'), payType: o('payType') };
const poFilters = { ...range, status: o('status'), orderNo: o('orderNo'), sellerNm: o('sellerNm'), payType: o('payType') };
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize'), cursor };

const head = open(
  {
    beginDate: str, endDate: str, orderCount: int, validCount: int, completedCount: int, cancelledCount: int,
    orderAmount: str, paidAmount: str, refundedAmount: str, completedAmount: str, averageAmount: str,
  },
  ['beginDate', 'endDate', 'orderCount', 'validCount', 'completedCount', 'cancelledCount', 'orderAmount', 'paidAmount', 'refundedAmount', 'completedAmount', 'averageAmount'],
);
const byDate = open(
  { beginDate: str, endDate: str, rows: list(open({ date: str, orderCount: int, validCount: int, orderAmount: str, paidAmount: str }, ['date', 'orderCount', 'validCount', 'orderAmount', 'paidAmount'])) },
  ['beginDate', 'endDate', 'rows'],
);
const row = open(
  {
    orderId: str, orderNo: str, payType: str, status: str, buyerNm: str, sellerNm: str, goodsNames: str,
    goodsAmount: str, freightAmount: str, payableAmount: str, paidAmount: str, refundedAmount: str, createdAt: str,
  },
  ['orderId', 'orderNo', 'payType', 'status', 'buyerNm', 'sellerNm', 'goodsNames', 'payableAmount', 'paidAmount', 'refundedAmount', 'createdAt'],
);
const paged = open({ records: list(row), total: int, nextCursor: strOrNull }, ['records', 'total']);

const exportId = { type: 'string', title: '导出任务', minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' } as const;
const started = open({ exportId: str, status: str }, ['exportId', 'status']);
const exportState = open(
  { exportId: str, status: str, statusNm: str, total: int, written: int, fileName: str, url: strOrNull, error: str, done: bool },
  ['exportId', 'status', 'statusNm', 'total', 'written', 'fileName', 'url', 'error', 'done'],
);

export const report = [
  defineCall({ key: 'report.searchSoHeadReport', method: 'POST', path: `${R}/searchSoHeadReport`, permission: 'SaleReport', title: '销售报表汇总（本企业为卖家）（与明细相同的筛选条件）', request: obj(soFilters), response: head }),
  defineCall({ key: 'report.querySoReportStaticByDate', method: 'POST', path: `${R}/querySoReportStaticByDate`, permission: 'SaleReport', title: '销售报表按日统计（与明细相同的筛选条件）', request: obj(soFilters), response: byDate }),
  defineCall({ key: 'report.searchSoPageList', method: 'POST', path: `${R}/searchSoPageList`, permission: 'SaleReport', title: '销售报表订单明细分页', request: obj({ ...page, ...soFilters }, ['pageNum', 'pageSize']), response: paged }),
  defineCall({ key: 'report.searchPoHeadReport', method: 'POST', path: `${R}/searchPoHeadReport`, permission: 'PurchaseReport', title: '采购报表汇总（本企业或本人为买家）（与明细相同的筛选条件）', request: obj(poFilters), response: head }),
  defineCall({ key: 'report.queryPoReportStaticByDate', method: 'POST', path: `${R}/queryPoReportStaticByDate`, permission: 'PurchaseReport', title: '采购报表按日统计（与明细相同的筛选条件）', request: obj(poFilters), response: byDate }),
  defineCall({ key: 'report.searchPoPageList', method: 'POST', path: `${R}/searchPoPageList`, permission: 'PurchaseReport', title: '采购报表订单明细分页', request: obj({ ...page, ...poFilters }, ['pageNum', 'pageSize']), response: paged }),

  defineCall({ key: 'report.exportSoReport', method: 'POST', path: `${V2}/exportSoReport`, permission: 'SaleReport', title: '导出销售订单（按列表当前筛选条件，后台生成Excel）', request: obj(soFilters), response: started }),
  defineCall({ key: 'report.exportPoReport', method: 'POST', path: `${V2}/exportPoReport`, permission: 'PurchaseReport', title: '导出采购订单（按列表当前筛选条件，后台生成Excel）', request: obj(poFilters), response: started }),
  defineCall({ key: 'report.exportStatus', method: 'POST', path: '/scpr/report/export/status', permission: 'login', title: '导出任务进度（本人发起的）', request: obj({ exportId }, ['exportId']), response: exportState }),
  defineCall({ key: 'report.exportCancel', method: 'POST', path: '/scpr/report/export/cancel', permission: 'login', title: '取消导出任务（本人发起的）', request: obj({ exportId }, ['exportId']), response: exportState }),
  defineCall({
    key: 'report.exportDownload', method: 'GET', path: '/scpr/report/export/download', permission: 'public', replayExempt: true, tenant: 'optional',
    title: '下载导出的Excel文件（须带进度查询给出的临时授权 e、g）',
    request: obj(
      {
        tntId: ref('tenant', 'tntId'), exportId,
        e: { type: 'string', title: '授权有效期', maxLength: 12, pattern: '^[0-9]+$' }, g: { type: 'string', title: '授权', maxLength: 32, pattern: '^[0-9a-f]+$' },
      },
      ['tntId', 'exportId', 'e', 'g'],
    ),
    response: { type: 'string' },
  }),
];
