-- Approvals (issue 32 item 2, spec 6): an account waiting for the platform is a document of its own, the
-- account itself (accounts.status '0' waiting, '1' active, '9' refused or stopped): a registration when
-- USR00100101 (NEED_AUDIT_REGISTER) is on, a customer added by an enterprise when USR00600302 is on.
-- api/server/modules/approval.

ALTER TABLE accounts ADD COLUMN audit_kind text CHECK (audit_kind IN ('1', '2'));   -- 1 registration, 2 added customer
ALTER TABLE accounts ADD COLUMN added_by text;                                      -- added customer: the adding enterprise
ALTER TABLE accounts ADD COLUMN audit_note text NOT NULL DEFAULT '';                -- the refusal's reason
CREATE INDEX accounts_waiting ON accounts (tnt_id, status, created_at DESC) WHERE audit_kind IS NOT NULL;
CREATE INDEX accounts_added_by ON accounts (tnt_id, added_by, created_at DESC) WHERE added_by IS NOT NULL;

CREATE TABLE account_history (
  tnt_id        text NOT NULL,
  account_id    text NOT NULL,
  seq           integer NOT NULL,
  move          text NOT NULL,
  from_status   text,
  to_status     text NOT NULL,
  actor_id      text NOT NULL,
  actor_role    text NOT NULL,
  note          text NOT NULL DEFAULT '',
  at            timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, account_id, seq),
  FOREIGN KEY (tnt_id, account_id) REFERENCES accounts(tnt_id, account_id) ON DELETE CASCADE
);
SELECT scpr_tenant_owned('account_history');

-- Registrations waiting before this migration were registrations.
UPDATE accounts SET audit_kind = '1' WHERE status = '0';
