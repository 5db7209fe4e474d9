-- 0003: indexes for goods lists at 100k SKUs (tests/bench/goods.bench.ts). Every list orders by one field
-- then item_id, NULLS LAST (goods-queries.ts orderOf), and pages with LIMIT/OFFSET: an index whose order is
-- exactly that lets a page read its rows in order and stop, instead of sorting every matching row. Keyword
-- filters (ILIKE '%..%') are not indexed: pg_trgm cannot help two-character Chinese keywords (a LIKE
-- pattern yields no trigram from fewer than three characters) and PGlite would need the extension loaded;
-- they filter rows met in index order instead.

-- Shopping front (status '1'): newest first (the default), price, sales.
CREATE INDEX items_front_time ON items (tnt_id, on_shelf_at DESC NULLS LAST, item_id DESC) WHERE status = '1';
CREATE INDEX items_front_price_id ON items (tnt_id, min_price, item_id) WHERE status = '1';
CREATE INDEX items_front_sales ON items (tnt_id, sales DESC NULLS LAST, item_id DESC) WHERE status = '1';
-- Superseded by items_front_price_id (same rows, with the tie-break).
DROP INDEX items_front_price;

-- Seller centre (own goods): the default order (updated, newest first) with and without a status filter,
-- and price within a status.
CREATE INDEX items_company_time ON items (tnt_id, company_id, updated_at DESC NULLS LAST, item_id DESC);
CREATE INDEX items_company_status_time ON items (tnt_id, company_id, status, updated_at DESC NULLS LAST, item_id DESC);
CREATE INDEX items_company_status_price ON items (tnt_id, company_id, status, min_price, item_id);
-- Superseded by items_company_status_time (its DESC was NULLS FIRST, so it could not serve the list's order).
DROP INDEX items_company;
