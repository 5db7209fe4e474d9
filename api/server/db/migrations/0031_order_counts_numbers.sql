-- 0031: order counts kept by the database, and order numbers taken at the end of a create
-- (docs/trading.md "Lists and counts", "Creating orders"; issue 12 item 7).

-- Counts of orders per list scope, status and China day of creation, so that a list's total and its status
-- tabs with no filter but status and dates read a few hundred rows instead of counting every order
-- (a seller's 100,000, a tenant's 1,000,000). Scopes, as the lists filter: 's' the seller enterprise,
-- 'b' the buyer enterprise, 'p' a personal buyer account (no enterprise), 't' the whole tenant (owner '').
--
-- Rows are deltas, never updated in place: every order insert, status change or delete adds its +1 / -1
-- rows (the triggers below, in the same transaction as the move, whatever path writes the order), so
-- concurrent moves of one seller never wait for each other on a counter row. A reader sums them; the
-- server folds a scope's rows into one per (status, day) now and then (lists.ts foldCounts: rows locked
-- by a running transaction are skipped, the sum never changes).
CREATE TABLE order_counts (
  tnt_id  text NOT NULL,
  side    text NOT NULL CHECK (side IN ('s', 'b', 'p', 't')),
  owner   text NOT NULL,
  status  smallint NOT NULL,
  day     date NOT NULL,                                   -- created_at's day in China time
  n       bigint NOT NULL
);
CREATE INDEX order_counts_scope ON order_counts (tnt_id, side, owner, status, day) INCLUDE (n);
SELECT scpr_tenant_owned('order_counts');

CREATE FUNCTION scpr_order_count_rows(o orders, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_counts (tnt_id, side, owner, status, day, n)
  SELECT o.tnt_id, s.side, s.owner, o.status, (o.created_at AT TIME ZONE INTERVAL '08:00')::date, delta
  FROM (VALUES ('s', o.seller_company_id),
               (CASE WHEN o.buyer_company_id IS NULL THEN 'p' ELSE 'b' END, coalesce(o.buyer_company_id, o.buyer_account_id)),
               ('t', '')) AS s (side, owner)
$$;

CREATE FUNCTION scpr_order_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM scpr_order_count_rows(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM scpr_order_count_rows(NEW, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_count_rows AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION scpr_order_counts();
CREATE TRIGGER orders_count_moves AFTER UPDATE OF status, seller_company_id, buyer_company_id, buyer_account_id, created_at ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.seller_company_id IS DISTINCT FROM NEW.seller_company_id
    OR OLD.buyer_company_id IS DISTINCT FROM NEW.buyer_company_id OR OLD.buyer_account_id IS DISTINCT FROM NEW.buyer_account_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION scpr_order_counts();

-- The orders already there (the migration runs as the owner, before any request).
INSERT INTO order_counts (tnt_id, side, owner, status, day, n)
SELECT o.tnt_id, s.side, s.owner, o.status, (o.created_at AT TIME ZONE INTERVAL '08:00')::date, count(*)
FROM orders o
CROSS JOIN LATERAL (VALUES ('s', o.seller_company_id),
                           (CASE WHEN o.buyer_company_id IS NULL THEN 'p' ELSE 'b' END, coalesce(o.buyer_company_id, o.buyer_account_id)),
                           ('t', '')) AS s (side, owner)
GROUP BY 1, 2, 3, 4, 5;

-- The day's order number is the last thing a create takes (create.ts): the counter row stays locked until
-- commit, so taking it first made every concurrent create of the tenant wait for the whole of the one
-- before. The order row is now inserted last, with its number from this function in the same statement;
-- its lines, history and instalments go in before it, so their references to it are checked at commit.
CREATE FUNCTION scpr_next_order_no(p_tnt text, p_day text) RETURNS text LANGUAGE sql VOLATILE AS $$
  INSERT INTO order_number_seq (tnt_id, day, last_no) VALUES (p_tnt, p_day, 1)
  ON CONFLICT (tnt_id, day) DO UPDATE SET last_no = order_number_seq.last_no + 1
  RETURNING p_day || CASE WHEN last_no > 999999 THEN last_no::text ELSE lpad(last_no::text, 6, '0') END
$$;
ALTER TABLE order_lines ALTER CONSTRAINT order_lines_tnt_id_order_id_fkey DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE order_history ALTER CONSTRAINT order_history_tnt_id_order_id_fkey DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE order_instalments ALTER CONSTRAINT order_instalments_tnt_id_order_id_fkey DEFERRABLE INITIALLY DEFERRED;
