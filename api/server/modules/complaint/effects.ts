// What each complaint move does besides changing the status (the table itself is workflow.ts). Every effect
// runs in the move's transaction with the complaint locked; any refusal writes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { fail } from '../../core';
import * as t from './tables';
import type { PictureRef } from './tables';
import { ownPictures } from './pictures';
import type { MoveContext } from './types';

export interface Said {
  content: string;
  pictures: PictureRef[];
}
export interface MoveArgs {
  reply: Said;
  append: Said;
}

const key = (c: MoveContext) => and(eq(t.complaints.tntId, c.tntId), eq(t.complaints.complaintId, c.row.complaintId));

/** One message of the thread, numbered after the last one (the complaint is locked: no two get one number). */
async function say(c: MoveContext<Said>, side: 'complainant' | 'platform'): Promise<void> {
  const content = c.args.content.trim();
  if (!content) throw fail('BAD_REQUEST', side === 'platform' ? '请输入回复内容' : '请输入补充说明');
  const pictures = await ownPictures(c.tx, c.tntId, c.actor.accountId, c.args.pictures);
  const name = (c.actor as { name?: string }).name ?? '';
  await c.tx.execute(sql`
    INSERT INTO complaint_replies (tnt_id, complaint_id, seq, side, actor_id, actor_nm, content, pictures, at)
    SELECT ${c.tntId}, ${c.row.complaintId}, coalesce(max(seq), 0) + 1, ${side}, ${c.actor.accountId}, ${name}, ${content}, ${JSON.stringify(pictures)}::jsonb, ${c.now}
    FROM complaint_replies WHERE tnt_id = ${c.tntId} AND complaint_id = ${c.row.complaintId}`);
  c.note = content.length > 60 ? `${content.slice(0, 60)}…` : content;
}

export const EFFECTS = {
  // 受理投诉: the platform takes it on; the thread opens.
  accept: async (c: MoveContext) => {
    await c.tx.update(t.complaints).set({ handledBy: c.actor.accountId }).where(key(c));
    c.note ||= '平台已受理';
  },
  // 不予受理: out of the platform's scope; the reason is what the complainant reads.
  refuse: async (c: MoveContext) => {
    const reason = c.note.trim();
    if (!reason) throw fail('BAD_REQUEST', '请输入不予受理原因');
    await c.tx.update(t.complaints).set({ reason, handledBy: c.actor.accountId }).where(key(c));
  },
  reply: (c: MoveContext<Said>) => say(c, 'platform'),
  append: (c: MoveContext<Said>) => say(c, 'complainant'),
  // 结案: the result stands on the complaint.
  close: async (c: MoveContext) => {
    const result = c.note.trim();
    if (!result) throw fail('BAD_REQUEST', '请输入处理结果');
    await c.tx.update(t.complaints).set({ result, handledBy: c.actor.accountId }).where(key(c));
  },
  withdraw: async (c: MoveContext) => {
    c.note ||= '投诉人撤回投诉';
  },
};
