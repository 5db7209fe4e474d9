-- 0190: shops (spec 2.8 "Shop management", api/server/modules/shop). Each seller enterprise has one online
-- shop (its profile on the storefront) and any number of offline shops (physical stores with an address, a
-- GB/T 2260 region code and map coordinates inside China), and its storefront ads. The video and image
-- lists are the shopmedia domain's (keyed by enterprise, not by these rows).
--
-- status (shops and offline shops): '10' 营业中, '20' 已停业; changed only by the documents' moves
-- (close, reopen), each recorded in the history table of the workflow kit's shape.

CREATE TABLE shops (
  tnt_id           text NOT NULL REFERENCES tenants(tnt_id),
  shop_id          text NOT NULL,
  company_id       text NOT NULL,
  shop_nm          text NOT NULL CHECK (length(shop_nm) BETWEEN 1 AND 30),
  logo             jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(logo) = 'array' AND jsonb_array_length(logo) <= 1),
  intro            text NOT NULL DEFAULT '' CHECK (length(intro) <= 500),
  main_categories  text NOT NULL CHECK (length(main_categories) BETWEEN 1 AND 100),
  contact_nm       text NOT NULL CHECK (length(contact_nm) BETWEEN 1 AND 20),
  contact_phone    text NOT NULL CHECK (length(contact_phone) BETWEEN 7 AND 20),
  status           text NOT NULL CHECK (status IN ('10', '20')),
  reason           text NOT NULL DEFAULT '' CHECK (length(reason) <= 100),   -- why it closed (while 已停业)
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, shop_id),
  UNIQUE (tnt_id, company_id),           -- one online shop per enterprise
  UNIQUE (tnt_id, shop_nm)               -- buyers tell shops apart by name
);
CREATE INDEX shops_list ON shops (tnt_id, status, updated_at DESC, shop_id);

CREATE TABLE shop_history (
  tnt_id       text NOT NULL,
  shop_id      text NOT NULL,
  seq          integer NOT NULL,
  move         text NOT NULL,
  from_status  text,
  to_status    text NOT NULL,
  actor_id     text NOT NULL,
  actor_role   text NOT NULL,
  note         text NOT NULL DEFAULT '',
  at           timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, shop_id, seq),
  FOREIGN KEY (tnt_id, shop_id) REFERENCES shops(tnt_id, shop_id) ON DELETE CASCADE
);

CREATE TABLE offline_shops (
  tnt_id          text NOT NULL,
  offline_id      text NOT NULL,
  shop_id         text NOT NULL,
  company_id      text NOT NULL,
  offline_nm      text NOT NULL CHECK (length(offline_nm) BETWEEN 1 AND 30),
  region_code     text NOT NULL CHECK (region_code ~ '^[1-9][0-9]{5}$'),
  region_name     text NOT NULL,
  address         text NOT NULL CHECK (length(address) BETWEEN 1 AND 100),
  -- WGS-84 degrees, six decimals (about 0.1 m); the bounds are China's extent.
  longitude       numeric(9, 6) NOT NULL CHECK (longitude BETWEEN 73.4 AND 135.1),
  latitude        numeric(8, 6) NOT NULL CHECK (latitude BETWEEN 3.8 AND 53.6),
  phone           text NOT NULL CHECK (length(phone) BETWEEN 7 AND 20),
  business_hours  text NOT NULL CHECK (length(business_hours) BETWEEN 1 AND 50),
  pictures        jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(pictures) = 'array' AND jsonb_array_length(pictures) <= 6),
  status          text NOT NULL CHECK (status IN ('10', '20')),
  reason          text NOT NULL DEFAULT '' CHECK (length(reason) <= 100),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, offline_id),
  UNIQUE (tnt_id, shop_id, offline_nm),  -- one name once per shop
  FOREIGN KEY (tnt_id, shop_id) REFERENCES shops(tnt_id, shop_id),
  FOREIGN KEY (tnt_id, company_id) REFERENCES shops(tnt_id, company_id)
);
CREATE INDEX offline_shops_company ON offline_shops (tnt_id, company_id, created_at DESC, offline_id);
CREATE INDEX offline_shops_shop ON offline_shops (tnt_id, shop_id, status);

CREATE TABLE offline_shop_history (
  tnt_id       text NOT NULL,
  offline_id   text NOT NULL,
  seq          integer NOT NULL,
  move         text NOT NULL,
  from_status  text,
  to_status    text NOT NULL,
  actor_id     text NOT NULL,
  actor_role   text NOT NULL,
  note         text NOT NULL DEFAULT '',
  at           timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, offline_id, seq),
  FOREIGN KEY (tnt_id, offline_id) REFERENCES offline_shops(tnt_id, offline_id) ON DELETE CASCADE
);

-- The shop's storefront ads: the mall ads' shape (0161) per shop; the show status is derived from enabled
-- and today's date (China Standard Time), never stored.
CREATE TABLE shop_advs (
  tnt_id        text NOT NULL,
  adv_id        text NOT NULL,
  shop_id       text NOT NULL,
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
  FOREIGN KEY (tnt_id, shop_id) REFERENCES shops(tnt_id, shop_id),
  CHECK (end_date >= start_date)
);
CREATE INDEX shop_advs_showing ON shop_advs (tnt_id, shop_id, start_date, end_date) WHERE enabled;
CREATE INDEX shop_advs_list ON shop_advs (tnt_id, shop_id, updated_at DESC, adv_id);

SELECT scpr_tenant_owned(t) FROM unnest(ARRAY['shops', 'shop_history', 'offline_shops', 'offline_shop_history', 'shop_advs']::regclass[]) AS t;
