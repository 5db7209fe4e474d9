-- 0020: delivery addresses of a buyer, the pay types a seller accepts and the shop's payment settings
-- (docs/trading.md "Cart, addresses, pay types, freight"). Every table is tenant-owned: tnt_id first in
-- every key, RLS forced.

-- owner_id: the buyer enterprise (company_id) of an enterprise account, or the account itself for a personal
-- account (accountType 1): everyone buying for the same enterprise shares its addresses.
CREATE TABLE addresses (
  tnt_id        text NOT NULL REFERENCES tenants(tnt_id),
  address_id    text NOT NULL,
  owner_id      text NOT NULL,
  consignee     text NOT NULL,
  phone         text NOT NULL,
  region_code   text NOT NULL CHECK (region_code ~ '^[0-9]{6}$'),   -- GB/T 2260 district (or city) code
  region_name   text NOT NULL,                                      -- "山东省 烟台市 芝罘区", from the code
  detail        text NOT NULL,
  postal_code   text NOT NULL DEFAULT '',
  is_default    boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, address_id)
);
-- Exactly one default per owner is kept by the service; at most one is kept by the database.
CREATE UNIQUE INDEX addresses_one_default ON addresses (tnt_id, owner_id) WHERE is_default;
CREATE INDEX addresses_owner ON addresses (tnt_id, owner_id, is_default DESC, updated_at DESC, address_id);

-- Spec 9 pay types 5-10 a seller accepts. A seller without rows accepts 5 (one-time, pay first) only.
-- 8, 9 (instalments): instalment_count and interval_days; 10 (credit sale): credit_days.
CREATE TABLE shop_pay_types (
  tnt_id             text NOT NULL REFERENCES tenants(tnt_id),
  company_id         text NOT NULL,
  pay_type           text NOT NULL CHECK (pay_type IN ('5', '6', '7', '8', '9', '10')),
  enabled            boolean NOT NULL,
  instalment_count   smallint CHECK (instalment_count BETWEEN 2 AND 24),
  interval_days      smallint CHECK (interval_days BETWEEN 1 AND 365),
  credit_days        smallint CHECK (credit_days BETWEEN 1 AND 365),
  updated_at         timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, company_id, pay_type),
  FOREIGN KEY (tnt_id, company_id) REFERENCES companies(tnt_id, company_id),
  CHECK (NOT enabled OR pay_type NOT IN ('8', '9') OR (instalment_count IS NOT NULL AND interval_days IS NOT NULL)),
  CHECK (NOT enabled OR pay_type <> '10' OR credit_days IS NOT NULL)
);

-- The seller's receiving account for offline pay, and whether it takes online pay.
CREATE TABLE shop_pay_settings (
  tnt_id          text NOT NULL REFERENCES tenants(tnt_id),
  company_id      text NOT NULL,
  online_enabled  boolean NOT NULL DEFAULT true,
  bank_name       text NOT NULL DEFAULT '',
  account_name    text NOT NULL DEFAULT '',
  account_no      text NOT NULL DEFAULT '',
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, company_id),
  FOREIGN KEY (tnt_id, company_id) REFERENCES companies(tnt_id, company_id)
);

SELECT scpr_tenant_owned('addresses');
SELECT scpr_tenant_owned('shop_pay_types');
SELECT scpr_tenant_owned('shop_pay_settings');
