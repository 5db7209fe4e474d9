-- 0120 (issue 31 item 5): shop settlements (docs/trading.md "Settlements"). The platform collects the buyers'
-- online payments for the shops (the sandbox provider's merchant is the platform's); a shop asks the
-- platform to settle its completed orders (结算单), the platform approves or refuses the bill, then pays it
-- out (its bank transfer recorded once). Money is integer fen; tnt_id leads every key.
--
-- status (settlement/workflow.ts): 10 awaiting the platform's review, 20 awaiting payment, 30 settled,
-- 90 cancelled by the shop, 91 refused by the platform.
CREATE TABLE settlements (
  tnt_id             text NOT NULL,
  settlement_id      text NOT NULL,
  settlement_no      text NOT NULL,                       -- JS + China date and time + 6 random digits
  seller_company_id  text NOT NULL,
  seller_nm          text NOT NULL,
  status             smallint NOT NULL CHECK (status IN (10, 20, 30, 90, 91)),
  order_count        integer NOT NULL CHECK (order_count > 0),
  amount_fen         bigint NOT NULL CHECK (amount_fen > 0),  -- the sum of settlement_orders.amount_fen
  remark             text NOT NULL DEFAULT '',
  refuse_reason      text NOT NULL DEFAULT '',
  pay_no             text,                                -- the payout, once paid: FK + the bill's number
  transfer_no        text,                                -- the platform's bank transfer serial number
  paid_at            timestamptz,
  paid_by            text,
  created_by         text NOT NULL,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, settlement_id),
  UNIQUE (tnt_id, settlement_no)
);
-- One bank transfer pays one bill: the same serial number cannot be recorded twice.
CREATE UNIQUE INDEX settlements_transfer ON settlements (tnt_id, transfer_no) WHERE transfer_no IS NOT NULL;
CREATE INDEX settlements_seller ON settlements (tnt_id, seller_company_id, created_at DESC, settlement_id DESC);
CREATE INDEX settlements_status ON settlements (tnt_id, status, created_at DESC, settlement_id DESC);

-- The orders of a bill, each with the amount it settles (what the platform collected for it online less
-- what went back to the buyer online). `holding` is true while the bill stands (10, 20, 30): an order is in
-- at most one standing bill, held by the partial unique index even where a path forgot the lock.
CREATE TABLE settlement_orders (
  tnt_id         text NOT NULL,
  settlement_id  text NOT NULL,
  order_id       text NOT NULL,
  order_no       text NOT NULL,
  buyer_nm       text NOT NULL,
  completed_at   timestamptz,
  collected_fen  bigint NOT NULL CHECK (collected_fen >= 0),
  refunded_fen   bigint NOT NULL CHECK (refunded_fen >= 0),
  amount_fen     bigint NOT NULL CHECK (amount_fen > 0 AND amount_fen = collected_fen - refunded_fen),
  holding        boolean NOT NULL DEFAULT true,
  PRIMARY KEY (tnt_id, settlement_id, order_id),
  FOREIGN KEY (tnt_id, settlement_id) REFERENCES settlements(tnt_id, settlement_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX settlement_orders_one_standing ON settlement_orders (tnt_id, order_id) WHERE holding;
CREATE INDEX settlement_orders_order ON settlement_orders (tnt_id, order_id);

-- The document's history, of the workflow kit's shape (docs/workflow.md).
CREATE TABLE settlement_history (
  tnt_id         text NOT NULL,
  settlement_id  text NOT NULL,
  seq            integer NOT NULL,
  move           text NOT NULL,
  from_status    smallint,
  to_status      smallint NOT NULL,
  actor_id       text NOT NULL,
  actor_role     text NOT NULL,                            -- seller / platform / system
  note           text NOT NULL DEFAULT '',
  at             timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, settlement_id, seq),
  FOREIGN KEY (tnt_id, settlement_id) REFERENCES settlements(tnt_id, settlement_id) ON DELETE CASCADE
);

SELECT scpr_tenant_owned(t) FROM unnest(ARRAY['settlements', 'settlement_orders', 'settlement_history']::regclass[]) AS t;
