-- 0006: a keyword index for the shopping front's search (goods-search.ts keywordCandidates).
--
-- A '%kw%' match can use no b-tree, and pg_trgm yields no trigram for a two-character Chinese keyword, so
-- until now a keyword search tested strpos() on every in-range index tuple of the tenant (~16.5k on the
-- bench data) for its total. Here each goods row's name and origin (the two parts of search_text, lower-cased
-- by the database) are cut into the character pairs starting at every position; the last character of a
-- part makes a one-character entry, so every character of the text starts some entry:
--   '烟台苹果' -> 烟台, 台苹, 苹果, 果
-- A keyword of two or more characters can only be inside a text holding each of its pairs (a candidate,
-- confirmed by strpos); a one-character keyword is a prefix range over the entries. Both are b-tree
-- lookups on text equality/comparison, which are LEAKPROOF, so they stay index conditions under forced RLS.
--
-- The entries are kept by the database itself (statement triggers with transition tables, so a bulk
-- INSERT ... SELECT fills them in one statement), whatever path writes the goods; deleted goods take
-- theirs with them (foreign key ON DELETE CASCADE).

-- Distinct character pairs at every position of `t`, the last one a single character. IMMUTABLE: the same
-- function cuts the stored text and the keyword, so both are cut alike.
CREATE FUNCTION scpr_text_grams(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT DISTINCT substr(t, p, 2) FROM generate_series(1, length(t)) AS p
$$;

-- The entries of one goods row: those of its name and of its origin (never a pair across the seam).
CREATE FUNCTION scpr_item_grams(search_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT scpr_text_grams(split_part(search_text, chr(31), 1))
  UNION
  SELECT scpr_text_grams(split_part(search_text, chr(31), 2))
$$;

CREATE TABLE item_search_grams (
  tnt_id   text NOT NULL,
  -- C collation: byte order is code point order in UTF-8, so every entry starting with a character c lies
  -- in [c, c || U+10FFFF) (the one-character keyword's range).
  gram     text COLLATE "C" NOT NULL,
  item_id  text NOT NULL,
  PRIMARY KEY (tnt_id, gram, item_id),
  FOREIGN KEY (tnt_id, item_id) REFERENCES items (tnt_id, item_id) ON DELETE CASCADE
);
-- The cascade on delete, and the trigger's delete on rename, look entries up by goods row.
CREATE INDEX item_search_grams_item ON item_search_grams (tnt_id, item_id);
SELECT scpr_tenant_owned('item_search_grams');

CREATE FUNCTION scpr_item_grams_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_search_grams (tnt_id, gram, item_id)
    SELECT a.tnt_id, g, a.item_id FROM added a, scpr_item_grams(a.search_text) AS g;
  RETURN NULL;
END $$;

-- Only rows whose text changed are cut again: a status, stock or price update costs one join of its rows.
CREATE FUNCTION scpr_item_grams_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_search_grams s USING before_rows b, after_rows a
    WHERE a.tnt_id = b.tnt_id AND a.item_id = b.item_id AND a.search_text IS DISTINCT FROM b.search_text
      AND s.tnt_id = b.tnt_id AND s.item_id = b.item_id;
  INSERT INTO item_search_grams (tnt_id, gram, item_id)
    SELECT a.tnt_id, g, a.item_id FROM before_rows b JOIN after_rows a ON a.tnt_id = b.tnt_id AND a.item_id = b.item_id,
      scpr_item_grams(a.search_text) AS g
    WHERE a.search_text IS DISTINCT FROM b.search_text;
  RETURN NULL;
END $$;

CREATE TRIGGER items_grams_added AFTER INSERT ON items
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION scpr_item_grams_added();
CREATE TRIGGER items_grams_changed AFTER UPDATE ON items
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION scpr_item_grams_changed();

-- Goods written before this migration.
INSERT INTO item_search_grams (tnt_id, gram, item_id)
  SELECT i.tnt_id, g, i.item_id FROM items i, scpr_item_grams(i.search_text) AS g;

-- A keyword search reads its candidates by key: this index answers those probes for goods on shelf with
-- every column the front filters on, so they are index-only (no visit of the goods row) and, being the
-- cheapest path, the one a generic plan of the server's prepared statement picks too (without it, with the
-- price range's selectivity unknown, a generic plan preferred skipping through items_company_status_price).
CREATE INDEX items_front_id ON items (tnt_id, item_id)
  INCLUDE (mall_id, company_id, category_id, min_price_cents, pre_sell, search_text) WHERE status = '1';
