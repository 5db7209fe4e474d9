// Demo invoices in every state (issue 31 item 2) for the demo enterprises of T1001: 丰收农产品采购 (C002,
// 13800000003) applies for invoices over its paid demo orders from 绿源农业科技 (C001, 13800000002), who
// issued one (number and file), refused one, has one to decide; one the buyer withdrew. Made through the
// module's own apply and move functions, so amounts, files and history rows are what real use leaves.
// Idempotent: each application's remark names its scenario, and a scenario whose application exists is
// skipped; a scenario whose demo order is missing (no demo orders) is skipped too.
import { and, eq, like } from 'drizzle-orm';
import { withTenant, type Database, type Tx } from '../../db';
import { newId } from '../../core';
import { encodePng } from '../../core/png';
import { formatFen } from '../../../../engine/validation';
import { DEMO_TENANT_ID as TNT, creditCode } from '../../seed';
import { fileTables } from '../file';
import { indentTables } from '../indent';
import { apply, invoiceable } from './apply';
import { moveInvoice } from './move';
import * as t from './tables';
import type { InvoiceActor } from './types';

const BUYER: InvoiceActor = { accountId: 'A030', companyId: 'C002', role: 'buyer' };
const SELLER: InvoiceActor = { accountId: 'A020', companyId: 'C001', role: 'seller' };
const MARK = '演示开票';
const HOUR = 3_600_000;

interface Scenario {
  key: string;
  /** The demo order it invoices (payment/seed-demo.ts names each by its note). */
  order: string;
  invoiceType: '1' | '2';
  /** Part of what may be invoiced (1: all of it). */
  share: number;
  then?: 'agree' | 'refuse' | 'cancel';
}

const SCENARIOS: Scenario[] = [
  { key: '待开票', order: '待发货-网银', invoiceType: '2', share: 1 },
  { key: '已开票', order: '已完成', invoiceType: '2', share: 1, then: 'agree' },
  { key: '已拒绝', order: '已发货', invoiceType: '1', share: 1, then: 'refuse' },
  { key: '已撤销', order: '已完成-代客下单', invoiceType: '1', share: 0.5, then: 'cancel' },
];

export async function seedDemoInvoices(db: Database, now = Date.now()): Promise<{ created: number }> {
  const done = new Set(
    (await withTenant(db.orm, TNT, (tx) => tx.select({ remark: t.invoices.remark }).from(t.invoices).where(and(eq(t.invoices.tntId, TNT), like(t.invoices.remark, `${MARK}·%`))))).map((r) => r.remark),
  );
  let created = 0;
  for (const [i, s] of SCENARIOS.entries()) {
    if (done.has(`${MARK}·${s.key}`)) continue;
    const o = indentTables.orders;
    const [order] = await withTenant(db.orm, TNT, (tx) => tx.select().from(o).where(and(eq(o.tntId, TNT), eq(o.note, `演示订单·${s.order}`))));
    if (!order) continue;
    const at = new Date(now - (4 - i) * 6 * HOUR);
    await withTenant(db.orm, TNT, async (tx) => {
      const left = (await invoiceable(tx, TNT, [order])).get(order.orderId) ?? 0;
      const amountFen = Math.floor(left * s.share);
      if (amountFen <= 0) return;
      const row = await apply(tx, TNT, BUYER, {
        orderIds: [order.orderId], invoiceType: s.invoiceType, title: '丰收农产品采购有限公司', taxNo: creditCode('91330100MA2C00002'),
        amount: formatFen(amountFen), remark: `${MARK}·${s.key}`,
      }, at);
      const later = new Date(at.getTime() + 2 * HOUR);
      const base = { tntId: TNT, invoiceId: row.invoiceId, now: later };
      if (s.then === 'agree') await moveInvoice(tx, { ...base, move: 'agree', actor: SELLER, args: { invoiceNumber: `2637000${String(1000 + i).padStart(5, '0')}`, files: [await invoiceFile(tx, later)] } });
      if (s.then === 'refuse') await moveInvoice(tx, { ...base, move: 'refuse', actor: SELLER, note: '发票抬头与营业执照名称不一致，请核对后重新申请' });
      if (s.then === 'cancel') await moveInvoice(tx, { ...base, move: 'cancel', actor: BUYER, note: '金额填写有误，撤销后重新申请' });
      created++;
    });
  }
  return { created };
}

/** A picture of the issued invoice, stored like an upload of the seller. */
async function invoiceFile(tx: Tx, at: Date) {
  const w = 200, h = 200; // every demo picture is 200x200 (tests/api/goods-seed.test.ts)
  // A pale green invoice form with a red seal band at the top (how a VAT invoice looks from afar).
  const rgb = new Uint8Array(w * h * 3).map((_, k) => (Math.floor(k / 3 / w) < 24 ? [0xc8, 0x3c, 0x32][k % 3]! : [0xe9, 0xf3, 0xe6][k % 3]!));
  const png = encodePng(w, h, rgb);
  const fileId = newId();
  const name = '增值税专用发票.png';
  await tx.insert(fileTables.files).values({ tntId: TNT, fileId, accountId: SELLER.accountId, fileNm: name, mime: 'image/png', sizeBytes: png.length, content: new Uint8Array(png), createdAt: at });
  return { id: fileId, name, url: `/scpr/file/file/download?tntId=${TNT}&id=${fileId}` };
}
