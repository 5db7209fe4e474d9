// How a complaint reads on the wire: ISO times, its pictures with a download grant (restricted files: the
// parties' pages only), the moves the caller may make now (the buttons), and on the detail its thread and
// history in order.
import { asc, and, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import * as t from './tables';
import type { PictureRef } from './tables';
import { complaintFlow, type ComplaintRole } from './workflow';
import type { ComplaintRow } from './types';

export type Granter = (fileId: string) => string;

const granted = (pictures: readonly PictureRef[], grant: Granter) => pictures.map((p) => ({ ...p, url: grant(p.id) }));

export function complaintView(r: ComplaintRow, side: ComplaintRole, grant: Granter) {
  return {
    complaintId: r.complaintId, complaintNo: r.complaintNo, targetType: r.targetType, orderId: r.orderId ?? '', orderNo: r.orderNo, targetNm: r.targetNm,
    complainantNm: r.complainantNm, title: r.title, content: r.content, pictures: granted(r.pictures, grant), status: r.status, reason: r.reason,
    result: r.result, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(), actions: complaintFlow.allowed(r.status, side),
  };
}

/** The detail: the complaint, its thread (oldest first) and its history. */
export async function complaintDetail(tx: Tx, r: ComplaintRow, side: ComplaintRole, grant: Granter) {
  const replies = await tx.select().from(t.complaintReplies)
    .where(and(eq(t.complaintReplies.tntId, r.tntId), eq(t.complaintReplies.complaintId, r.complaintId))).orderBy(asc(t.complaintReplies.seq));
  const history = await tx.select().from(t.complaintHistory)
    .where(and(eq(t.complaintHistory.tntId, r.tntId), eq(t.complaintHistory.complaintId, r.complaintId))).orderBy(asc(t.complaintHistory.seq));
  return {
    ...complaintView(r, side, grant),
    replies: replies.map((x) => ({
      seq: x.seq, side: x.side, sideNm: x.side === 'platform' ? '平台' : '投诉人', actorNm: x.actorNm, content: x.content, pictures: granted(x.pictures, grant), at: x.at.toISOString(),
    })),
    history: history.map((h) => ({
      seq: h.seq, move: h.move, moveNm: complaintFlow.moveName(h.move), fromStatus: h.fromStatus ?? '', toStatus: h.toStatus, actorRole: (complaintFlow.decl.roles as Record<string, string>)[h.actorRole] ?? h.actorRole, note: h.note, at: h.at.toISOString(),
    })),
  };
}
