-- 0005: the goods price as integer cents for the lists' price range and price sort (goods-search.ts
-- priceCentsFrom / priceCentsTo, goods-queries.ts orderOf).
--
-- Under forced RLS the policy is a security barrier: a qual of the query may run before it only when its
-- operator is LEAKPROOF, or the planner will not use it as an index condition. numeric's comparison
-- operators are not leakproof, so `min_price >= $1` was checked on every on-shelf index tuple of the tenant
-- (a filter, not a bound of the scan); bigint's are (int8ge, int8le ... are LEAKPROOF), so a range on
-- min_price_cents narrows the scan of the price index. min_price is numeric(14,2): * 100 is an integer, the
-- cast is exact. Ordering by cents is the same order as by min_price.
ALTER TABLE items ADD COLUMN min_price_cents bigint
  GENERATED ALWAYS AS ((min_price * 100)::bigint) STORED;

-- The price-ordered indexes now order on cents; the other front indexes INCLUDE cents (not min_price) for
-- the price-range filter, so a page and a total stay index-only. Otherwise the same shapes as 0004.
DROP INDEX items_front_time;
DROP INDEX items_front_price;
DROP INDEX items_front_sales;
CREATE INDEX items_front_time ON items (tnt_id, on_shelf_at DESC NULLS LAST, item_id DESC)
  INCLUDE (mall_id, company_id, category_id, min_price_cents, pre_sell, search_text) WHERE status = '1';
CREATE INDEX items_front_price ON items (tnt_id, min_price_cents, item_id)
  INCLUDE (mall_id, company_id, category_id, pre_sell, search_text) WHERE status = '1';
CREATE INDEX items_front_sales ON items (tnt_id, sales, item_id)
  INCLUDE (mall_id, company_id, category_id, min_price_cents, pre_sell, search_text) WHERE status = '1';

-- Seller centre: price within a status (the sort only; the seller lists have no price range).
DROP INDEX items_company_status_price;
CREATE INDEX items_company_status_price ON items (tnt_id, company_id, status, min_price_cents, item_id)
  INCLUDE (category_id, pre_sell, source, search_text);
