-- 0195: a shop's gallery (spec 2.8 "Shop management": video and image lists, add video, add images;
-- issue 33 item 5): the pictures and videos of an enterprise's shop, keyed by (tenant, enterprise), in
-- the order the seller arranges them. api/server/modules/shopmedia, docs/shop-media.md.
-- The bytes are uploaded files (table files); a row names its file (and a video's poster) by id and keeps
-- the name and size it had when filed. album_nm groups rows (optional: '' is no album).
CREATE TABLE shop_media (
  tnt_id          text NOT NULL REFERENCES tenants(tnt_id),
  media_id        text NOT NULL,
  ent_id          text NOT NULL,
  media_type      text NOT NULL CHECK (media_type IN ('image', 'video')),
  title           text NOT NULL CHECK (length(title) BETWEEN 1 AND 30),
  album_nm        text NOT NULL DEFAULT '' CHECK (length(album_nm) <= 20),
  file_id         text NOT NULL,
  file_nm         text NOT NULL,
  size_bytes      bigint NOT NULL CHECK (size_bytes >= 0),
  poster_file_id  text,
  poster_file_nm  text,
  sort_no         integer NOT NULL,
  created_by      text NOT NULL,
  created_at      timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, media_id),
  CHECK (media_type = 'video' OR poster_file_id IS NULL),
  -- One place per row in its enterprise's pictures (or videos); checked at commit, so a move swaps two
  -- places in one statement.
  CONSTRAINT shop_media_place UNIQUE (tnt_id, ent_id, media_type, sort_no) DEFERRABLE INITIALLY DEFERRED
);

SELECT scpr_tenant_owned('shop_media');
