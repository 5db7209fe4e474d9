// Reference data is not demo data (issue 11): with SEED_DEMO=0 a fresh database still gets every domain's
// code list and, for each tenant, the platform parameters' defaults; a second start changes nothing.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../api/server/app';
import { openDatabase, type Database } from '../../api/server/db';
import { ManualClock } from '../../api/server/core';
import { prepareDatabase } from '../../api/server/startup';
import { allCodeLists } from '../../api/server/reference';
import { PARAM_DEFAULTS } from '../../api/server/modules/tenant';
import { Client } from './support/client';
import { DATABASE_URL, withDatabase } from './support/env';
import { testFiles } from './support/server';

const dbName = `scpr_ref_${randomBytes(6).toString('hex')}`;
let db: Database;
let app: FastifyInstance;
let client: Client;

beforeAll(async () => {
  if (DATABASE_URL) {
    const admin = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 1 });
    await admin.owner.exec(`CREATE DATABASE ${dbName}`);
    await admin.close();
    db = await openDatabase({ databaseUrl: withDatabase(DATABASE_URL, dbName), poolSize: 2 });
  } else {
    db = await openDatabase({});
  }
  const clock = new ManualClock(Date.now());
  app = await buildServer({ db, files: testFiles(), clock, seedDemo: false, logger: false });
  await app.ready();
  client = new Client(app, clock);
});

afterAll(async () => {
  await app?.close();
  if (DATABASE_URL) {
    const admin = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 1 });
    await admin.owner.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.close();
  }
});

const codeRows = () =>
  Object.entries(allCodeLists()).flatMap(([codeType, values]) => values.map(([codeValue, codeValueName]) => ({ codeType, codeValue, codeValueName })));

describe('reference data without demo data (SEED_DEMO=0)', () => {
  it('serves the full code list of every domain', async () => {
    const r = await client.call('tenant.queryCodeList', {}, { tenant: null });
    expect(r.body.code).toBe('0');
    const byType = (rows: { codeType: string }[]) => [...rows].sort((a, b) => a.codeType.localeCompare(b.codeType));
    expect(byType(r.body.resultData)).toEqual(byType(codeRows()));
    // The lists of spec sections 3, 6 and 9 and of the goods vertical are among them.
    for (const type of ['ACCOUNT_TYPE', 'AUTH_STATUS', 'MALL_TYPE', 'ITEM_STATUS', 'ORDER_STATUS', 'EMBED_WAY']) {
      expect(r.body.resultData.some((c: { codeType: string }) => c.codeType === type), type).toBe(true);
    }
    // The trading lists, each now in its owner's codes.ts (or reference-unbuilt.ts), serve what they served.
    const served = async (code: string) =>
      ((await client.call('tenant.queryCodeList', { code }, { tenant: null })).body.resultData as { codeValue: string; codeValueName: string }[]).map((c) => `${c.codeValue}${c.codeValueName}`).join(',');
    expect(await served('ORDER_TYPE')).toBe('1商城订单,2代客下单,3协议订单');
    expect(await served('ORDER_STATUS')).toBe('10待卖家确认,15改价待买家确认,20待付款,25线下付款待确认,30待发货,35部分发货,40已发货,45已收货待付款,50已完成,90已取消,91已拒绝');
    expect(await served('IN_TYPE')).toBe('1商城收货入库,2直接入库,4收购入库');
    expect(await served('OUT_TYPE')).toBe('1商城发货出库,2直接出库');
    expect(await served('AFTER_SALE_STATUS')).toBe('10已申请,20待买家退货,30待卖家收货,40退款中,50已完成,61已撤销,62卖家拒绝,63卖家拒收');
    const auth = await client.call('tenant.queryCodeList', { code: 'AUTH_STATUS' }, { tenant: null });
    expect(auth.body.resultData.map((c: { codeValueName: string }) => c.codeValueName)).toEqual(['未认证', '认证审核中', '已认证', '认证驳回']);
  });

  it('has no demo tenant, and gives a new tenant every default parameter at the next start', async () => {
    expect(await db.owner.query('SELECT tnt_id FROM tenants')).toEqual([]);
    await db.owner.query(
      `INSERT INTO tenants (tnt_id, idytp_cd, industry_name, tnt_name, system_name, introduction, tag, index_type, host_level,
         general_login, is_unify, selectable, sort) VALUES ('T9001','NEW','新产业','新租户','新系统','','','1','1',false,false,true,1)`,
    );
    await prepareDatabase(db, { seedDemo: false, files: testFiles() });
    const params = await db.owner.query<{ param_no: string; param_value: string }>(
      "SELECT param_no, param_value FROM tenant_params WHERE tnt_id = 'T9001' ORDER BY param_no",
    );
    expect(params).toEqual(PARAM_DEFAULTS.map((p) => ({ param_no: p.paramNo, param_value: p.paramValue })).sort((a, b) => (a.param_no < b.param_no ? -1 : 1)));
    // The orders' parameters (unpaid timeout in minutes, default credit days) are among them.
    expect(params).toEqual(expect.arrayContaining([{ param_no: 'ORDER_CREDIT_DAYS', param_value: '30' }, { param_no: 'ORDER_UNPAID_TIMEOUT', param_value: '1440' }]));
    const menus = await db.owner.query<{ n: number }>("SELECT count(*)::int AS n FROM menus WHERE tnt_id = 'T9001'");
    expect(menus[0]!.n).toBeGreaterThan(0);
  });

  it('keeps a value a tenant changed, and the code list as it was, at the next start', async () => {
    await db.owner.query("UPDATE tenant_params SET param_value = '1' WHERE tnt_id = 'T9001' AND param_no = 'USR00100101'");
    await prepareDatabase(db, { seedDemo: false, files: testFiles() });
    const [p] = await db.owner.query<{ param_value: string }>("SELECT param_value FROM tenant_params WHERE tnt_id = 'T9001' AND param_no = 'USR00100101'");
    expect(p!.param_value).toBe('1');
    const n = await db.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM code_values');
    expect(n[0]!.n).toBe(codeRows().length);
  });
});
