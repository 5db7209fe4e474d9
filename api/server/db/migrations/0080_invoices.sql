-- 0080: invoices (DOMAIN.md "Invoices", api/server/modules/invoice/workflow.ts). The buyer applies for an
-- invoice over paid orders of one seller; the seller issues it (its number and file) or refuses it with a
-- reason; the buyer may withdraw an application not yet decided. Money is integer fen.
--
-- status: '1' applied (待开票), '2' issued (已开票), '3' refused (已拒绝), '4' withdrawn (已撤销).
-- invoice_type: '1' ordinary VAT invoice, '2' special VAT invoice.

CREATE TABLE invoices (
  tnt_id            text NOT NULL,
  invoice_id        text NOT NULL,
  apply_no          text NOT NULL,                       -- shown to people: KP + date + time + random
  buyer_company_id  text,                               -- NULL: a personal account applies
  buyer_account_id  text NOT NULL,
  buyer_nm          text NOT NULL,
  seller_company_id text NOT NULL,
  seller_nm         text NOT NULL,
  invoice_type      text NOT NULL CHECK (invoice_type IN ('1', '2')),
  title             text NOT NULL,
  tax_no            text NOT NULL DEFAULT '',
  amount_fen        bigint NOT NULL CHECK (amount_fen > 0),
  status            text NOT NULL CHECK (status IN ('1', '2', '3', '4')),
  invoice_number    text,                                -- the seller's invoice number, once issued
  files             jsonb NOT NULL DEFAULT '[]',         -- [{id, name, url}] of the issued invoice's files
  reason            text NOT NULL DEFAULT '',            -- the seller's refusal reason
  remark            text NOT NULL DEFAULT '',
  created_by        text NOT NULL,
  decided_by        text,
  created_at        timestamptz NOT NULL,
  decided_at        timestamptz,
  updated_at        timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, invoice_id),
  UNIQUE (tnt_id, apply_no)
);
-- An invoice number is issued once by a seller.
CREATE UNIQUE INDEX invoices_number ON invoices (tnt_id, seller_company_id, invoice_number) WHERE invoice_number IS NOT NULL;
CREATE INDEX invoices_buyer ON invoices (tnt_id, buyer_company_id, buyer_account_id, created_at DESC, invoice_id DESC);
CREATE INDEX invoices_seller ON invoices (tnt_id, seller_company_id, status, created_at DESC, invoice_id DESC);

-- The part of the invoice's amount each order carries (the sum equals invoices.amount_fen). An order's
-- amounts in applied or issued invoices never exceed what was paid for it (checked with the order locked).
CREATE TABLE invoice_orders (
  tnt_id      text NOT NULL,
  invoice_id  text NOT NULL,
  order_id    text NOT NULL,
  amount_fen  bigint NOT NULL CHECK (amount_fen >= 0),
  PRIMARY KEY (tnt_id, invoice_id, order_id),
  FOREIGN KEY (tnt_id, invoice_id) REFERENCES invoices(tnt_id, invoice_id) ON DELETE CASCADE
);
CREATE INDEX invoice_orders_order ON invoice_orders (tnt_id, order_id, invoice_id);

-- The document's history, of the workflow kit's shape (docs/workflow.md).
CREATE TABLE invoice_history (
  tnt_id        text NOT NULL,
  invoice_id    text NOT NULL,
  seq           integer NOT NULL,
  move          text NOT NULL,
  from_status   text,                                    -- NULL: the application was made
  to_status     text NOT NULL,
  actor_id      text NOT NULL,
  actor_role    text NOT NULL,                           -- buyer / seller / system
  note          text NOT NULL DEFAULT '',
  at            timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, invoice_id, seq),
  FOREIGN KEY (tnt_id, invoice_id) REFERENCES invoices(tnt_id, invoice_id) ON DELETE CASCADE
);

SELECT scpr_tenant_owned(t) FROM unnest(ARRAY['invoices', 'invoice_orders', 'invoice_history']::regclass[]) AS t;
