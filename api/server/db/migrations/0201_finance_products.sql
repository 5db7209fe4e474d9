-- 0201: financial services (spec 2 /finance): the tenant's partner institutions and the financial products
-- they offer its members. api/server/modules/finance. Rates in basis points (435 = 4.35%), the largest
-- amount in fen, terms in months.
CREATE TABLE finance_partners (
  tnt_id        text NOT NULL REFERENCES tenants(tnt_id),
  partner_id    text NOT NULL,
  partner_name  text NOT NULL CHECK (length(partner_name) BETWEEN 1 AND 50),
  partner_type  text NOT NULL CHECK (partner_type IN ('1', '2', '3')),   -- 1 银行, 2 保险公司, 3 融资担保
  hotline       text NOT NULL CHECK (hotline ~ '^[0-9-]{5,20}$'),
  intro         text NOT NULL DEFAULT '' CHECK (length(intro) <= 500),
  sort_no       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tnt_id, partner_id)
);
CREATE UNIQUE INDEX finance_partners_name ON finance_partners (tnt_id, partner_name);

CREATE TABLE finance_products (
  tnt_id          text NOT NULL REFERENCES tenants(tnt_id),
  product_id      text NOT NULL,
  partner_id      text NOT NULL,
  product_name    text NOT NULL CHECK (length(product_name) BETWEEN 1 AND 50),
  product_type    text NOT NULL CHECK (product_type IN ('1', '2', '3', '4', '5')),
  rate_min_bp     integer NOT NULL CHECK (rate_min_bp >= 0),
  rate_max_bp     integer NOT NULL CHECK (rate_max_bp >= rate_min_bp AND rate_max_bp <= 10000),
  max_amount_fen  bigint NOT NULL CHECK (max_amount_fen > 0),
  term_min        integer NOT NULL CHECK (term_min > 0),
  term_max        integer NOT NULL CHECK (term_max >= term_min AND term_max <= 360),
  status          text NOT NULL CHECK (status IN ('1', '2')),   -- 1 可申请, 2 暂停申请
  features        text NOT NULL CHECK (length(features) BETWEEN 1 AND 200),
  conditions      text NOT NULL CHECK (length(conditions) BETWEEN 1 AND 500),
  sort_no         integer NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, product_id),
  FOREIGN KEY (tnt_id, partner_id) REFERENCES finance_partners (tnt_id, partner_id)
);
CREATE UNIQUE INDEX finance_products_name ON finance_products (tnt_id, partner_id, product_name);
CREATE INDEX finance_products_list ON finance_products (tnt_id, status, sort_no, product_id);

SELECT scpr_tenant_owned('finance_partners');
SELECT scpr_tenant_owned('finance_products');
