-- 0161: mall ads (spec 2.8 malltype-manage with add-adv; spec 7 "Mall: ads"): a picture with a link and a
-- schedule, shown in the shopping front's carousel while enabled and today (China Standard Time) lies in
-- [start_date, end_date], only to callers who see the mall (spec 6 mall types). api/server/modules/mall.
CREATE TABLE mall_advs (
  tnt_id        text NOT NULL,
  adv_id        text NOT NULL,
  mall_id       text NOT NULL,
  title         text NOT NULL CHECK (length(title) BETWEEN 1 AND 30),
  subtitle      text NOT NULL DEFAULT '' CHECK (length(subtitle) <= 60),
  picture_id    text NOT NULL,
  picture_name  text NOT NULL,
  picture_url   text NOT NULL,
  link          text NOT NULL DEFAULT '' CHECK (length(link) <= 200),
  sort          integer NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 999),
  start_date    date NOT NULL,
  end_date      date NOT NULL,
  enabled       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, adv_id),
  FOREIGN KEY (tnt_id, mall_id) REFERENCES malls(tnt_id, mall_id),
  CHECK (end_date >= start_date)
);
-- The front's question: enabled ads of these malls whose schedule holds today, in order.
CREATE INDEX mall_advs_showing ON mall_advs (tnt_id, mall_id, start_date, end_date) WHERE enabled;
CREATE INDEX mall_advs_list ON mall_advs (tnt_id, updated_at DESC, adv_id);

SELECT scpr_tenant_owned('mall_advs');
