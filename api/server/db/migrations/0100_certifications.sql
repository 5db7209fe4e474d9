-- Certification (issue 32 item 1, spec 6): a person's real-name certification and an enterprise's
-- certification, one document each (api/server/modules/certify). Statuses as spec 6 says them:
-- '1' not yet, '2' in review, '3' certified, '4' rejected. The subject's status is mirrored into
-- persons.user_auth_status / companies.auth_status by the moves (the login answer reads those).

CREATE TABLE certifications (
  tnt_id          text NOT NULL,
  cert_id         text NOT NULL,
  cert_type       text NOT NULL CHECK (cert_type IN ('1', '2')),     -- 1 personal real name, 2 enterprise
  subject_id      text NOT NULL,                                      -- person_id (1) or company_id (2)
  status          text NOT NULL CHECK (status IN ('1', '2', '3', '4')),
  applicant_id    text NOT NULL,                                      -- the account that submitted last
  applicant_nm    text NOT NULL DEFAULT '',
  phone           text NOT NULL DEFAULT '',
  real_name       text NOT NULL DEFAULT '',                           -- personal: the person; enterprise: legal person
  id_card         text NOT NULL DEFAULT '',
  company_nm      text NOT NULL DEFAULT '',
  credit_code     text NOT NULL DEFAULT '',
  region_code     text NOT NULL DEFAULT '',
  region_name     text NOT NULL DEFAULT '',
  address         text NOT NULL DEFAULT '',
  pictures        jsonb NOT NULL DEFAULT '[]',                        -- [{id, name, url}]: ID card sides or the licence
  reject_reason   text NOT NULL DEFAULT '',
  submitted_at    timestamptz,
  decided_at      timestamptz,
  decided_by      text,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, cert_id),
  UNIQUE (tnt_id, cert_type, subject_id)
);
CREATE INDEX certifications_review ON certifications (tnt_id, status, submitted_at DESC, cert_id DESC);

CREATE TABLE certification_history (
  tnt_id        text NOT NULL,
  cert_id       text NOT NULL,
  seq           integer NOT NULL,
  move          text NOT NULL,
  from_status   text,
  to_status     text NOT NULL,
  actor_id      text NOT NULL,
  actor_role    text NOT NULL,
  note          text NOT NULL DEFAULT '',
  at            timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, cert_id, seq),
  FOREIGN KEY (tnt_id, cert_id) REFERENCES certifications(tnt_id, cert_id) ON DELETE CASCADE
);

SELECT scpr_tenant_owned('certifications');
SELECT scpr_tenant_owned('certification_history');
