// Drizzle table of a shop's gallery (migration 0195_shop_media.sql).
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

export const shopMedia = pgTable('shop_media', {
  tntId: text('tnt_id').notNull(),
  mediaId: text('media_id').notNull(),
  entId: text('ent_id').notNull(),
  mediaType: text('media_type').notNull().$type<'image' | 'video'>(),
  title: text('title').notNull(),
  albumNm: text('album_nm').notNull(),
  fileId: text('file_id').notNull(),
  fileNm: text('file_nm').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  posterFileId: text('poster_file_id'),
  posterFileNm: text('poster_file_nm'),
  sortNo: integer('sort_no').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
});
