-- 0160: cash accounts (spec 2.8 cash-account-manage, spec 7 "/acl/acl/entBankCard/*"): the bank accounts an
-- enterprise (or a personal member's account) receives money on. api/server/modules/bankcard.
-- owner_id: the enterprise (company_id) of an enterprise account, or the account itself for a personal
-- account, as for delivery addresses. The bank, branch and region names are kept as chosen (the reference
-- lists may rename a branch later; the account keeps what its holder confirmed).
CREATE TABLE bank_cards (
  tnt_id         text NOT NULL REFERENCES tenants(tnt_id),
  card_id        text NOT NULL,
  owner_id       text NOT NULL,
  account_type   text NOT NULL CHECK (account_type IN ('1', '2')),   -- 1 对公账户, 2 个人银行卡
  account_name   text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 50),
  card_no        text NOT NULL CHECK (card_no ~ '^[0-9]{8,30}$'),
  bank_code      text NOT NULL CHECK (bank_code ~ '^[0-9]{3}$'),
  bank_name      text NOT NULL,
  province_code  text NOT NULL CHECK (province_code ~ '^[0-9]{2}0000$'),
  province_name  text NOT NULL,
  city_code      text NOT NULL CHECK (city_code ~ '^[0-9]{4}00$'),
  city_name      text NOT NULL,
  branch_code    text NOT NULL,
  branch_name    text NOT NULL,
  is_default     boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, card_id)
);
-- One account number once per owner; at most one default per owner (the service keeps exactly one).
CREATE UNIQUE INDEX bank_cards_owner_no ON bank_cards (tnt_id, owner_id, card_no);
CREATE UNIQUE INDEX bank_cards_one_default ON bank_cards (tnt_id, owner_id) WHERE is_default;
CREATE INDEX bank_cards_owner ON bank_cards (tnt_id, owner_id, is_default DESC, created_at DESC, card_id);

SELECT scpr_tenant_owned('bank_cards');
