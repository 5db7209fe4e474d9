-- 0002: goods (docs/goods.md): categories, attributes and units of an enterprise; goods (SPU) with SKUs;
-- uploaded files; industry news. Every table is tenant-owned (tnt_id first in every key, RLS forced).
-- Money is numeric(14,2) (exact); the API carries it as strings such as "12.50".

CREATE TABLE item_categories (
  tnt_id       text NOT NULL,
  category_id  text NOT NULL,
  company_id   text NOT NULL,
  parent_id    text NOT NULL DEFAULT '0',          -- '0': a first-level category
  category_nm  text NOT NULL,
  level        smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  sort         integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, category_id),
  UNIQUE (tnt_id, company_id, parent_id, category_nm),
  FOREIGN KEY (tnt_id, company_id) REFERENCES companies(tnt_id, company_id)
);

CREATE TABLE item_attributes (
  tnt_id       text NOT NULL,
  attr_id      text NOT NULL,
  company_id   text NOT NULL,
  category_id  text,                                 -- NULL: applies to every category
  attr_nm      text NOT NULL,
  attr_values  text NOT NULL DEFAULT '',             -- comma-separated choices
  sort         integer NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, attr_id),
  UNIQUE (tnt_id, company_id, attr_nm),
  FOREIGN KEY (tnt_id, company_id) REFERENCES companies(tnt_id, company_id),
  FOREIGN KEY (tnt_id, category_id) REFERENCES item_categories(tnt_id, category_id)
);

CREATE TABLE item_units (
  tnt_id       text NOT NULL,
  unit_id      text NOT NULL,
  company_id   text NOT NULL,
  unit_nm      text NOT NULL,
  remark       text NOT NULL DEFAULT '',
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, unit_id),
  UNIQUE (tnt_id, company_id, unit_nm),
  FOREIGN KEY (tnt_id, company_id) REFERENCES companies(tnt_id, company_id)
);

CREATE TABLE files (
  tnt_id       text NOT NULL,
  file_id      text NOT NULL,
  account_id   text NOT NULL,
  file_nm      text NOT NULL,
  mime         text NOT NULL,
  size_bytes   integer NOT NULL CHECK (size_bytes >= 0),
  content      bytea NOT NULL,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, file_id)
);

-- status: '0' draft, '1' on shelf, '2' off shelf, '3' frozen by the platform.
-- source: '1' member goods (an enterprise's own), '2' platform goods (published by the tenant).
-- min_price, max_price, total_stock and sku_count mirror the SKUs (kept in the same transaction) so that
-- lists filter and sort on one table.
CREATE TABLE items (
  tnt_id         text NOT NULL,
  item_id        text NOT NULL,
  company_id     text NOT NULL,
  source         text NOT NULL CHECK (source IN ('1', '2')),
  mall_id        text NOT NULL,
  item_nm        text NOT NULL,
  category_id    text NOT NULL,
  unit_id        text NOT NULL,
  brand          text NOT NULL DEFAULT '',
  origin         text NOT NULL DEFAULT '',
  description    text NOT NULL DEFAULT '',
  pictures       jsonb NOT NULL DEFAULT '[]',        -- [{id, name, url}], the first is the main picture
  attributes     jsonb NOT NULL DEFAULT '[]',        -- [{attrNm, attrValue}]
  pre_sell       boolean NOT NULL DEFAULT false,
  pre_sell_date  date,
  status         text NOT NULL CHECK (status IN ('0', '1', '2', '3')),
  frozen_reason  text NOT NULL DEFAULT '',
  min_price      numeric(14,2) NOT NULL DEFAULT 0,
  max_price      numeric(14,2) NOT NULL DEFAULT 0,
  total_stock    bigint NOT NULL DEFAULT 0,
  sku_count      integer NOT NULL DEFAULT 0,
  sales          integer NOT NULL DEFAULT 0,
  on_shelf_at    timestamptz,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  created_by     text NOT NULL,
  PRIMARY KEY (tnt_id, item_id),
  CHECK (NOT pre_sell OR pre_sell_date IS NOT NULL),
  FOREIGN KEY (tnt_id, company_id) REFERENCES companies(tnt_id, company_id),
  FOREIGN KEY (tnt_id, mall_id) REFERENCES malls(tnt_id, mall_id),
  FOREIGN KEY (tnt_id, category_id) REFERENCES item_categories(tnt_id, category_id),
  FOREIGN KEY (tnt_id, unit_id) REFERENCES item_units(tnt_id, unit_id)
);
-- The seller's list (own goods, newest first, by status) and the shopping front (on shelf, by mall).
CREATE INDEX items_company ON items (tnt_id, company_id, status, updated_at DESC);
CREATE INDEX items_front ON items (tnt_id, mall_id, on_shelf_at DESC) WHERE status = '1';
CREATE INDEX items_front_price ON items (tnt_id, min_price) WHERE status = '1';
CREATE INDEX items_category ON items (tnt_id, category_id);
CREATE INDEX items_unit ON items (tnt_id, unit_id);

CREATE TABLE item_skus (
  tnt_id        text NOT NULL,
  sku_id        text NOT NULL,
  item_id       text NOT NULL,
  spec_values   text NOT NULL,
  price         numeric(14,2) NOT NULL CHECK (price > 0),
  market_price  numeric(14,2),
  stock         bigint NOT NULL CHECK (stock >= 0),
  weight        numeric(14,3),
  barcode       text NOT NULL DEFAULT '',
  sort          integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tnt_id, sku_id),
  UNIQUE (tnt_id, item_id, spec_values),
  FOREIGN KEY (tnt_id, item_id) REFERENCES items(tnt_id, item_id) ON DELETE CASCADE
);

CREATE TABLE industry_news (
  tnt_id        text NOT NULL REFERENCES tenants(tnt_id),
  news_id       text NOT NULL,
  title         text NOT NULL,
  summary       text NOT NULL DEFAULT '',
  content       text NOT NULL,
  cover         text NOT NULL DEFAULT '',
  source        text NOT NULL DEFAULT '',
  published_at  timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, news_id)
);
CREATE INDEX industry_news_time ON industry_news (tnt_id, published_at DESC);

SELECT scpr_tenant_owned('item_categories');
SELECT scpr_tenant_owned('item_attributes');
SELECT scpr_tenant_owned('item_units');
SELECT scpr_tenant_owned('files');
SELECT scpr_tenant_owned('items');
SELECT scpr_tenant_owned('item_skus');
SELECT scpr_tenant_owned('industry_news');
