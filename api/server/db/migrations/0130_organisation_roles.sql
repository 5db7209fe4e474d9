-- Organisation and roles (issue 32 item 3, spec 2.8 and 6): roles an enterprise keeps for its own accounts
-- beside the platform's, the departments of an enterprise (organ-setting, plat-organ-setting) and which one
-- an account sits in; the enterprise admin audit (NEED_AUDIT_ADMIN) as a third kind of waiting account.
-- api/server/modules/organ.

-- A role belongs to the platform (company_id NULL: the tenant admin manages it) or to one enterprise (its
-- admin manages it). ent_assignable: a platform role an enterprise may give its own accounts.
ALTER TABLE roles ADD COLUMN company_id text;
ALTER TABLE roles ADD COLUMN ent_assignable boolean NOT NULL DEFAULT false;
ALTER TABLE roles ADD COLUMN remark text NOT NULL DEFAULT '';
ALTER TABLE roles ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE roles ADD FOREIGN KEY (tnt_id, company_id) REFERENCES companies(tnt_id, company_id);
CREATE INDEX roles_company ON roles (tnt_id, company_id, role_id);
UPDATE roles SET ent_assignable = true WHERE role_code IN ('SELLER_ADMIN', 'BUYER_ADMIN', 'AGENT', 'WAREHOUSE', 'ENT_ADMIN', 'ENT_MEMBER');

CREATE TABLE organs (
  tnt_id      text NOT NULL,
  organ_id    text NOT NULL,
  company_id  text NOT NULL,
  parent_id   text NOT NULL DEFAULT '0',      -- '0': a top-level department
  organ_nm    text NOT NULL,
  leader_nm   text NOT NULL DEFAULT '',
  phone       text NOT NULL DEFAULT '',
  sort_no     integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, organ_id),
  UNIQUE (tnt_id, company_id, parent_id, organ_nm),
  FOREIGN KEY (tnt_id, company_id) REFERENCES companies(tnt_id, company_id)
);
SELECT scpr_tenant_owned('organs');

ALTER TABLE accounts ADD COLUMN organ_id text;
ALTER TABLE accounts ADD FOREIGN KEY (tnt_id, organ_id) REFERENCES organs(tnt_id, organ_id);
CREATE INDEX accounts_company ON accounts (tnt_id, company_id, created_at DESC);

-- 3: an enterprise admin invited while NEED_AUDIT_ADMIN is on (spec 9: it equals ENT_REAL_AUTH).
ALTER TABLE accounts DROP CONSTRAINT accounts_audit_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_audit_kind_check CHECK (audit_kind IN ('1', '2', '3'));
