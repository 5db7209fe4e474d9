-- 0004: goods lists page item ids on `items` alone (goods-queries.ts goodsPage), so each list's filter columns
-- ride in its ordered index (INCLUDE) and a page, a deep OFFSET and a total are index-only scans.
--
-- search_text: goods name and origin, lower-cased once at write time, for keyword and name filters matched
-- as a substring of it (goods-search.ts): ILIKE lower-cases every row on each call (about 3x the cost on
-- UTF-8 text), and a '%x%' match can use no b-tree (nor pg_trgm for two-character Chinese keywords), so the
-- text is carried in the list indexes instead. The two parts are joined by U+001F (unit separator, never
-- typed in a name): a keyword matches within the name or within the origin, never across the seam, and a
-- first occurrence before the seam is a match in the name.
ALTER TABLE items ADD COLUMN search_text text
  GENERATED ALWAYS AS (lower(item_nm) || chr(31) || lower(origin)) STORED;

-- Sorts on NOT NULL columns are plain ASC/DESC (goods-queries.ts orderOf), so one ascending index serves both
-- directions (scanned backwards for DESC); on_shelf_at may be NULL, its DESC NULLS LAST order stays.

-- Shopping front (status '1'): the filters of item.search (visible malls, keyword, seller, category,
-- price range, pre-sell) are all INCLUDEd.
DROP INDEX items_front_time;
DROP INDEX items_front_price_id;
DROP INDEX items_front_sales;
CREATE INDEX items_front_time ON items (tnt_id, on_shelf_at DESC NULLS LAST, item_id DESC)
  INCLUDE (mall_id, company_id, category_id, min_price, pre_sell, search_text) WHERE status = '1';
CREATE INDEX items_front_price ON items (tnt_id, min_price, item_id)
  INCLUDE (mall_id, company_id, category_id, pre_sell, search_text) WHERE status = '1';
CREATE INDEX items_front_sales ON items (tnt_id, sales, item_id)
  INCLUDE (mall_id, company_id, category_id, min_price, pre_sell, search_text) WHERE status = '1';

-- Seller centre (own goods): updated (the default) with and without a status, price within a status; the
-- seller filters (name, category, pre-sell, source) INCLUDEd.
DROP INDEX items_company_time;
DROP INDEX items_company_status_time;
DROP INDEX items_company_status_price;
CREATE INDEX items_company_time ON items (tnt_id, company_id, updated_at, item_id)
  INCLUDE (status, category_id, pre_sell, source, search_text);
CREATE INDEX items_company_status_time ON items (tnt_id, company_id, status, updated_at, item_id)
  INCLUDE (category_id, pre_sell, source, search_text);
CREATE INDEX items_company_status_price ON items (tnt_id, company_id, status, min_price, item_id)
  INCLUDE (category_id, pre_sell, source, search_text);

-- Platform goods management (every row of the tenant) and the members'/platform goods lists of the seller
-- centre, in their default order (updated).
CREATE INDEX items_updated ON items (tnt_id, updated_at, item_id)
  INCLUDE (status, source, company_id, category_id, pre_sell, search_text);
