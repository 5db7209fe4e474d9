-- 0022: the cart (docs/trading.md "Cart"): one line per (buyer, SKU); adding the same SKU again merges
-- into the line. owner_id as in addresses (the buyer enterprise, or the personal account). The line keeps
-- what the buyer saw when adding it (name, spec, picture, price) so a line whose goods were deleted still
-- shows what it was, and a price change since adding can be told.
CREATE TABLE cart_lines (
  tnt_id            text NOT NULL REFERENCES tenants(tnt_id),
  owner_id          text NOT NULL,
  sku_id            text NOT NULL,
  item_id           text NOT NULL,
  seller_id         text NOT NULL,                     -- the goods' enterprise (company_id)
  item_nm           text NOT NULL,
  spec_values       text NOT NULL,
  picture           text NOT NULL DEFAULT '',
  quantity          integer NOT NULL CHECK (quantity BETWEEN 1 AND 99999),
  added_price_cents bigint NOT NULL CHECK (added_price_cents >= 0),
  selected          boolean NOT NULL DEFAULT true,
  added_by          text NOT NULL,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, owner_id, sku_id)
);
CREATE INDEX cart_lines_owner ON cart_lines (tnt_id, owner_id, seller_id, created_at DESC);

SELECT scpr_tenant_owned('cart_lines');
