// Drizzle tables of the file domain, mirroring its migrations (api/server/db/migrations: the SQL is the
// source of the schema; tests/api/database.test.ts checks every column named here exists).
import { bigint, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, ts } from '../../db/columns';

export const files = pgTable('files', {
  tntId: text('tnt_id').notNull(),
  fileId: text('file_id').notNull(),
  accountId: text('account_id').notNull(),
  fileNm: text('file_nm').notNull(),
  mime: text('mime').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** The bytes' SHA-256 in the blob store (api/server/storage). */
  sha256: text('sha256'),
  /** Bytes of a row written before migration 0060, until start-up moves them to the blob store. */
  content: bytea('content'),
  createdAt: ts('created_at').notNull(),
  /** Served only with a grant (payment vouchers: migration 0046, grants.ts). */
  restricted: boolean('restricted').notNull().default(false),
  /** The quota owner the upload was charged to (migration 0210; NULL: derived from the account). */
  ownerId: text('owner_id'),
  /** What the file was filed in (file-refs.ts): a shop's gallery, or any other record; NULL: not yet. */
  holder: text('holder').$type<FileHolder>(),
});

export type FileHolder = 'gallery' | 'record';

/** How many file rows of every tenant name each digest of the shared blob store (migration 0210: kept
 * by a trigger on files; release.ts deletes the bytes of a digest at 0). Global, not tenant-owned. */
export const blobRefs = pgTable('blob_refs', {
  sha256: text('sha256').primaryKey(),
  refs: integer('refs').notNull(),
});

/** Bytes stored per owner against the quota (migration 0060). */
export const fileUsage = pgTable('file_usage', {
  tntId: text('tnt_id').notNull(),
  ownerId: text('owner_id').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
});
