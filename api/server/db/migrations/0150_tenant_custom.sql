-- Tenant customisation (issue 33 items 1-3, api/server/modules/tntcfg). The settings themselves are
-- tenant parameters (tenant_params: page group TNT_CST_*, platform group, the disable list contorValue);
-- these tables keep who changed what and when, and the tenant admin's screen patches as versions.

-- One row per saved change of the page settings or the function settings: what changed, before and after.
CREATE TABLE tenant_setting_changes (
  tnt_id      text NOT NULL REFERENCES tenants(tnt_id),
  change_id   text NOT NULL,
  area        text NOT NULL CHECK (area IN ('page', 'function')),
  changes     jsonb NOT NULL,            -- [{name, title, before, after}]
  account_id  text NOT NULL,
  actor_nm    text NOT NULL,
  changed_at  timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, change_id)
);
CREATE INDEX tenant_setting_changes_at ON tenant_setting_changes (tnt_id, changed_at DESC, change_id DESC);
SELECT scpr_tenant_owned('tenant_setting_changes');

-- Screen patches: every save (and every rollback, which copies an older version) is a new version; the
-- highest version of a screen is the one in effect. Version 0 (no row) is the screen as shipped.
CREATE TABLE screen_patch_versions (
  tnt_id       text NOT NULL REFERENCES tenants(tnt_id),
  screen       text NOT NULL,             -- route name
  version      integer NOT NULL CHECK (version > 0),
  patch        jsonb NOT NULL,            -- {items: [...], order: [...]} (engine/access/screen-patch.ts)
  note         text NOT NULL DEFAULT '',
  rollback_of  integer,                   -- a rollback: the version it copied
  account_id   text NOT NULL,
  actor_nm     text NOT NULL,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, screen, version)
);
SELECT scpr_tenant_owned('screen_patch_versions');
