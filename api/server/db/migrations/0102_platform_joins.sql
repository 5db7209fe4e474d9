-- Platform join (issue 32 item 2, spec 7 "platform join (joined, applying, all, apply, cancel, approve)"):
-- an enterprise of the public back office (the unify tenant) applies to join an industry platform; the row
-- belongs to the platform applied to (tnt_id), whose admin approves it (the enterprise and its admin's
-- account are then made there) or refuses it; the applicant may cancel while it waits.
-- Statuses: '1' applying, '2' joined, '3' refused, '4' cancelled. api/server/modules/join.

CREATE TABLE platform_joins (
  tnt_id          text NOT NULL,
  join_id         text NOT NULL,
  src_tnt_id      text NOT NULL,
  src_company_id  text NOT NULL,
  src_person_id   text NOT NULL,
  company_nm      text NOT NULL,
  credit_code     text NOT NULL,
  applicant_nm    text NOT NULL,
  phone           text NOT NULL,
  status          text NOT NULL CHECK (status IN ('1', '2', '3', '4')),
  reason          text NOT NULL DEFAULT '',
  company_id      text,                       -- joined: the enterprise made (or found) in this platform
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, join_id)
);
-- One waiting application per enterprise and platform.
CREATE UNIQUE INDEX platform_joins_one_open ON platform_joins (tnt_id, credit_code) WHERE status = '1';
CREATE INDEX platform_joins_src ON platform_joins (tnt_id, src_tnt_id, src_company_id, created_at DESC);

CREATE TABLE platform_join_history (
  tnt_id        text NOT NULL,
  join_id       text NOT NULL,
  seq           integer NOT NULL,
  move          text NOT NULL,
  from_status   text,
  to_status     text NOT NULL,
  actor_id      text NOT NULL,
  actor_role    text NOT NULL,
  note          text NOT NULL DEFAULT '',
  at            timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, join_id, seq),
  FOREIGN KEY (tnt_id, join_id) REFERENCES platform_joins(tnt_id, join_id) ON DELETE CASCADE
);

SELECT scpr_tenant_owned('platform_joins');
SELECT scpr_tenant_owned('platform_join_history');
