-- 0070 (issue 31 item 1): after-sales (DOMAIN.md "After-sales", docs/trading.md "After-sales"). One
-- after-sale asks for one order line: refund only (way 1) or return and refund (way 2). Money is integer
-- fen; tnt_id leads every key.
--
-- status (the workflow's codes, aftersale/workflow.ts): 10 applied, 20 awaiting the buyer's return,
-- 30 awaiting the seller's receipt, 40 refund in progress, 50 finished, 61 cancelled by the buyer,
-- 62 refused by the seller, 63 return refused by the seller.
CREATE TABLE after_sales (
  tnt_id              text NOT NULL,
  after_sale_id       text NOT NULL,
  after_sale_no       text NOT NULL,                      -- SH + order number + line + attempt
  order_id            text NOT NULL,
  line_no             smallint NOT NULL CHECK (line_no > 0),
  way                 smallint NOT NULL CHECK (way IN (1, 2)),
  status              smallint NOT NULL CHECK (status IN (10, 20, 30, 40, 50, 61, 62, 63)),
  buyer_company_id    text,                               -- NULL: a personal account bought
  buyer_account_id    text NOT NULL,
  buyer_nm            text NOT NULL,
  seller_company_id   text NOT NULL,
  seller_nm           text NOT NULL,
  item_nm             text NOT NULL,                      -- the line's snapshot, as the lists show it
  spec_values         text NOT NULL,
  picture             text NOT NULL DEFAULT '',
  quantity            bigint NOT NULL CHECK (quantity > 0),
  amount_fen          bigint NOT NULL CHECK (amount_fen > 0),
  reason              text NOT NULL,                      -- code list AFTER_SALE_REASON
  description         text NOT NULL DEFAULT '',
  evidence            jsonb NOT NULL DEFAULT '[]',        -- [{id, name, url}] of uploaded pictures
  refuse_reason       text NOT NULL DEFAULT '',
  express_code        text NOT NULL DEFAULT '',           -- the buyer's return logistics (way 2)
  express_nm          text NOT NULL DEFAULT '',
  tracking_no         text NOT NULL DEFAULT '',
  shipped_at          timestamptz,
  received_at         timestamptz,
  refunded_at         timestamptz,
  created_by          text NOT NULL,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, after_sale_id),
  UNIQUE (tnt_id, after_sale_no),
  FOREIGN KEY (tnt_id, order_id) REFERENCES orders(tnt_id, order_id)
);
-- One open after-sale per order line: two creates at once for one line, one wins.
CREATE UNIQUE INDEX after_sales_one_open ON after_sales (tnt_id, order_id, line_no) WHERE status IN (10, 20, 30, 40);
CREATE INDEX after_sales_seller ON after_sales (tnt_id, seller_company_id, created_at DESC, after_sale_id DESC);
CREATE INDEX after_sales_buyer ON after_sales (tnt_id, buyer_company_id, buyer_account_id, created_at DESC, after_sale_id DESC);
CREATE INDEX after_sales_order ON after_sales (tnt_id, order_id, line_no);

-- One row per move or event (the workflow kit's shape, docs/workflow.md).
CREATE TABLE after_sale_history (
  tnt_id         text NOT NULL,
  after_sale_id  text NOT NULL,
  seq            integer NOT NULL,
  move           text NOT NULL,
  from_status    smallint,
  to_status      smallint NOT NULL,
  actor_id       text NOT NULL,
  actor_role     text NOT NULL,
  note           text NOT NULL DEFAULT '',
  at             timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, after_sale_id, seq),
  FOREIGN KEY (tnt_id, after_sale_id) REFERENCES after_sales(tnt_id, after_sale_id) ON DELETE CASCADE
);

-- The refund of an after-sale, in parts: one per online payment of the order it is taken back from
-- (channel '1': through the payment provider, refund_no its idempotency key there) and at most one paid back
-- by the seller outside the platform (channel '2', for money paid by voucher). Planned when the after-sale
-- reaches 40 (refund in progress), each part refunded once (refunded_at), the after-sale 50 when all are.
CREATE TABLE after_sale_refunds (
  tnt_id         text NOT NULL,
  after_sale_id  text NOT NULL,
  part           smallint NOT NULL CHECK (part > 0),
  channel        text NOT NULL CHECK (channel IN ('1', '2')),
  pay_id         text,                                    -- the online payment refunded (channel '1')
  pay_no         text,
  amount_fen     bigint NOT NULL CHECK (amount_fen > 0),
  refund_no      text NOT NULL,
  refund_ref     text,                                    -- the provider's refund id (or 'offline')
  refunded_at    timestamptz,
  CHECK ((channel = '1') = (pay_id IS NOT NULL)),
  PRIMARY KEY (tnt_id, after_sale_id, part),
  UNIQUE (tnt_id, refund_no),
  FOREIGN KEY (tnt_id, after_sale_id) REFERENCES after_sales(tnt_id, after_sale_id) ON DELETE CASCADE
);
CREATE INDEX after_sale_refunds_pay ON after_sale_refunds (tnt_id, pay_id) WHERE pay_id IS NOT NULL;

SELECT scpr_tenant_owned(t) FROM unnest(ARRAY['after_sales', 'after_sale_history', 'after_sale_refunds']::regclass[]) AS t;

-- The sandbox provider refunds a trade in parts now (after-sales refund one line of an order a payment
-- paid): any number of refunds per trade, never more than the trade in all, each once by its number.
ALTER TABLE sandbox_pay_refunds DROP CONSTRAINT sandbox_pay_refunds_trade_no_key;
CREATE INDEX sandbox_pay_refunds_trade ON sandbox_pay_refunds (trade_no);
