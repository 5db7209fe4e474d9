-- 0141: notices sent by the documents' moves, and what each account does with a notice (spec 7's message
-- calls: top, read status, delete).
--
-- A notice now goes to every account of the tenant (account_id and company_id NULL), to one account, or to
-- every account of one enterprise (company_id: a certification decided, a complaint replied). kind and
-- ref_id name the document that sent it ('' for the platform's own announcements).
ALTER TABLE notices ADD COLUMN company_id text;
ALTER TABLE notices ADD COLUMN kind text NOT NULL DEFAULT '';
ALTER TABLE notices ADD COLUMN ref_id text NOT NULL DEFAULT '';
CREATE INDEX notices_account ON notices (tnt_id, account_id, txd_dt DESC) WHERE account_id IS NOT NULL;
CREATE INDEX notices_company ON notices (tnt_id, company_id, txd_dt DESC) WHERE company_id IS NOT NULL;

-- One account's marks on one notice: pinned to the top of its list (pinned_at), deleted from its list
-- (deleted_at). A broadcast deleted by one account stays for the others.
CREATE TABLE notice_marks (
  tnt_id      text NOT NULL,
  account_id  text NOT NULL,
  notice_id   text NOT NULL,
  pinned_at   timestamptz,
  deleted_at  timestamptz,
  PRIMARY KEY (tnt_id, account_id, notice_id),
  FOREIGN KEY (tnt_id, notice_id) REFERENCES notices(tnt_id, notice_id) ON DELETE CASCADE
);

SELECT scpr_tenant_owned('notice_marks'::regclass);
