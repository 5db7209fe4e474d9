-- Orders (DOMAIN.md "Orders (indent)", docs/trading.md): the order, its lines (SKU snapshot), one history row
-- per move, deliveries by lines and quantities, instalment plans, stock reservations, order numbers per
-- tenant and day, and the durable job table of the scheduler. Money is integer fen. tnt_id leads every key.

-- Reserved stock of a SKU: on hand (stock) stays what the warehouse holds until delivery; available =
-- stock - reserved. Kept equal to the sum of order_reservations by the order moves (same transaction).
ALTER TABLE item_skus ADD COLUMN reserved bigint NOT NULL DEFAULT 0 CHECK (reserved >= 0);

CREATE TABLE orders (
  tnt_id             text NOT NULL,
  order_id           text NOT NULL,
  order_no           text NOT NULL,                      -- yyyymmdd + 6-digit sequence of the tenant's day
  order_type         smallint NOT NULL CHECK (order_type IN (1, 2, 3)),
  pay_type           smallint NOT NULL CHECK (pay_type BETWEEN 5 AND 10),
  status             smallint NOT NULL CHECK (status IN (10, 15, 20, 25, 30, 35, 40, 45, 50, 90, 91)),
  kind               text NOT NULL DEFAULT 'normal' CHECK (kind IN ('normal', 'offline', 'replacement')),
  frozen             boolean NOT NULL DEFAULT false,
  frozen_reason      text NOT NULL DEFAULT '',
  buyer_company_id   text,                               -- NULL: a personal account buys
  buyer_account_id   text NOT NULL,
  buyer_nm           text NOT NULL,
  seller_company_id  text NOT NULL,
  seller_nm          text NOT NULL,
  created_by         text NOT NULL,                      -- the account that placed it (agent orders: the seller's)
  goods_fen          bigint NOT NULL CHECK (goods_fen >= 0),
  freight_fen        bigint NOT NULL DEFAULT 0 CHECK (freight_fen >= 0),
  discount_fen       bigint NOT NULL DEFAULT 0 CHECK (discount_fen >= 0),
  adjust_fen         bigint NOT NULL DEFAULT 0,
  payable_fen        bigint NOT NULL CHECK (payable_fen >= 0),
  paid_fen           bigint NOT NULL DEFAULT 0 CHECK (paid_fen >= 0 AND paid_fen <= payable_fen),
  refunded_fen       bigint NOT NULL DEFAULT 0 CHECK (refunded_fen >= 0 AND refunded_fen <= paid_fen),
  address            jsonb NOT NULL DEFAULT '{}',        -- snapshot at create
  invoice            jsonb NOT NULL DEFAULT '{}',        -- the buyer's invoice wish
  note               text NOT NULL DEFAULT '',
  reason             text NOT NULL DEFAULT '',           -- refusal / cancel reason
  goods_names        text NOT NULL DEFAULT '',           -- the lines' goods names, for the goods filter
  origin_order_id    text,                               -- replacement orders: the original order
  stock_reserved     boolean NOT NULL DEFAULT false,
  credit_due_date    date,                               -- pay type 10
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, order_id),
  UNIQUE (tnt_id, order_no),
  CHECK (payable_fen = goods_fen + freight_fen - discount_fen + adjust_fen),
  FOREIGN KEY (tnt_id, seller_company_id) REFERENCES companies(tnt_id, company_id)
);
CREATE INDEX orders_seller ON orders (tnt_id, seller_company_id, created_at DESC, order_id DESC);
CREATE INDEX orders_seller_status ON orders (tnt_id, seller_company_id, status, created_at DESC, order_id DESC);
CREATE INDEX orders_buyer ON orders (tnt_id, buyer_company_id, created_at DESC, order_id DESC);
CREATE INDEX orders_buyer_account ON orders (tnt_id, buyer_account_id, created_at DESC, order_id DESC);
CREATE INDEX orders_tenant ON orders (tnt_id, created_at DESC, order_id DESC);
CREATE INDEX orders_origin ON orders (tnt_id, origin_order_id) WHERE origin_order_id IS NOT NULL;

CREATE TABLE order_lines (
  tnt_id          text NOT NULL,
  order_id        text NOT NULL,
  line_no         smallint NOT NULL CHECK (line_no > 0),
  sku_id          text NOT NULL,
  item_id         text NOT NULL,
  item_nm         text NOT NULL,
  spec_values     text NOT NULL,
  picture         text NOT NULL DEFAULT '',
  unit_nm         text NOT NULL DEFAULT '',
  price_fen       bigint NOT NULL CHECK (price_fen >= 0),
  quantity        bigint NOT NULL CHECK (quantity > 0),
  delivered_qty   bigint NOT NULL DEFAULT 0 CHECK (delivered_qty >= 0 AND delivered_qty <= quantity),
  amount_fen      bigint NOT NULL CHECK (amount_fen >= 0),
  origin_line_no  smallint,                              -- replacement orders: the original order's line
  PRIMARY KEY (tnt_id, order_id, line_no),
  FOREIGN KEY (tnt_id, order_id) REFERENCES orders(tnt_id, order_id) ON DELETE CASCADE
);
CREATE INDEX order_lines_sku ON order_lines (tnt_id, sku_id);

CREATE TABLE order_history (
  tnt_id        text NOT NULL,
  order_id      text NOT NULL,
  seq           integer NOT NULL,
  move          text NOT NULL,
  from_status   smallint,                                -- NULL: the order was created
  to_status     smallint NOT NULL,
  actor_id      text NOT NULL,                           -- account id, or 'system'
  actor_role    text NOT NULL,                           -- buyer / seller / platform / system
  note          text NOT NULL DEFAULT '',
  at            timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, order_id, seq),
  FOREIGN KEY (tnt_id, order_id) REFERENCES orders(tnt_id, order_id) ON DELETE CASCADE
);

CREATE TABLE order_deliveries (
  tnt_id        text NOT NULL,
  delivery_id   text NOT NULL,
  order_id      text NOT NULL,
  express_code  text NOT NULL,
  express_nm    text NOT NULL,
  tracking_no   text NOT NULL,
  status        smallint NOT NULL CHECK (status IN (1, 2, 3, 4, 5)),  -- DELIVERY_STATUS code list
  created_by    text NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, delivery_id),
  FOREIGN KEY (tnt_id, order_id) REFERENCES orders(tnt_id, order_id) ON DELETE CASCADE
);
CREATE INDEX order_deliveries_order ON order_deliveries (tnt_id, order_id, created_at);

CREATE TABLE order_delivery_lines (
  tnt_id        text NOT NULL,
  delivery_id   text NOT NULL,
  line_no       smallint NOT NULL,
  quantity      bigint NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (tnt_id, delivery_id, line_no),
  FOREIGN KEY (tnt_id, delivery_id) REFERENCES order_deliveries(tnt_id, delivery_id) ON DELETE CASCADE
);

CREATE TABLE order_instalments (
  tnt_id        text NOT NULL,
  order_id      text NOT NULL,
  seq           smallint NOT NULL CHECK (seq > 0),
  amount_fen    bigint NOT NULL CHECK (amount_fen >= 0),
  due_date      date NOT NULL,
  paid_at       timestamptz,
  PRIMARY KEY (tnt_id, order_id, seq),
  FOREIGN KEY (tnt_id, order_id) REFERENCES orders(tnt_id, order_id) ON DELETE CASCADE
);

CREATE TABLE order_reservations (
  tnt_id        text NOT NULL,
  order_id      text NOT NULL,
  sku_id        text NOT NULL,
  quantity      bigint NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (tnt_id, order_id, sku_id),
  FOREIGN KEY (tnt_id, order_id) REFERENCES orders(tnt_id, order_id) ON DELETE CASCADE
);
CREATE INDEX order_reservations_sku ON order_reservations (tnt_id, sku_id);

CREATE TABLE order_number_seq (
  tnt_id        text NOT NULL,
  day           text NOT NULL,                           -- yyyymmdd, China time
  last_no       bigint NOT NULL,
  PRIMARY KEY (tnt_id, day)
);

-- The scheduler's durable jobs (docs/trading.md "Scheduler"): written in the transaction that makes them
-- due, polled with FOR UPDATE SKIP LOCKED, done_at set when handled.
CREATE TABLE scheduled_jobs (
  tnt_id        text NOT NULL,
  job_id        text NOT NULL,
  kind          text NOT NULL,
  ref_id        text NOT NULL,
  run_at        timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  last_error    text NOT NULL DEFAULT '',
  done_at       timestamptz,
  PRIMARY KEY (tnt_id, job_id)
);
CREATE INDEX scheduled_jobs_due ON scheduled_jobs (tnt_id, run_at) WHERE done_at IS NULL;

SELECT scpr_tenant_owned('orders');
SELECT scpr_tenant_owned('order_lines');
SELECT scpr_tenant_owned('order_history');
SELECT scpr_tenant_owned('order_deliveries');
SELECT scpr_tenant_owned('order_delivery_lines');
SELECT scpr_tenant_owned('order_instalments');
SELECT scpr_tenant_owned('order_reservations');
SELECT scpr_tenant_owned('order_number_seq');
SELECT scpr_tenant_owned('scheduled_jobs');
