-- 0140: complaints (DOMAIN.md "Complaints", api/server/modules/complaint/workflow.ts). A member files a
-- complaint against an order it is party to or against an enterprise of the tenant, with text and evidence
-- pictures; the platform (the tenant admin) accepts it or refuses it as out of scope, replies in a thread
-- the complainant may add to, and closes it with a result; the complainant may withdraw it while open.
--
-- status: '10' submitted, '20' accepted, '40' closed, '91' withdrawn, '92' refused. Open = '10' or '20'.
-- target_type: '1' an order, '2' an enterprise.

CREATE TABLE complaints (
  tnt_id                 text NOT NULL,
  complaint_id           text NOT NULL,
  complaint_no           text NOT NULL,                 -- shown to people: TS + date + time + random
  target_type            text NOT NULL CHECK (target_type IN ('1', '2')),
  order_id               text,                          -- target_type '1'
  order_no               text NOT NULL DEFAULT '',
  target_company_id      text,                          -- the enterprise complained about (the order's other party)
  target_nm              text NOT NULL,
  complainant_account_id text NOT NULL,
  complainant_company_id text,                          -- NULL: a personal account complains
  complainant_nm         text NOT NULL,
  title                  text NOT NULL,
  content                text NOT NULL,
  pictures               jsonb NOT NULL DEFAULT '[]',   -- [{id, name, url}] evidence, restricted files
  status                 text NOT NULL CHECK (status IN ('10', '20', '40', '91', '92')),
  reason                 text NOT NULL DEFAULT '',      -- the platform's reason for not accepting it
  result                 text NOT NULL DEFAULT '',      -- the platform's result when closing it
  handled_by             text,
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, complaint_id),
  UNIQUE (tnt_id, complaint_no),
  CHECK ((target_type = '1') = (order_id IS NOT NULL))
);
CREATE INDEX complaints_complainant ON complaints (tnt_id, complainant_company_id, complainant_account_id, created_at DESC, complaint_id DESC);
CREATE INDEX complaints_platform ON complaints (tnt_id, status, created_at DESC, complaint_id DESC);

-- The thread: the platform's replies and the complainant's additions, in order.
CREATE TABLE complaint_replies (
  tnt_id        text NOT NULL,
  complaint_id  text NOT NULL,
  seq           integer NOT NULL,
  side          text NOT NULL CHECK (side IN ('complainant', 'platform')),
  actor_id      text NOT NULL,
  actor_nm      text NOT NULL,
  content       text NOT NULL,
  pictures      jsonb NOT NULL DEFAULT '[]',
  at            timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, complaint_id, seq),
  FOREIGN KEY (tnt_id, complaint_id) REFERENCES complaints(tnt_id, complaint_id) ON DELETE CASCADE
);

-- The document's history, of the workflow kit's shape (docs/workflow.md).
CREATE TABLE complaint_history (
  tnt_id        text NOT NULL,
  complaint_id  text NOT NULL,
  seq           integer NOT NULL,
  move          text NOT NULL,
  from_status   text,
  to_status     text NOT NULL,
  actor_id      text NOT NULL,
  actor_role    text NOT NULL,                           -- complainant / platform / system
  note          text NOT NULL DEFAULT '',
  at            timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, complaint_id, seq),
  FOREIGN KEY (tnt_id, complaint_id) REFERENCES complaints(tnt_id, complaint_id) ON DELETE CASCADE
);

SELECT scpr_tenant_owned(t) FROM unnest(ARRAY['complaints', 'complaint_replies', 'complaint_history']::regclass[]) AS t;
