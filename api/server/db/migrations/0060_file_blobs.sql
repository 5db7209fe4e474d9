-- Issue 13 item 1: file bytes leave the database. A file row names its bytes by their SHA-256 in the
-- blob store (api/server/storage: DATA_DIR/files by default, or an S3-compatible bucket). Rows written
-- before keep their bytes in `content` until start-up moves them out (modules/file/move-blobs.ts, run by
-- startup.ts on every start: it writes each one to the store, sets sha256 and clears content).
ALTER TABLE files ADD COLUMN sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$');
ALTER TABLE files ALTER COLUMN content DROP NOT NULL;
ALTER TABLE files ADD CONSTRAINT files_bytes_somewhere CHECK (sha256 IS NOT NULL OR content IS NOT NULL);
CREATE INDEX files_unmoved ON files (tnt_id, file_id) WHERE content IS NOT NULL;

-- Storage used per owner, against the quota (platform parameters FILE_QUOTA_ENT_MB / FILE_QUOTA_PERSON_MB):
-- owner 'ent:<company_id>' for an enterprise's accounts, 'acc:<account_id>' for a personal account,
-- 'tnt' for the platform operator's own accounts. Counted per file row (the same picture uploaded twice
-- counts twice, though its bytes are stored once), and changed in the upload's transaction by one
-- conditional upsert, so concurrent uploads cannot pass the quota together.
CREATE TABLE file_usage (
  tnt_id     text NOT NULL REFERENCES tenants(tnt_id),
  owner_id   text NOT NULL,
  bytes      bigint NOT NULL CHECK (bytes >= 0),
  PRIMARY KEY (tnt_id, owner_id)
);
SELECT scpr_tenant_owned('file_usage');

INSERT INTO file_usage (tnt_id, owner_id, bytes)
SELECT f.tnt_id,
       CASE WHEN a.is_tnt THEN 'tnt' WHEN a.company_id IS NOT NULL THEN 'ent:' || a.company_id ELSE 'acc:' || f.account_id END,
       sum(f.size_bytes)
FROM files f LEFT JOIN accounts a ON a.tnt_id = f.tnt_id AND a.account_id = f.account_id
GROUP BY 1, 2;
