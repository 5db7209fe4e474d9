-- 0032: order_counts' delta rows have no natural key (several +1 of one scope, status and day are
-- different moves), so each gets an identity; the primary key leads with tnt_id like every tenant-owned
-- table's (tests/api/tenant-distribution.test.ts). The identity is a sequence: concurrent moves never wait
-- on it.
ALTER TABLE order_counts ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE order_counts ADD PRIMARY KEY (tnt_id, id);
