-- Issue 13 item 11: the write-behind nonce store of PGlite (core/nonce-store-write-behind.ts) writes each
-- flush as one row per tenant holding that tenant's nonces in an array, instead of one row per nonce in
-- request_nonces. PGlite spends 15-25 µs of CPU on each row it inserts (heap and primary key), and every
-- authenticated request spent one nonce; an array element costs it well under a microsecond. The
-- in-memory set of the one process that opens PGlite decides freshness, so these rows are only read at
-- start (to load the live nonces) and are never looked up one by one. Like request_nonces, the table is
-- the server's own bookkeeping with no business data, keyed by the tenant like request_nonces (scope: the
-- tenant id, '-' for a call made without a tenant). request_nonces still holds the nonces the database decided (while the set is
-- full, or could not load every live nonce at start).
CREATE TABLE request_nonce_batches (
  scope       text NOT NULL,
  batch_id    bigint GENERATED ALWAYS AS IDENTITY,
  expires_at  timestamptz NOT NULL,      -- the latest expiry in the flush: every nonce is kept at least as long as its own
  nonces      text[] NOT NULL,
  PRIMARY KEY (scope, batch_id)
);
-- Random strings do not compress: do not try.
ALTER TABLE request_nonce_batches ALTER COLUMN nonces SET STORAGE EXTERNAL;
CREATE INDEX request_nonce_batches_expiry ON request_nonce_batches (expires_at);
