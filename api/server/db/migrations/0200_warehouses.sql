-- 0200: the tenant's warehouses, as the platform operator sees them (spec 2.10 platform-storage, spec 7
-- /wms/*): api/server/modules/warehouse. A warehouse is run by an operating enterprise (its name kept as
-- registered) and sits in a region (GB/T 2260 province and city codes, names kept). Capacity in whole tons.
-- Status: 1 运营中, 2 暂停入库, 3 已停用; every change is a row of warehouse_status_changes.
CREATE TABLE warehouses (
  tnt_id          text NOT NULL REFERENCES tenants(tnt_id),
  warehouse_id    text NOT NULL,
  warehouse_no    text NOT NULL CHECK (length(warehouse_no) BETWEEN 1 AND 32),
  warehouse_name  text NOT NULL CHECK (length(warehouse_name) BETWEEN 1 AND 50),
  warehouse_type  text NOT NULL CHECK (warehouse_type IN ('1', '2', '3', '4')),
  operator_name   text NOT NULL CHECK (length(operator_name) BETWEEN 1 AND 50),
  province_code   text NOT NULL CHECK (province_code ~ '^[1-9][0-9]0000$'),
  province_name   text NOT NULL,
  city_code       text NOT NULL CHECK (city_code ~ '^[1-9][0-9]{3}00$'),
  city_name       text NOT NULL,
  address         text NOT NULL CHECK (length(address) BETWEEN 1 AND 100),
  capacity_tons   integer NOT NULL CHECK (capacity_tons > 0 AND capacity_tons <= 10000000),
  used_tons       integer NOT NULL CHECK (used_tons >= 0 AND used_tons <= capacity_tons),
  contact_name    text NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 20),
  contact_phone   text NOT NULL CHECK (contact_phone ~ '^[0-9-]{7,20}$'),
  status          text NOT NULL CHECK (status IN ('1', '2', '3')),
  note            text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, warehouse_id)
);
CREATE UNIQUE INDEX warehouses_no ON warehouses (tnt_id, warehouse_no);
CREATE INDEX warehouses_list ON warehouses (tnt_id, status, province_code, warehouse_no);

CREATE TABLE warehouse_status_changes (
  tnt_id        text NOT NULL REFERENCES tenants(tnt_id),
  warehouse_id  text NOT NULL,
  seq           integer NOT NULL CHECK (seq > 0),
  from_status   text NOT NULL,
  to_status     text NOT NULL,
  actor_id      text NOT NULL,
  actor_nm      text NOT NULL,
  note          text NOT NULL DEFAULT '',
  at            timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, warehouse_id, seq),
  FOREIGN KEY (tnt_id, warehouse_id) REFERENCES warehouses (tnt_id, warehouse_id)
);

SELECT scpr_tenant_owned('warehouses');
SELECT scpr_tenant_owned('warehouse_status_changes');
