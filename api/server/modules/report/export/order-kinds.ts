// The two order exports of spec 7: exportSoReport (the seller's orders: the sale report's list) and
// exportPoReport (the buyer's: the purchase report's list), the columns of that list.
import { walkKeyset } from '../../../db';
import { PAY_TYPE_NAMES, type PayType } from '../../../codes';
import { STATUS_NAMES, type Status } from '../../indent';
import { reportTotal, reportWhere, selectRows, type ReportRow } from '../orders';
import { dayRange } from '../range';
import type { ReportKind, ReportScope } from '../scope';
import { registerExportKind, type ExportColumn, type ExportOwner } from './kinds';

export function scopeOfOwner(o: ExportOwner, kind: ReportKind): ReportScope {
  if (kind === 'so') return { tntId: o.tntId, side: 's', owner: o.companyId ?? '', accountId: o.accountId, companyId: o.companyId };
  return o.companyId
    ? { tntId: o.tntId, side: 'b', owner: o.companyId, accountId: o.accountId, companyId: o.companyId }
    : { tntId: o.tntId, side: 'p', owner: o.accountId, accountId: o.accountId, companyId: null };
}

const columns = (party: 'buyer' | 'seller'): ExportColumn<ReportRow>[] => [
  { header: '订单编号', width: 22, type: 'text', value: (r) => r.orderNo },
  { header: '下单时间', width: 20, type: 'datetime', value: (r) => r.createdAt },
  party === 'buyer' ? { header: '买家', width: 24, type: 'text', value: (r) => r.buyerNm } : { header: '卖家', width: 24, type: 'text', value: (r) => r.sellerNm },
  { header: '商品', width: 30, type: 'text', value: (r) => r.goodsNames },
  { header: '付款方式', width: 20, type: 'text', value: (r) => PAY_TYPE_NAMES[String(r.payType) as PayType] ?? String(r.payType) },
  { header: '订单状态', width: 14, type: 'text', value: (r) => STATUS_NAMES[r.status as Status] ?? String(r.status) },
  { header: '商品金额（元）', width: 16, type: 'money', value: (r) => r.goodsFen },
  { header: '运费（元）', width: 12, type: 'money', value: (r) => r.freightFen },
  { header: '应付金额（元）', width: 16, type: 'money', value: (r) => r.payableFen },
  { header: '已付金额（元）', width: 16, type: 'money', value: (r) => r.paidFen },
  { header: '已退金额（元）', width: 16, type: 'money', value: (r) => r.refundedFen },
];

function orderKind(kind: ReportKind, title: string) {
  registerExportKind<ReportRow>(kind === 'so' ? 'soReport' : 'poReport', {
    title,
    columns: columns(kind === 'so' ? 'buyer' : 'seller'),
    total: (deps, owner, f) => reportTotal(deps, scopeOfOwner(owner, kind), dayRange(f, deps.clock.now()), f),
    rows(deps, owner, f, batch) {
      const where = reportWhere(scopeOfOwner(owner, kind), dayRange(f, deps.clock.now()), f);
      return walkKeyset(deps.db, owner.tntId, { rows: (q, after, limit) => selectRows(q, where, after, limit), keyOf: (r) => [r.cursorAt, r.orderId] }, batch, { customPlan: true });
    },
  });
}

orderKind('so', '销售订单');
orderKind('po', '采购订单');
