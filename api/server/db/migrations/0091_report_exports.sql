-- 0091: export jobs (issue 31 item 7, docs/reports.md "Exports"). One row per export a user started from a
-- list: its kind and filters, its progress (rows written of the total), and once done the .xlsx's digest in
-- the blob store. The scheduler's job 'report.export' (ref_id = export_id) runs it off the request path
-- and watches it (heartbeat_at): an export whose process died is started again.
CREATE TABLE report_exports (
  tnt_id       text NOT NULL,
  export_id    text NOT NULL,
  kind         text NOT NULL,
  account_id   text NOT NULL,
  company_id   text,
  filters      jsonb NOT NULL,
  status       text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  total        integer NOT NULL,
  written      integer NOT NULL,
  file_name    text NOT NULL,
  sha256       text,
  size         bigint,
  error        text NOT NULL,
  heartbeat_at timestamptz,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, export_id)
);
CREATE INDEX report_exports_account ON report_exports (tnt_id, account_id, created_at DESC);
SELECT scpr_tenant_owned('report_exports');
