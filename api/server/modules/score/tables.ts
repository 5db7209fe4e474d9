// Drizzle definition of the order scores (migrations/0081_order_scores.sql).
import { jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db';

export interface ScorePicture {
  id: string;
  name: string;
  url: string;
}

export const orderScores = pgTable('order_scores', {
  tntId: text('tnt_id').notNull(),
  scoreId: text('score_id').notNull(),
  orderId: text('order_id').notNull(),
  lineNo: smallint('line_no').notNull(),
  itemId: text('item_id').notNull(),
  specValues: text('spec_values').notNull(),
  buyerCompanyId: text('buyer_company_id'),
  buyerAccountId: text('buyer_account_id').notNull(),
  buyerNm: text('buyer_nm').notNull(),
  stars: smallint('stars').notNull(),
  content: text('content').notNull(),
  pictures: jsonb('pictures').$type<ScorePicture[]>().notNull(),
  createdAt: ts('created_at').notNull(),
});
