-- 0046 (issue 29): one payment attempt per order, money taken twice given back, and a result page for the
-- payer alone (docs/trading.md "Payment").
--
-- status '7' refunded: money the provider took for orders that no longer owed it (a superseded or closed
-- attempt, the order cancelled or paid by another attempt) was given back through the provider.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('1', '2', '3', '4', '5', '6', '7'));
-- The refund of such money: its number (set when the refund becomes due; status stays '3' 支付成功 until
-- the provider confirms), the provider's reference and when it was made.
ALTER TABLE payments ADD COLUMN refund_no text;
ALTER TABLE payments ADD COLUMN refund_ref text;
ALTER TABLE payments ADD COLUMN refunded_at timestamptz;
CREATE INDEX payments_refund_due ON payments (tnt_id, pay_id) WHERE refund_no IS NOT NULL AND refunded_at IS NULL;
-- The SHA-256 of an online attempt's own return token (the provider sends the payer's browser back with
-- it; only its holder sees the outcome). Vouchers have none.
ALTER TABLE payments ADD COLUMN return_digest text CHECK (return_digest ~ '^[0-9a-f]{64}$');
CREATE UNIQUE INDEX payments_return ON payments (tnt_id, return_digest) WHERE return_digest IS NOT NULL;

-- The sandbox provider's refunds (its own records, global like its trades): one full refund per trade,
-- idempotent by the merchant's refund number.
CREATE TABLE sandbox_pay_refunds (
  refund_id    text PRIMARY KEY,
  merchant_id  text NOT NULL,
  refund_no    text NOT NULL,
  trade_no     text NOT NULL UNIQUE REFERENCES sandbox_pay_trades(trade_no),
  amount_fen   bigint NOT NULL CHECK (amount_fen > 0),
  reason       text NOT NULL,
  created_at   timestamptz NOT NULL,
  UNIQUE (merchant_id, refund_no)
);
GRANT SELECT, INSERT ON sandbox_pay_refunds TO scpr_app;

-- Voucher files are the two parties' only (the buyer's and the seller's enterprises): a restricted file is
-- not served to anonymous callers (modules/file: a party's page hands out short-lived signed addresses).
ALTER TABLE files ADD COLUMN restricted boolean NOT NULL DEFAULT false;
