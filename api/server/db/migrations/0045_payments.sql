-- 0045: payments (docs/trading.md "Payment"). A payment is one attempt to pay money for one or more orders
-- of one buyer enterprise: online through the payment provider (the built-in sandbox, or a real one behind
-- the same interface) or offline with a voucher the seller confirms. Money is integer fen.
--
-- status: '1' awaiting payment (the cashier is open), '2' offline voucher awaiting the seller,
--         '3' paid, '4' failed (the provider said so), '5' voucher rejected by the seller,
--         '6' closed (a newer attempt replaced it, or its order left "awaiting payment").
-- channel: '1' online (网银支付), '2' offline (线下支付).
-- kind: '1' one order, '2' batch (several orders of one buyer in one payment), '3' instalment.

CREATE TABLE payments (
  tnt_id            text NOT NULL,
  pay_id            text NOT NULL,
  pay_no            text NOT NULL,                       -- shown to people: ZF + date + time + random
  buyer_company_id  text,                               -- NULL: a personal account pays
  buyer_account_id  text NOT NULL,                       -- the account that paid (a personal buyer's own)
  seller_company_id text,                               -- NULL for a batch over several sellers
  channel           text NOT NULL CHECK (channel IN ('1', '2')),
  kind              text NOT NULL CHECK (kind IN ('1', '2', '3')),
  amount_fen        bigint NOT NULL CHECK (amount_fen > 0),
  status            text NOT NULL CHECK (status IN ('1', '2', '3', '4', '5', '6')),
  provider          text NOT NULL,                       -- 'sandbox' (online) or 'offline'
  provider_ref      text,                                -- the provider's trade number
  vouchers          jsonb NOT NULL DEFAULT '[]',         -- offline: [{id, name, url}] of uploaded files
  remark            text NOT NULL DEFAULT '',
  reject_reason     text NOT NULL DEFAULT '',
  notified_at       timestamptz,                         -- first verified notification from the provider
  paid_at           timestamptz,
  created_by        text NOT NULL,                       -- account id of the payer
  decided_by        text,                                -- offline: the seller's account that confirmed or rejected
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, pay_id),
  UNIQUE (tnt_id, pay_no),
  UNIQUE (tnt_id, provider, provider_ref)
);
CREATE INDEX payments_buyer ON payments (tnt_id, buyer_company_id, created_at DESC, pay_id DESC);
CREATE INDEX payments_seller ON payments (tnt_id, seller_company_id, status, created_at DESC, pay_id DESC);

-- The orders a payment pays, and how much of each (the sum equals payments.amount_fen). instalment_no:
-- 0 the whole order's payable, n the n-th instalment of the order's plan.
CREATE TABLE payment_orders (
  tnt_id         text NOT NULL,
  pay_id         text NOT NULL,
  order_id       text NOT NULL,
  instalment_no  integer NOT NULL DEFAULT 0 CHECK (instalment_no >= 0),
  amount_fen     bigint NOT NULL CHECK (amount_fen > 0),
  PRIMARY KEY (tnt_id, pay_id, order_id),
  FOREIGN KEY (tnt_id, pay_id) REFERENCES payments(tnt_id, pay_id) ON DELETE CASCADE
);
CREATE INDEX payment_orders_order ON payment_orders (tnt_id, order_id, pay_id);

-- Every verified notification from a provider, once (the provider's notification id is the key): a
-- replayed one finds its row and changes nothing.
CREATE TABLE payment_notifications (
  tnt_id        text NOT NULL,
  provider      text NOT NULL,
  notify_id     text NOT NULL,
  pay_id        text NOT NULL,
  trade_status  text NOT NULL,
  amount_fen    bigint NOT NULL,
  outcome       text NOT NULL,                           -- 'applied' or 'ignored' (the payment was already final)
  received_at   timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, provider, notify_id),
  FOREIGN KEY (tnt_id, pay_id) REFERENCES payments(tnt_id, pay_id) ON DELETE CASCADE
);

SELECT scpr_tenant_owned(t) FROM unnest(ARRAY['payments', 'payment_orders', 'payment_notifications']::regclass[]) AS t;

-- The built-in sandbox payment provider's own records: it stands for an outside party, so its trades are
-- not the tenant's data (global, keyed by the provider's trade number; merchant_id names the tenant).
-- status: 'WAIT' (cashier open), 'SUCCESS', 'FAIL', 'CLOSED'.
CREATE TABLE sandbox_pay_trades (
  trade_no      text PRIMARY KEY,
  merchant_id   text NOT NULL,
  out_trade_no  text NOT NULL,                           -- the merchant's payment number
  subject       text NOT NULL,
  amount_fen    bigint NOT NULL CHECK (amount_fen > 0),
  notify_path   text NOT NULL,
  return_path   text NOT NULL,
  status        text NOT NULL CHECK (status IN ('WAIT', 'SUCCESS', 'FAIL', 'CLOSED')),
  created_at    timestamptz NOT NULL,
  decided_at    timestamptz,
  UNIQUE (merchant_id, out_trade_no)
);
GRANT SELECT, INSERT, UPDATE ON sandbox_pay_trades TO scpr_app;

-- Per-deployment secrets of the payment providers (the HMAC key the sandbox signs notifications with),
-- made once at the first start; read by the owner at start-up only, never by the app role.
CREATE TABLE provider_secrets (
  name        text PRIMARY KEY,
  secret      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
