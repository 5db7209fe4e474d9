-- 0215: one ads table. Mall ads (0161 mall_advs: the platform's, per mall) and shop storefront ads (0190
-- shop_advs: a seller's, per shop) had the same fields and rules; they are now rows of `advs` with an owner
-- kind, served by one service (api/server/modules/mall/adv-service.ts). The existing rows move here with
-- their ids, dates and switches, so every call answers as before; the two old tables are dropped.
--
-- owner_kind 'mall': mall_id names the mall (shop_id null); 'shop': shop_id names the shop (mall_id null).
-- The show status (未开始 / 展示中 / 已结束 / 已停用) is still derived from enabled and today's date.
CREATE TABLE advs (
  tnt_id        text NOT NULL,
  adv_id        text NOT NULL,
  owner_kind    text NOT NULL CHECK (owner_kind IN ('mall', 'shop')),
  mall_id       text,
  shop_id       text,
  title         text NOT NULL CHECK (length(title) BETWEEN 1 AND 30),
  subtitle      text NOT NULL DEFAULT '' CHECK (length(subtitle) <= 60),
  picture_id    text NOT NULL,
  picture_name  text NOT NULL,
  picture_url   text NOT NULL,
  link          text NOT NULL DEFAULT '' CHECK (length(link) <= 200),
  sort          integer NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 999),
  start_date    date NOT NULL,
  end_date      date NOT NULL,
  enabled       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, adv_id),
  FOREIGN KEY (tnt_id, mall_id) REFERENCES malls(tnt_id, mall_id),
  FOREIGN KEY (tnt_id, shop_id) REFERENCES shops(tnt_id, shop_id),
  CONSTRAINT advs_one_owner CHECK (
    (owner_kind = 'mall' AND mall_id IS NOT NULL AND shop_id IS NULL)
    OR (owner_kind = 'shop' AND shop_id IS NOT NULL AND mall_id IS NULL)),
  CHECK (end_date >= start_date)
);
-- The carousels' question (enabled ads of these malls / this shop whose schedule holds today) and the two
-- managers' lists (the platform's newest first, a seller's by its shop).
CREATE INDEX advs_mall_showing ON advs (tnt_id, mall_id, start_date, end_date) WHERE enabled AND owner_kind = 'mall';
CREATE INDEX advs_shop_showing ON advs (tnt_id, shop_id, start_date, end_date) WHERE enabled AND owner_kind = 'shop';
CREATE INDEX advs_mall_list ON advs (tnt_id, updated_at DESC, adv_id) WHERE owner_kind = 'mall';
CREATE INDEX advs_shop_list ON advs (tnt_id, shop_id, updated_at DESC, adv_id) WHERE owner_kind = 'shop';

-- The old tables force row-level security on their owner too; lift it so the copy sees every tenant's rows
-- when the migrating role is their owner rather than a superuser (the new table is walled after the copy).
ALTER TABLE mall_advs NO FORCE ROW LEVEL SECURITY;
ALTER TABLE shop_advs NO FORCE ROW LEVEL SECURITY;

INSERT INTO advs (tnt_id, adv_id, owner_kind, mall_id, shop_id, title, subtitle, picture_id, picture_name, picture_url, link, sort,
                  start_date, end_date, enabled, created_at, updated_at)
SELECT tnt_id, adv_id, 'mall', mall_id, NULL, title, subtitle, picture_id, picture_name, picture_url, link, sort,
       start_date, end_date, enabled, created_at, updated_at
FROM mall_advs;

-- Both tables drew their ids from the same generator (random UUIDs; the demo rows ADVnn and SAnnn), so no id
-- is in both; should one ever be, the shop's ad keeps its rows under a suffixed id rather than failing the start.
INSERT INTO advs (tnt_id, adv_id, owner_kind, mall_id, shop_id, title, subtitle, picture_id, picture_name, picture_url, link, sort,
                  start_date, end_date, enabled, created_at, updated_at)
SELECT s.tnt_id,
       CASE WHEN EXISTS (SELECT 1 FROM mall_advs m WHERE m.tnt_id = s.tnt_id AND m.adv_id = s.adv_id) THEN s.adv_id || '-shop' ELSE s.adv_id END,
       'shop', NULL, s.shop_id, s.title, s.subtitle, s.picture_id, s.picture_name, s.picture_url, s.link, s.sort,
       s.start_date, s.end_date, s.enabled, s.created_at, s.updated_at
FROM shop_advs s;

DROP TABLE mall_advs;
DROP TABLE shop_advs;

SELECT scpr_tenant_owned('advs');
