-- 0210: files are released (issue 33 item 5, review): a picture or video deleted from a shop's gallery gave
-- back neither its quota nor its bytes. api/server/modules/file/release.ts, docs/shop-media.md.
--
-- files.owner_id: the quota owner the upload was charged to (file_usage.owner_id), so a release gives the
-- bytes back to the same owner even after the account moved to another enterprise. NULL on rows written
-- before and by the demo seeds: then derived from the account as migration 0060 did.
ALTER TABLE files ADD COLUMN owner_id text;
-- files.holder: what kind of record the file was filed in (file-refs.ts claims it on first use):
-- 'gallery' (a shop's pictures and videos: released when its last gallery row goes) or 'record' (every
-- other form: goods pictures, vouchers, logos ...; kept, as before). NULL: uploaded, not filed yet. A
-- file filed in one can never be named by the other, so releasing a gallery file cannot take a picture
-- from under a goods item.
ALTER TABLE files ADD COLUMN holder text CHECK (holder IN ('gallery', 'record'));
CREATE INDEX shop_media_file ON shop_media (tnt_id, file_id);
CREATE INDEX shop_media_poster ON shop_media (tnt_id, poster_file_id) WHERE poster_file_id IS NOT NULL;

-- How many file rows, of every tenant, name each digest of the blob store (which is shared: identical
-- bytes are stored once). Kept by the trigger below on every insert, delete and change of files.sha256,
-- so no writer can forget it. A row at 0 is bytes nothing names: release.ts deletes them while holding
-- that row, and an upload publishes its bytes while its trigger holds it, so the two never cross.
-- Global (not tenant-owned): a digest says nothing of whose bytes they are.
CREATE TABLE blob_refs (
  sha256  text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  refs    integer NOT NULL CHECK (refs >= 0)
);
GRANT SELECT, INSERT, UPDATE, DELETE ON blob_refs TO scpr_app;

CREATE FUNCTION scpr_count_blob_refs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.sha256 IS NOT NULL THEN
    UPDATE blob_refs SET refs = refs - 1 WHERE sha256 = OLD.sha256;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.sha256 IS NOT NULL THEN
    INSERT INTO blob_refs (sha256, refs) VALUES (NEW.sha256, 1)
    ON CONFLICT (sha256) DO UPDATE SET refs = blob_refs.refs + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER files_blob_refs AFTER INSERT OR DELETE OR UPDATE OF sha256 ON files
  FOR EACH ROW EXECUTE FUNCTION scpr_count_blob_refs();

-- The existing rows, tenant by tenant with the tenant set (the files policy then shows them whatever
-- role runs the migration).
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tnt_id FROM tenants LOOP
    PERFORM set_config('app.tnt_id', t, true);
    INSERT INTO blob_refs (sha256, refs)
    SELECT sha256, count(*) FROM files WHERE tnt_id = t AND sha256 IS NOT NULL GROUP BY sha256
    ON CONFLICT (sha256) DO UPDATE SET refs = blob_refs.refs + excluded.refs;
    UPDATE files f SET holder = CASE
      WHEN EXISTS (SELECT 1 FROM shop_media m WHERE m.tnt_id = f.tnt_id AND (m.file_id = f.file_id OR m.poster_file_id = f.file_id)) THEN 'gallery'
      ELSE 'record' END
    WHERE f.tnt_id = t;
  END LOOP;
  PERFORM set_config('app.tnt_id', '', true);
END $$;
