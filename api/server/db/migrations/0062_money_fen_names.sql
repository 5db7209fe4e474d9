-- One name per amount (issue 30 item 3; docs/money.md): an amount kept as integer fen is a column named
-- *_fen, as orders and payments have had since 0030; these five were *_cents.
ALTER TABLE items RENAME COLUMN min_price_cents TO min_price_fen;
ALTER TABLE freight_rules RENAME COLUMN first_fee_cents TO first_fee_fen;
ALTER TABLE freight_rules RENAME COLUMN extra_fee_cents TO extra_fee_fen;
ALTER TABLE freight_free_rules RENAME COLUMN min_amount_cents TO min_amount_fen;
ALTER TABLE cart_lines RENAME COLUMN added_price_cents TO added_price_fen;
