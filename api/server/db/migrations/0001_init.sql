-- 0001: tenants, accounts, permissions, sessions, codes, platform config, notices, quick entries, guide.
-- Global tables (no tenant owner): tenants, tenant_hosts, server_keys, code_values.
-- Every other table is tenant-owned: tnt_id leads its primary key and every unique key, and row-level
-- security (enabled and forced) limits it to current_setting('app.tnt_id'). Requests run as the NOLOGIN
-- role scpr_app, which owns nothing (api/server/db/tenant-tx.ts switches to it in every transaction).

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'scpr_app') THEN
    CREATE ROLE scpr_app NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database of the same cluster created it at the same moment
END $$;

-- The connecting owner must be allowed to switch to the app role (a superuser always is).
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT scpr_app TO %I', current_user);
  END IF;
END $$;

-- Marks a table tenant-owned: RLS enabled and forced, one policy on tnt_id.
CREATE FUNCTION scpr_tenant_owned(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (tnt_id = current_setting(''app.tnt_id'', true)) '
    'WITH CHECK (tnt_id = current_setting(''app.tnt_id'', true))', tbl);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO scpr_app', tbl);
END $$;

CREATE TABLE tenants (
  tnt_id         text PRIMARY KEY,
  idytp_cd       text NOT NULL UNIQUE,
  industry_name  text NOT NULL,
  tnt_name       text NOT NULL,
  system_name    text NOT NULL,
  introduction   text NOT NULL DEFAULT '',
  tag            text NOT NULL DEFAULT '',
  index_type     text NOT NULL DEFAULT '1',
  host_level     text NOT NULL DEFAULT '1',
  general_login  boolean NOT NULL DEFAULT true,
  is_unify       boolean NOT NULL DEFAULT false,
  selectable     boolean NOT NULL DEFAULT true,
  sort           integer NOT NULL DEFAULT 0
);

CREATE TABLE tenant_hosts (
  host    text PRIMARY KEY,
  tnt_id  text NOT NULL REFERENCES tenants(tnt_id)
);

CREATE TABLE server_keys (
  key_id       text PRIMARY KEY,
  public_pem   text NOT NULL,
  private_pem  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE code_values (
  code_type        text NOT NULL,
  code_value       text NOT NULL,
  code_value_name  text NOT NULL,
  sort             integer NOT NULL DEFAULT 0,
  PRIMARY KEY (code_type, code_value)
);

CREATE TABLE tenant_params (
  tnt_id       text NOT NULL REFERENCES tenants(tnt_id),
  param_no     text NOT NULL,
  param_group  text NOT NULL CHECK (param_group IN ('platform', 'page', 'register', 'disable')),
  param_value  text NOT NULL,
  PRIMARY KEY (tnt_id, param_no)
);

CREATE TABLE persons (
  tnt_id              text NOT NULL REFERENCES tenants(tnt_id),
  person_id           text NOT NULL,
  phone               text NOT NULL,
  password_hash       text NOT NULL,
  username            text NOT NULL,
  user_icon           text NOT NULL DEFAULT '',
  real_name           text,
  id_card             text,
  user_auth_status    text NOT NULL DEFAULT '1',
  last_account_id     text,
  created_at          timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, person_id),
  UNIQUE (tnt_id, phone)
);

CREATE TABLE companies (
  tnt_id        text NOT NULL REFERENCES tenants(tnt_id),
  company_id    text NOT NULL,
  company_nm    text NOT NULL,
  credit_code   text NOT NULL,
  auth_status   text NOT NULL DEFAULT '1',
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, company_id),
  UNIQUE (tnt_id, credit_code)
);

CREATE TABLE accounts (
  tnt_id        text NOT NULL REFERENCES tenants(tnt_id),
  account_id    text NOT NULL,
  person_id     text NOT NULL,
  account_type  smallint NOT NULL CHECK (account_type IN (1, 2)),
  company_id    text,
  is_tnt        boolean NOT NULL DEFAULT false,
  status        text NOT NULL DEFAULT '1' CHECK (status IN ('0', '1', '9')),
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, account_id),
  UNIQUE (tnt_id, person_id, company_id),
  FOREIGN KEY (tnt_id, person_id) REFERENCES persons(tnt_id, person_id),
  FOREIGN KEY (tnt_id, company_id) REFERENCES companies(tnt_id, company_id),
  CHECK ((account_type = 1) = (company_id IS NULL))
);
CREATE UNIQUE INDEX accounts_one_personal ON accounts (tnt_id, person_id) WHERE account_type = 1;

CREATE TABLE roles (
  tnt_id     text NOT NULL REFERENCES tenants(tnt_id),
  role_id    text NOT NULL,
  role_nm    text NOT NULL,
  role_code  text NOT NULL,
  PRIMARY KEY (tnt_id, role_id),
  UNIQUE (tnt_id, role_code)
);

CREATE TABLE account_roles (
  tnt_id      text NOT NULL,
  account_id  text NOT NULL,
  role_id     text NOT NULL,
  PRIMARY KEY (tnt_id, account_id, role_id),
  FOREIGN KEY (tnt_id, account_id) REFERENCES accounts(tnt_id, account_id) ON DELETE CASCADE,
  FOREIGN KEY (tnt_id, role_id) REFERENCES roles(tnt_id, role_id) ON DELETE CASCADE
);

-- Menu and button entries of spec section 3. Built-in ones (def_menu 1) come from the screen files
-- (docs/contracts.md section 3); custom ones (def_menu 0) are created by tenant admins.
CREATE TABLE menus (
  tnt_id          text NOT NULL REFERENCES tenants(tnt_id),
  menu_id         text NOT NULL,
  menu_nm         text NOT NULL,
  menu_path       text NOT NULL DEFAULT '',
  parent_menu_id  text NOT NULL DEFAULT '0',
  menu_orderno    integer NOT NULL DEFAULT 999,
  menu_type       text NOT NULL CHECK (menu_type IN ('menu', 'button')),
  type            smallint NOT NULL CHECK (type IN (1, 2)),
  menu_sort       integer NOT NULL DEFAULT 0,
  def_menu        smallint NOT NULL DEFAULT 1 CHECK (def_menu IN (0, 1)),
  belong          text NOT NULL DEFAULT '1',
  web_url         text NOT NULL DEFAULT '',
  embed_way       text NOT NULL DEFAULT '',
  meta            jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (tnt_id, menu_id)
);
CREATE UNIQUE INDEX menus_builtin_path ON menus (tnt_id, menu_path) WHERE def_menu = 1;

-- A role grants menu entries by menu path (route name or button key) or menu id; granting a node
-- grants everything below it, so screens added later under a granted area are picked up. '*' is all.
CREATE TABLE role_grants (
  tnt_id     text NOT NULL,
  role_id    text NOT NULL,
  grant_key  text NOT NULL,
  PRIMARY KEY (tnt_id, role_id, grant_key),
  FOREIGN KEY (tnt_id, role_id) REFERENCES roles(tnt_id, role_id) ON DELETE CASCADE
);

CREATE TABLE invitations (
  tnt_id       text NOT NULL REFERENCES tenants(tnt_id),
  invite_code  text NOT NULL,
  company_id   text NOT NULL,
  role_id      text NOT NULL,
  expires_at   timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, invite_code),
  FOREIGN KEY (tnt_id, company_id) REFERENCES companies(tnt_id, company_id),
  FOREIGN KEY (tnt_id, role_id) REFERENCES roles(tnt_id, role_id)
);

-- One row per issued token pair. family_id (the seqNo) ties the rotations of one login together.
CREATE TABLE sessions (
  tnt_id              text NOT NULL REFERENCES tenants(tnt_id),
  session_id          text NOT NULL,
  family_id           text NOT NULL,
  account_id          text NOT NULL,
  person_id           text NOT NULL,
  access_hash         text NOT NULL,
  refresh_hash        text NOT NULL,
  access_expires_at   timestamptz NOT NULL,
  refresh_expires_at  timestamptz NOT NULL,
  rotated_at          timestamptz,
  revoked_at          timestamptz,
  revoke_reason       text,
  created_at          timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, session_id),
  UNIQUE (tnt_id, access_hash),
  UNIQUE (tnt_id, refresh_hash),
  FOREIGN KEY (tnt_id, account_id) REFERENCES accounts(tnt_id, account_id)
);
CREATE INDEX sessions_family ON sessions (tnt_id, family_id);
CREATE INDEX sessions_person ON sessions (tnt_id, person_id);

CREATE TABLE login_attempts (
  tnt_id        text NOT NULL REFERENCES tenants(tnt_id),
  attempt_id    text NOT NULL,
  phone         text NOT NULL,
  success       boolean NOT NULL,
  attempted_at  timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, attempt_id)
);
CREATE INDEX login_attempts_phone ON login_attempts (tnt_id, phone, attempted_at);

CREATE TABLE sms_codes (
  tnt_id      text NOT NULL REFERENCES tenants(tnt_id),
  code_id     text NOT NULL,
  phone       text NOT NULL,
  ope_type    text NOT NULL,
  code_hash   text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, code_id)
);
CREATE INDEX sms_codes_phone ON sms_codes (tnt_id, phone, ope_type, created_at);

CREATE TABLE captchas (
  tnt_id       text NOT NULL REFERENCES tenants(tnt_id),
  captcha_id   text NOT NULL,
  answer_hash  text NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  PRIMARY KEY (tnt_id, captcha_id)
);

CREATE TABLE malls (
  tnt_id       text NOT NULL REFERENCES tenants(tnt_id),
  mall_id      text NOT NULL,
  mall_nm      text NOT NULL,
  mall_type    text NOT NULL,
  mall_status  text NOT NULL,
  sort         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tnt_id, mall_id)
);

CREATE TABLE mall_footers (
  tnt_id             text NOT NULL,
  mall_id            text NOT NULL,
  cooperation_phone  text NOT NULL DEFAULT '',
  cooperation_email  text NOT NULL DEFAULT '',
  friendship_link    text NOT NULL DEFAULT '',
  partners           text NOT NULL DEFAULT '',
  other_content      text NOT NULL DEFAULT '',
  copyright          text NOT NULL DEFAULT '',
  PRIMARY KEY (tnt_id, mall_id),
  FOREIGN KEY (tnt_id, mall_id) REFERENCES malls(tnt_id, mall_id) ON DELETE CASCADE
);

-- A notice goes to every account of the tenant (account_id NULL) or to one account.
CREATE TABLE notices (
  tnt_id      text NOT NULL REFERENCES tenants(tnt_id),
  notice_id   text NOT NULL,
  account_id  text,
  title       text NOT NULL,
  content     text NOT NULL,
  txd_dt      timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, notice_id)
);
CREATE INDEX notices_time ON notices (tnt_id, txd_dt DESC);

CREATE TABLE notice_reads (
  tnt_id      text NOT NULL,
  notice_id   text NOT NULL,
  account_id  text NOT NULL,
  read_at     timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, account_id, notice_id),
  FOREIGN KEY (tnt_id, notice_id) REFERENCES notices(tnt_id, notice_id) ON DELETE CASCADE
);

CREATE TABLE shortcut_menus (
  tnt_id      text NOT NULL,
  id          text NOT NULL,
  account_id  text NOT NULL,
  menu_name   text NOT NULL,
  menu_id     text NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, id),
  UNIQUE (tnt_id, account_id, menu_id),
  FOREIGN KEY (tnt_id, account_id) REFERENCES accounts(tnt_id, account_id) ON DELETE CASCADE
);

CREATE TABLE novice_guides (
  tnt_id      text NOT NULL,
  account_id  text NOT NULL,
  flag        smallint NOT NULL CHECK (flag IN (0, 1)),
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, account_id),
  FOREIGN KEY (tnt_id, account_id) REFERENCES accounts(tnt_id, account_id) ON DELETE CASCADE
);

GRANT USAGE ON SCHEMA public TO scpr_app;
-- Global tables: the app reads them; only start-up tasks (as the owner) write them.
GRANT SELECT ON tenants, tenant_hosts, server_keys, code_values TO scpr_app;

SELECT scpr_tenant_owned(t) FROM unnest(ARRAY[
  'tenant_params', 'persons', 'companies', 'accounts', 'roles', 'account_roles', 'menus', 'role_grants',
  'invitations', 'sessions', 'login_attempts', 'sms_codes', 'captchas', 'malls', 'mall_footers', 'notices',
  'notice_reads', 'shortcut_menus', 'novice_guides'
]::regclass[]) AS t;
