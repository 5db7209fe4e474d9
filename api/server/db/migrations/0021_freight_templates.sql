-- 0021: freight templates of a seller (DOMAIN.md "Freight templates"): charge mode, region rows with first
-- unit + first fee and extra unit + extra fee, free-shipping rows; goods name their template. Fees are
-- integer fen; units integer thousandths of the charge unit (piece, kg, m3), so the fee rule
-- first + ceil((qty - first) / extra) x extra fee is integer arithmetic.

-- charge_mode: '1' by piece, '2' by weight (kg), '3' by volume (m3) (code list FREIGHT_CHARGE_MODE).
CREATE TABLE freight_templates (
  tnt_id         text NOT NULL REFERENCES tenants(tnt_id),
  template_id    text NOT NULL,
  company_id     text NOT NULL,
  template_nm    text NOT NULL,
  charge_mode    text NOT NULL CHECK (charge_mode IN ('1', '2', '3')),
  is_default     boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, template_id),
  UNIQUE (tnt_id, company_id, template_nm),
  FOREIGN KEY (tnt_id, company_id) REFERENCES companies(tnt_id, company_id)
);
CREATE UNIQUE INDEX freight_templates_one_default ON freight_templates (tnt_id, company_id) WHERE is_default;
CREATE INDEX freight_templates_company ON freight_templates (tnt_id, company_id, updated_at DESC, template_id);

-- regions: JSON array of GB/T 2260 province (xx0000) or city (xxxx00) codes; a district code matches the
-- most specific row containing its city or province.
CREATE TABLE freight_rules (
  tnt_id            text NOT NULL,
  template_id       text NOT NULL,
  rule_no           smallint NOT NULL,
  regions           jsonb NOT NULL,
  first_unit_milli  bigint NOT NULL CHECK (first_unit_milli > 0),
  first_fee_cents   bigint NOT NULL CHECK (first_fee_cents >= 0),
  extra_unit_milli  bigint NOT NULL CHECK (extra_unit_milli > 0),
  extra_fee_cents   bigint NOT NULL CHECK (extra_fee_cents >= 0),
  PRIMARY KEY (tnt_id, template_id, rule_no),
  FOREIGN KEY (tnt_id, template_id) REFERENCES freight_templates(tnt_id, template_id) ON DELETE CASCADE
);

-- Free shipping to these regions when the goods amount reaches min_amount_cents and/or the piece count
-- reaches min_count (both, when both are set).
CREATE TABLE freight_free_rules (
  tnt_id            text NOT NULL,
  template_id       text NOT NULL,
  rule_no           smallint NOT NULL,
  regions           jsonb NOT NULL,
  min_amount_cents  bigint CHECK (min_amount_cents >= 0),
  min_count         integer CHECK (min_count > 0),
  PRIMARY KEY (tnt_id, template_id, rule_no),
  FOREIGN KEY (tnt_id, template_id) REFERENCES freight_templates(tnt_id, template_id) ON DELETE CASCADE,
  CHECK (min_amount_cents IS NOT NULL OR min_count IS NOT NULL)
);

-- Goods name their freight template (DOMAIN.md "SPU ... delivery (freight template)"); none: the seller's
-- default template, and with no template at all the seller ships free. A template in use cannot be deleted.
ALTER TABLE items ADD COLUMN freight_template_id text;
ALTER TABLE items ADD CONSTRAINT items_freight_template
  FOREIGN KEY (tnt_id, freight_template_id) REFERENCES freight_templates(tnt_id, template_id);
CREATE INDEX items_freight_template ON items (tnt_id, freight_template_id) WHERE freight_template_id IS NOT NULL;
-- The SKU's volume (m3) for templates charging by volume (weight is already there, kg).
ALTER TABLE item_skus ADD COLUMN volume numeric(14,3);

SELECT scpr_tenant_owned('freight_templates');
SELECT scpr_tenant_owned('freight_rules');
SELECT scpr_tenant_owned('freight_free_rules');
