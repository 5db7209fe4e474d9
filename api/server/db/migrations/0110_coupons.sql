-- 0110: coupons (DOMAIN.md "Coupons", api/server/modules/coupon/workflow.ts). A seller's coupon (the
-- template: rule, scope, validity, total, per-buyer limit) is taken by buyers as issued coupons, which an
-- order uses at checkout. Money is integer fen.
--
-- coupons.status: '1' not started (未开始), '2' running (进行中), '3' ended (已结束), '4' closed (已关闭).
-- coupon_type: '1' amount off above a threshold (满减; threshold 0: 无门槛), '2' discount (折扣) with a cap.
-- scope_type: '1' all the seller's goods, '2' these categories (and their sub-categories), '3' these goods.
-- valid_type: '1' fixed dates (start_at .. end_at), '2' valid_days days after it is taken.
-- user_coupons.status: '1' unused (未使用), '2' used (已使用), '3' expired (已过期).

CREATE TABLE coupons (
  tnt_id             text NOT NULL,
  coupon_id          text NOT NULL,
  seller_company_id  text NOT NULL,
  seller_nm          text NOT NULL,
  coupon_nm          text NOT NULL,
  coupon_type        text NOT NULL CHECK (coupon_type IN ('1', '2')),
  threshold_fen      bigint NOT NULL CHECK (threshold_fen >= 0),
  value_fen          bigint NOT NULL DEFAULT 0 CHECK (value_fen >= 0),     -- type 1: the amount off
  rate_tenths        smallint NOT NULL DEFAULT 0 CHECK (rate_tenths BETWEEN 0 AND 99), -- type 2: 85 = 8.5折 (pay 85%)
  max_off_fen        bigint NOT NULL DEFAULT 0 CHECK (max_off_fen >= 0),  -- type 2: the cap (0: none)
  scope_type         text NOT NULL CHECK (scope_type IN ('1', '2', '3')),
  scope_ids          jsonb NOT NULL DEFAULT '[]',                         -- category or item ids
  scope_names        text NOT NULL DEFAULT '',
  valid_type         text NOT NULL CHECK (valid_type IN ('1', '2')),
  start_at           timestamptz NOT NULL,                               -- taking opens (China day start)
  end_at             timestamptz NOT NULL,                               -- taking closes (exclusive)
  valid_days         integer NOT NULL DEFAULT 0 CHECK (valid_days BETWEEN 0 AND 365),
  total_count        integer NOT NULL CHECK (total_count > 0),
  taken_count        integer NOT NULL DEFAULT 0,
  used_count         integer NOT NULL DEFAULT 0,
  per_limit          integer NOT NULL CHECK (per_limit > 0),
  status             text NOT NULL CHECK (status IN ('1', '2', '3', '4')),
  remark             text NOT NULL DEFAULT '',
  created_by         text NOT NULL,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, coupon_id),
  -- Never more taken than the total, never more used than taken: the last wall behind the locked take.
  CHECK (taken_count >= 0 AND taken_count <= total_count),
  CHECK (used_count >= 0 AND used_count <= taken_count),
  CHECK (end_at > start_at),
  FOREIGN KEY (tnt_id, seller_company_id) REFERENCES companies(tnt_id, company_id)
);
CREATE INDEX coupons_seller ON coupons (tnt_id, seller_company_id, created_at DESC, coupon_id DESC);
CREATE INDEX coupons_running ON coupons (tnt_id, status, end_at);

CREATE TABLE user_coupons (
  tnt_id             text NOT NULL,
  user_coupon_id     text NOT NULL,
  coupon_id          text NOT NULL,
  seller_company_id  text NOT NULL,
  owner_id           text NOT NULL,                                      -- the buyer enterprise, or the personal account
  buyer_company_id   text,
  buyer_account_id   text NOT NULL,                                      -- who took it
  buyer_nm           text NOT NULL,
  status             text NOT NULL CHECK (status IN ('1', '2', '3')),
  valid_from         timestamptz NOT NULL,
  valid_to           timestamptz NOT NULL,                               -- exclusive
  order_id           text,                                               -- the order that used it
  order_no           text,
  discount_fen       bigint NOT NULL DEFAULT 0 CHECK (discount_fen >= 0),
  taken_at           timestamptz NOT NULL,
  used_at            timestamptz,
  updated_at         timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, user_coupon_id),
  FOREIGN KEY (tnt_id, coupon_id) REFERENCES coupons(tnt_id, coupon_id)
);
CREATE INDEX user_coupons_owner ON user_coupons (tnt_id, owner_id, status, taken_at DESC, user_coupon_id DESC);
CREATE INDEX user_coupons_coupon ON user_coupons (tnt_id, coupon_id, owner_id);
CREATE INDEX user_coupons_order ON user_coupons (tnt_id, order_id) WHERE order_id IS NOT NULL;
CREATE INDEX user_coupons_expiry ON user_coupons (tnt_id, valid_to) WHERE status = '1';

-- The two documents' histories, of the workflow kit's shape (docs/workflow.md).
CREATE TABLE coupon_history (
  tnt_id        text NOT NULL,
  coupon_id     text NOT NULL,
  seq           integer NOT NULL,
  move          text NOT NULL,
  from_status   text,
  to_status     text NOT NULL,
  actor_id      text NOT NULL,
  actor_role    text NOT NULL,
  note          text NOT NULL DEFAULT '',
  at            timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, coupon_id, seq),
  FOREIGN KEY (tnt_id, coupon_id) REFERENCES coupons(tnt_id, coupon_id) ON DELETE CASCADE
);
CREATE TABLE user_coupon_history (
  tnt_id          text NOT NULL,
  user_coupon_id  text NOT NULL,
  seq             integer NOT NULL,
  move            text NOT NULL,
  from_status     text,
  to_status       text NOT NULL,
  actor_id        text NOT NULL,
  actor_role      text NOT NULL,
  note            text NOT NULL DEFAULT '',
  at              timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, user_coupon_id, seq),
  FOREIGN KEY (tnt_id, user_coupon_id) REFERENCES user_coupons(tnt_id, user_coupon_id) ON DELETE CASCADE
);

SELECT scpr_tenant_owned(t) FROM unnest(ARRAY['coupons', 'user_coupons', 'coupon_history', 'user_coupon_history']::regclass[]) AS t;
