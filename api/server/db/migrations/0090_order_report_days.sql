-- 0090: the sale and purchase reports' per-day aggregates (issue 31 item 6, docs/reports.md).
--
-- One row per report scope, China day of creation and status, with the order count and the money sums of
-- those orders, so a report's summary and its chart over a year read a few thousand rows instead of a
-- seller's 1,000,000 orders. Scopes as the order lists: 's' the seller enterprise, 'b' the buyer
-- enterprise, 'p' a personal buyer account. Rows are deltas like order_counts (0031): every insert, delete
-- and change of an order's status, party, day or amounts adds the old row's figures negated and the new
-- row's, in the same transaction, whatever path writes the order (a move, a payment, a price change, a
-- refund), so the sums are exact at every commit and concurrent moves of one seller never queue on one
-- aggregate row. The report module's scheduler job folds them (report/fold.ts); a read only sums.
CREATE TABLE order_report_days (
  tnt_id       text NOT NULL,
  id           bigint GENERATED ALWAYS AS IDENTITY,
  side         text NOT NULL CHECK (side IN ('s', 'b', 'p')),
  owner        text NOT NULL,
  day          date NOT NULL,
  status       smallint NOT NULL,
  n            bigint NOT NULL,
  goods_fen    bigint NOT NULL,
  freight_fen  bigint NOT NULL,
  payable_fen  bigint NOT NULL,
  paid_fen     bigint NOT NULL,
  refunded_fen bigint NOT NULL,
  PRIMARY KEY (tnt_id, id)
);
CREATE INDEX order_report_days_scope ON order_report_days (tnt_id, side, owner, day, status)
  INCLUDE (n, goods_fen, freight_fen, payable_fen, paid_fen, refunded_fen);
SELECT scpr_tenant_owned('order_report_days');

CREATE FUNCTION scpr_order_report_rows(o orders, sign bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_report_days (tnt_id, side, owner, day, status, n, goods_fen, freight_fen, payable_fen, paid_fen, refunded_fen)
  SELECT o.tnt_id, s.side, s.owner, (o.created_at AT TIME ZONE INTERVAL '08:00')::date, o.status, sign,
         sign * o.goods_fen, sign * o.freight_fen, sign * o.payable_fen, sign * o.paid_fen, sign * o.refunded_fen
  FROM (VALUES ('s', o.seller_company_id),
               (CASE WHEN o.buyer_company_id IS NULL THEN 'p' ELSE 'b' END, coalesce(o.buyer_company_id, o.buyer_account_id))) AS s (side, owner)
$$;

CREATE FUNCTION scpr_order_report() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM scpr_order_report_rows(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM scpr_order_report_rows(NEW, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_report_rows AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION scpr_order_report();
CREATE TRIGGER orders_report_moves AFTER UPDATE ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.seller_company_id IS DISTINCT FROM NEW.seller_company_id
    OR OLD.buyer_company_id IS DISTINCT FROM NEW.buyer_company_id OR OLD.buyer_account_id IS DISTINCT FROM NEW.buyer_account_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.goods_fen IS DISTINCT FROM NEW.goods_fen
    OR OLD.freight_fen IS DISTINCT FROM NEW.freight_fen OR OLD.payable_fen IS DISTINCT FROM NEW.payable_fen
    OR OLD.paid_fen IS DISTINCT FROM NEW.paid_fen OR OLD.refunded_fen IS DISTINCT FROM NEW.refunded_fen)
  EXECUTE FUNCTION scpr_order_report();

-- The orders already there (the migration runs as the owner, before any request).
INSERT INTO order_report_days (tnt_id, side, owner, day, status, n, goods_fen, freight_fen, payable_fen, paid_fen, refunded_fen)
SELECT o.tnt_id, s.side, s.owner, (o.created_at AT TIME ZONE INTERVAL '08:00')::date, o.status, count(*),
       sum(o.goods_fen), sum(o.freight_fen), sum(o.payable_fen), sum(o.paid_fen), sum(o.refunded_fen)
FROM orders o
CROSS JOIN LATERAL (VALUES ('s', o.seller_company_id),
                           (CASE WHEN o.buyer_company_id IS NULL THEN 'p' ELSE 'b' END, coalesce(o.buyer_company_id, o.buyer_account_id))) AS s (side, owner)
GROUP BY 1, 2, 3, 4, 5;

-- At most one asked fold of a scope waits (report/fold.ts), like order counts' (0033).
CREATE UNIQUE INDEX scheduled_jobs_report_fold_once ON scheduled_jobs (tnt_id, kind, ref_id) WHERE done_at IS NULL AND kind = 'report.foldDays';
