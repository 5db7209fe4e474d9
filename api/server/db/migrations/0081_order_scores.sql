-- 0081: order scores (spec 7 /item/cst/orderItemScore). The buyer of a completed order scores each of its
-- lines once: 1-5 stars, a text, pictures. A product's details show the average and the reviews.

CREATE TABLE order_scores (
  tnt_id            text NOT NULL,
  score_id          text NOT NULL,
  order_id          text NOT NULL,
  line_no           smallint NOT NULL,
  item_id           text NOT NULL,
  spec_values       text NOT NULL DEFAULT '',
  buyer_company_id  text,
  buyer_account_id  text NOT NULL,
  buyer_nm          text NOT NULL,                       -- shown masked on the product's details
  stars             smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  content           text NOT NULL DEFAULT '' CHECK (char_length(content) <= 500),
  pictures          jsonb NOT NULL DEFAULT '[]',         -- [{id, name, url}] of uploaded pictures
  created_at        timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, score_id),
  -- once per order line
  UNIQUE (tnt_id, order_id, line_no),
  FOREIGN KEY (tnt_id, order_id) REFERENCES orders(tnt_id, order_id) ON DELETE CASCADE
);
CREATE INDEX order_scores_item ON order_scores (tnt_id, item_id, created_at DESC, score_id DESC);

SELECT scpr_tenant_owned('order_scores');
