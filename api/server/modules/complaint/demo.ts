// Demo complaints in every state (issue 32: every screen shows real rows on a fresh start) in the demo
// tenant T1001: 丰收农产品采购 (C002, 13800000003) complains about demo orders of 绿源农业科技 (C001) and about
// 绿源 itself; 绿源 (13800000002) complains about 丰收; the platform (the tenant admin 13800000001)
// accepted, replied, closed or refused them. Made through the document's own moves, so the thread, the
// history and the pictures are what real use leaves. Idempotent: fixed ids; a scenario whose demo order is
// missing is skipped.
import { and, eq } from 'drizzle-orm';
import { withTenant, type Database, type Tx } from '../../db';
import { encodePng } from '../../core/png';
import { DEMO_TENANT_ID as TNT } from '../../seed';
import { fileTables } from '../file';
import { indentTables } from '../indent';
import * as t from './tables';
import type { PictureRef } from './tables';
import { complaintDocument } from './move';
import { newComplaintNo } from './service';
import { complaintFlow, TARGET } from './workflow';
import type { ComplaintActor } from './types';

const BUYER: ComplaintActor = { accountId: 'A030', companyId: 'C002', role: 'complainant', name: '丰收农产品采购有限公司' };
const SELLER: ComplaintActor = { accountId: 'A020', companyId: 'C001', role: 'complainant', name: '绿源农业科技有限公司' };
const PLATFORM: ComplaintActor = { accountId: 'A010', companyId: 'C000', role: 'platform', name: '平台' };
const HOUR = 3_600_000;

type Then = { move: 'accept' } | { move: 'reply' | 'append'; text: string } | { move: 'refuse' | 'close' | 'withdraw'; note: string };
interface Scenario {
  id: string;
  by: ComplaintActor;
  /** The demo order (payment/seed-demo.ts names each by its note), or the enterprise complained about. */
  order?: string;
  company?: { id: string; nm: string };
  title: string;
  content: string;
  picture: readonly [number, number, number];
  then: Then[];
}

export const DEMO_COMPLAINTS: Scenario[] = [
  {
    id: 'CMP-DEMO-01', by: BUYER, order: '待发货-网银', title: '付款后迟迟未发货', picture: [0x2b, 0x6c, 0xb0],
    content: '订单已于四天前付款，卖家至今未发货，电话联系不上，请平台督促卖家尽快发货。', then: [],
  },
  {
    id: 'CMP-DEMO-02', by: BUYER, order: '已发货', title: '到货苹果有明显磕碰', picture: [0xb0, 0x2b, 0x2b],
    content: '收到的红富士苹果约三成有磕碰和压伤，与商品描述“精选一级果”不符，附到货照片。',
    then: [
      { move: 'accept' },
      { move: 'reply', text: '平台已受理，已联系卖家核实包装与物流情况，请保留到货照片和外包装。' },
      { move: 'append', text: '已补充外包装破损照片，物流签收单上已注明外箱破损。' },
    ],
  },
  {
    id: 'CMP-DEMO-03', by: BUYER, order: '已完成', title: '发票开具不及时', picture: [0xc0, 0x8a, 0x1c],
    content: '订单完成后申请开票，卖家超过十五天未处理。',
    then: [
      { move: 'accept' },
      { move: 'reply', text: '经核实，卖家财务人员变动导致延误，卖家承诺三个工作日内开具。' },
      { move: 'close', note: '卖家已开具发票，投诉人确认收到，结案。' },
    ],
  },
  {
    id: 'CMP-DEMO-04', by: BUYER, company: { id: 'C001', nm: '绿源农业科技有限公司' }, title: '客服态度问题', picture: [0x5a, 0x8f, 0x3c],
    content: '咨询商品规格时客服回复敷衍。', then: [{ move: 'withdraw', note: '已与卖家沟通解决，撤回投诉' }],
  },
  {
    id: 'CMP-DEMO-05', by: SELLER, company: { id: 'C002', nm: '丰收农产品采购有限公司' }, title: '买家在外部平台发布不实评价', picture: [0x7a, 0x4a, 0x9c],
    content: '买家在其他网站发布了与事实不符的评价，影响我司声誉。',
    then: [{ move: 'refuse', note: '外部平台的评价不属于本平台受理范围，请通过相应平台或法律途径处理。' }],
  },
];

/** An evidence picture, stored like an upload of the complainant and restricted; `n` numbers the
 * complaint's pictures (the first goes with the complaint, later ones with the complainant's additions). */
async function picture(tx: Tx, s: Scenario, at: Date, n = 1): Promise<PictureRef> {
  const w = 200, h = 200; // every demo picture is 200x200 (tests/api/goods-seed.test.ts)
  const rgb = new Uint8Array(w * h * 3).map((_, k) => (Math.floor(k / 3 / w) < 40 ? s.picture[k % 3]! : [0xf2, 0xf2, 0xee][k % 3]!));
  const png = encodePng(w, h, rgb);
  const fileId = `${s.id}-P${n}`;
  const name = '投诉证据.png';
  await tx.insert(fileTables.files).values({ tntId: TNT, fileId, accountId: s.by.accountId, fileNm: name, mime: 'image/png', sizeBytes: png.length, content: new Uint8Array(png), createdAt: at, restricted: true }).onConflictDoNothing();
  return { id: fileId, name, url: `/scpr/file/file/download?tntId=${TNT}&id=${fileId}` };
}

async function seedOne(tx: Tx, s: Scenario, i: number, now: number): Promise<boolean> {
  const [had] = await tx.select({ id: t.complaints.complaintId }).from(t.complaints).where(and(eq(t.complaints.tntId, TNT), eq(t.complaints.complaintId, s.id)));
  if (had) return false;
  let target: { orderId: string | null; orderNo: string; targetCompanyId: string | null; targetNm: string };
  if (s.order) {
    const o = indentTables.orders;
    const [order] = await tx.select().from(o).where(and(eq(o.tntId, TNT), eq(o.note, `演示订单·${s.order}`)));
    if (!order) return false;
    target = { orderId: order.orderId, orderNo: order.orderNo, targetCompanyId: order.sellerCompanyId, targetNm: order.sellerNm };
  } else {
    target = { orderId: null, orderNo: '', targetCompanyId: s.company!.id, targetNm: s.company!.nm };
  }
  let at = new Date(now - (DEMO_COMPLAINTS.length - i) * 20 * HOUR);
  const [row] = await tx.insert(t.complaints).values({
    tntId: TNT, complaintId: s.id, complaintNo: newComplaintNo(at), targetType: s.order ? TARGET.order : TARGET.enterprise, ...target,
    complainantAccountId: s.by.accountId, complainantCompanyId: s.by.companyId, complainantNm: s.by.name, title: s.title, content: s.content,
    pictures: [await picture(tx, s, at)], status: complaintFlow.code('submitted'), reason: '', result: '', handledBy: null, createdAt: at, updatedAt: at,
  }).returning();
  await complaintDocument.record(tx, row!, { move: 'create', from: null, to: row!.status, actor: s.by, note: s.title, at });
  for (const step of s.then) {
    at = new Date(at.getTime() + 2 * HOUR);
    const base = { tntId: TNT, id: s.id, now: at };
    if (step.move === 'accept') await complaintDocument.move(tx, { ...base, move: 'accept', actor: PLATFORM });
    if (step.move === 'reply') await complaintDocument.move(tx, { ...base, move: 'reply', actor: PLATFORM, args: { content: step.text, pictures: [] } });
    if (step.move === 'append') await complaintDocument.move(tx, { ...base, move: 'append', actor: s.by, args: { content: step.text, pictures: [await picture(tx, s, at, 2)] } });
    if (step.move === 'refuse' || step.move === 'close') await complaintDocument.move(tx, { ...base, move: step.move, actor: PLATFORM, note: step.note });
    if (step.move === 'withdraw') await complaintDocument.move(tx, { ...base, move: 'withdraw', actor: s.by, note: step.note });
  }
  return true;
}

export async function seedComplaintDemo(db: Database, now = Date.now()): Promise<{ created: number }> {
  let created = 0;
  for (const [i, s] of DEMO_COMPLAINTS.entries()) {
    if (await withTenant(db.orm, TNT, (tx) => seedOne(tx, s, i, now))) created++;
  }
  return { created };
}
