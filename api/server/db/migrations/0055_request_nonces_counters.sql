-- 0055: the server's own bookkeeping for anti-replay and throttles (issue 13 items 2, 5, 6), used when
-- REDIS_URL is not set (with it, the same keys live in Redis). Both tables are global on purpose and hold
-- no business data: request_nonces is keyed by the tenant (scope) and the xvrandom nonce, so a new sid
-- cannot replay a request and a restart forgets nothing; auth_counters holds fixed-window counters keyed
-- by a digest of the phone or the client address, shared by every tenant so that switching the tenant
-- headers buys no extra tries. Only the server (as the owner, like the migrations) reads and writes them;
-- rows past their expiry are deleted in batches by the server.

CREATE TABLE request_nonces (
  scope       text NOT NULL,            -- the tenant id ('-' for a call made without a tenant)
  nonce       text NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (scope, nonce)
);
CREATE INDEX request_nonces_expiry ON request_nonces (expires_at);

CREATE TABLE auth_counters (
  counter_key  text PRIMARY KEY,        -- e.g. 'login:phone:' || sha-256 of the phone
  hits         integer NOT NULL,
  window_end   timestamptz NOT NULL
);
CREATE INDEX auth_counters_expiry ON auth_counters (window_end);

-- A captcha may open one SMS send (sms_at) and then still be consumed once by the registration or
-- password retrieval that follows (used_at): one picture typed once per flow.
ALTER TABLE captchas ADD COLUMN sms_at timestamptz;
