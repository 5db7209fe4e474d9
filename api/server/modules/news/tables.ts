// Drizzle tables of the news domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const industryNews = pgTable('industry_news', {
  tntId: text('tnt_id').notNull(),
  newsId: text('news_id').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  content: text('content').notNull(),
  cover: text('cover').notNull(),
  source: text('source').notNull(),
  publishedAt: ts('published_at').notNull(),
});
