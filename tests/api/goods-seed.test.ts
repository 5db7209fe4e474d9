// The demo goods seed (api/server/modules/item/demo/goods*.ts, the item module's seedDemo) as the database shows it after the first start: counts
// per tenant, goods in each tenant's field, pictures that are real PNG files rows, aggregates equal to the
// SKUs, rules of docs/goods.md held by the data, and a second seeding that changes nothing.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGoods } from '../../api/server/modules/item/demo/goods';
import { buildTenantGoods } from '../../api/server/modules/item/demo/goods-build';
import { GOODS_PLANS } from '../../api/server/modules/item/demo/goods-plans';
import { crc32 } from '../../api/server/core/png';
import { moveFileBytesOut } from '../../api/server/modules/file';
import { startTestServer, testFiles, type TestServer } from './support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => h.db.owner.query<T>(text, params);
const n = async (text: string, params: unknown[] = []) => Number((await q<{ n: string | number }>(text, params))[0]!.n);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('goods per tenant', () => {
  it('T1001 has at least 500 SKUs, most of them of the seller enterprise of 13800000002 (C001)', async () => {
    expect(await n(`SELECT count(*) AS n FROM item_skus WHERE tnt_id = 'T1001'`)).toBeGreaterThanOrEqual(500);
    const by = await q<{ company_id: string; source: string; n: number }>(
      `SELECT company_id, source, count(*)::int AS n FROM items WHERE tnt_id = 'T1001' GROUP BY 1, 2 ORDER BY 1`);
    const total = by.reduce((s, r) => s + r.n, 0);
    expect(by.find((r) => r.company_id === 'C001')!.n / total).toBeGreaterThan(0.6);
    expect(by.find((r) => r.company_id === 'C002')?.n).toBeGreaterThan(0);
    // The tenant admin's enterprise publishes platform goods; everyone else member goods.
    for (const r of by) expect(r.source).toBe(r.company_id === 'C000' ? '2' : '1');
    const firstLevels = await q<{ category_nm: string }>(`SELECT category_nm FROM item_categories WHERE tnt_id = 'T1001' AND company_id = 'C001' AND level = 1`);
    expect(firstLevels.map((r) => r.category_nm)).toEqual(expect.arrayContaining(['粮油米面', '茶叶', '蔬菜', '水果', '禽蛋', '肉类']));
  });

  it('T1002 sells apples of the usual varieties and apple products; T1003 herbs', async () => {
    const names = async (tnt: string) => (await q<{ item_nm: string }>('SELECT item_nm FROM items WHERE tnt_id = $1', [tnt])).map((r) => r.item_nm).join('|');
    const apple = await names('T1002');
    for (const v of ['红富士', '嘎啦', '黄元帅', '花牛', '冰糖心', '苹果汁', '苹果脆片']) expect(apple).toContain(v);
    const herbs = await names('T1003');
    for (const v of ['三七', '当归', '黄芪', '枸杞', '党参', '金银花']) expect(herbs).toContain(v);
    expect(await n(`SELECT count(*) AS n FROM items WHERE tnt_id = 'T1003' AND origin LIKE '云南文山%'`)).toBeGreaterThan(0);
    expect(await n(`SELECT count(*) AS n FROM items WHERE tnt_id = 'T0000'`)).toBe(0);
  });

  it('statuses are spread: mostly on shelf, some drafts and off shelf, frozen ones with a reason', async () => {
    for (const tnt of ['T1001', 'T1002', 'T1003']) {
      const rows = await q<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM items WHERE tnt_id = $1 GROUP BY 1', [tnt]);
      const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
      const total = rows.reduce((s, r) => s + r.n, 0);
      expect(of('1') / total).toBeGreaterThan(0.7);
      expect(of('3')).toBeGreaterThanOrEqual(1);
      expect(of('0') + of('2')).toBeGreaterThan(0);
    }
    expect(await n(`SELECT count(*) AS n FROM items WHERE status = '3' AND frozen_reason = ''`)).toBe(0);
    expect(await n(`SELECT count(*) AS n FROM items WHERE status <> '3' AND frozen_reason <> ''`)).toBe(0);
    expect(await n(`SELECT count(*) AS n FROM items WHERE status = '1' AND on_shelf_at IS NULL`)).toBe(0);
    expect(await n(`SELECT count(*) AS n FROM items WHERE status = '0' AND (on_shelf_at IS NOT NULL OR sales <> 0)`)).toBe(0);
    // On-shelf times spread over recent months, never in the future.
    const span = await q<{ days: number; future: number }>(
      `SELECT extract(epoch FROM max(on_shelf_at) - min(on_shelf_at)) / 86400 AS days, count(*) FILTER (WHERE on_shelf_at > now())::int AS future FROM items WHERE tnt_id = 'T1001'`);
    expect(Number(span[0]!.days)).toBeGreaterThan(90);
    expect(span[0]!.future).toBe(0);
  });

  it('pre-sell goods have a delivery date in the future', async () => {
    expect(await n(`SELECT count(*) AS n FROM items WHERE pre_sell`)).toBeGreaterThan(0);
    expect(await n(`SELECT count(*) AS n FROM items WHERE pre_sell AND (pre_sell_date IS NULL OR pre_sell_date < current_date)`)).toBe(0);
    expect(await n(`SELECT count(*) AS n FROM items WHERE NOT pre_sell AND pre_sell_date IS NOT NULL`)).toBe(0);
  });

  it('both front audiences find goods on shelf: a personal (type 1) and an enterprise (type 2 or >= 5) open mall', async () => {
    for (const tnt of ['T1001', 'T1002', 'T1003']) {
      const rows = await q<{ mall_type: string; n: number }>(
        `SELECT m.mall_type, count(*)::int AS n FROM items i JOIN malls m ON m.tnt_id = i.tnt_id AND m.mall_id = i.mall_id
          WHERE i.tnt_id = $1 AND i.status = '1' AND m.mall_status = '1' GROUP BY 1`, [tnt]);
      expect(rows.find((r) => r.mall_type === '1')?.n).toBeGreaterThan(0);
      expect(rows.filter((r) => r.mall_type === '2' || Number(r.mall_type) >= 5).reduce((s, r) => s + r.n, 0)).toBeGreaterThan(0);
    }
  });

  it('each goods row uses its own enterprise categories (at most three levels) and units; 1-4 SKUs', async () => {
    expect(await n(`SELECT count(*) AS n FROM items i JOIN item_categories c USING (tnt_id, category_id) WHERE c.company_id <> i.company_id`)).toBe(0);
    expect(await n(`SELECT count(*) AS n FROM items i JOIN item_units u USING (tnt_id, unit_id) WHERE u.company_id <> i.company_id`)).toBe(0);
    expect(await n(`SELECT count(*) AS n FROM item_categories c WHERE c.parent_id <> '0' AND NOT EXISTS (
      SELECT 1 FROM item_categories p WHERE p.tnt_id = c.tnt_id AND p.category_id = c.parent_id AND p.company_id = c.company_id AND p.level = c.level - 1)`)).toBe(0);
    expect(await n(`SELECT count(*) AS n FROM item_categories WHERE level = 3`)).toBeGreaterThan(0);
    expect(await n(`SELECT count(*) AS n FROM items WHERE sku_count NOT BETWEEN 1 AND 4`)).toBe(0);
    const units = (await q<{ unit_nm: string }>(`SELECT DISTINCT unit_nm FROM item_units WHERE tnt_id = 'T1001'`)).map((r) => r.unit_nm);
    expect(units).toEqual(expect.arrayContaining(['斤', '公斤', '箱', '袋', '件', '吨', '克']));
    expect(await n(`SELECT count(*) AS n FROM items WHERE jsonb_array_length(attributes) < 1`)).toBe(0);
  });

  it('10-20 industry news per tenant, with multi-paragraph content', async () => {
    const rows = await q<{ tnt_id: string; n: number; short: number }>(
      `SELECT tnt_id, count(*)::int AS n, count(*) FILTER (WHERE content NOT LIKE '%' || chr(10) || chr(10) || '%')::int AS short FROM industry_news GROUP BY 1 ORDER BY 1`);
    expect(rows.map((r) => r.tnt_id)).toEqual(['T1001', 'T1002', 'T1003']);
    expect(await n(`SELECT count(*) AS n FROM industry_news WHERE published_at > now()`)).toBe(0);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(10);
      expect(r.n).toBeLessThanOrEqual(20);
      expect(r.short).toBe(0);
    }
  });
});

describe('pictures', () => {
  it('every picture url names a files row of the same tenant holding a PNG (valid chunks, 200x200, a few KB)', async () => {
    const refs = await q<{ tnt_id: string; url: string; id: string }>(
      `SELECT i.tnt_id, p->>'url' AS url, p->>'id' AS id FROM items i, jsonb_array_elements(i.pictures) p`);
    expect(refs.length).toBeGreaterThan(400);
    // The bytes are in the blob store (issue 13: never in the row), named by their SHA-256.
    const files = new Map((await q<{ tnt_id: string; file_id: string; mime: string; size_bytes: number; sha256: string; content: null }>(
      'SELECT tnt_id, file_id, mime, size_bytes, sha256, content FROM files')).map((f) => [`${f.tnt_id}/${f.file_id}`, f]));
    for (const r of refs) {
      const url = new URL(r.url, 'http://x');
      expect(url.pathname).toBe('/scpr/file/file/download');
      expect(url.searchParams.get('tntId')).toBe(r.tnt_id);
      expect(url.searchParams.get('id')).toBe(r.id);
      const f = files.get(`${r.tnt_id}/${r.id}`);
      expect(f, r.url).toBeDefined();
      expect(f!.mime).toBe('image/png');
    }
    const store = testFiles();
    // The goods' pictures (other demo documents keep files of their own: vouchers, evidence, invoices).
    const pictures = new Set(refs.map((r) => files.get(`${r.tnt_id}/${r.id}`)!));
    for (const f of pictures) {
      expect(f.content).toBeNull();
      const png = readFileSync(store.pathOf(f.sha256));
      expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(png.length).toBe(f.size_bytes);
      expect(png.length).toBeLessThan(16_000);
      const image = readPng(png);
      expect([image.width, image.height]).toEqual([200, 200]);
      expect(image.idat.length).toBe((200 * 3 + 1) * 200);
    }
  });

  it('1-3 pictures per goods; news covers are pictures of the tenant too', async () => {
    expect(await n(`SELECT count(*) AS n FROM items WHERE jsonb_array_length(pictures) NOT BETWEEN 1 AND 3`)).toBe(0);
    expect(await n(`SELECT count(*) AS n FROM industry_news x WHERE cover <> '' AND NOT EXISTS (
      SELECT 1 FROM files f WHERE f.tnt_id = x.tnt_id AND x.cover LIKE '%&id=' || f.file_id)`)).toBe(0);
  });
});

describe('money and aggregates', () => {
  it('min/max price, total stock and SKU count equal the SKUs', async () => {
    const wrong = await q(`
      SELECT i.item_id FROM items i JOIN (
        SELECT tnt_id, item_id, min(price) AS lo, max(price) AS hi, sum(stock) AS st, count(*) AS n FROM item_skus GROUP BY 1, 2
      ) s USING (tnt_id, item_id)
      WHERE i.min_price <> s.lo OR i.max_price <> s.hi OR i.total_stock <> s.st OR i.sku_count <> s.n`);
    expect(wrong).toEqual([]);
    expect(await n(`SELECT count(*) AS n FROM items i WHERE NOT EXISTS (SELECT 1 FROM item_skus s WHERE s.tnt_id = i.tnt_id AND s.item_id = i.item_id)`)).toBe(0);
  });

  it('prices are exact two-decimal amounts above zero; SKU specs are distinct within a goods row', async () => {
    const prices = await q<{ price: string }>(`SELECT price::text AS price FROM item_skus`);
    for (const p of prices) expect(p.price).toMatch(/^[1-9]\d*\.\d{2}$|^0\.(0[1-9]|[1-9]\d)$/);
    expect(await n(`SELECT count(*) AS n FROM item_skus WHERE market_price IS NOT NULL AND market_price < price`)).toBe(0);
    expect(await n(`SELECT count(*) AS n FROM (SELECT tnt_id, item_id, spec_values FROM item_skus GROUP BY 1, 2, 3 HAVING count(*) > 1) d`)).toBe(0);
  });
});

describe('seeding again', () => {
  const tables = ['companies', 'item_categories', 'item_attributes', 'item_units', 'files', 'items', 'item_skus', 'industry_news'];
  // A whole-row digest per table; for files every column but created_at, which a re-inserted marker
  // takes from the day it is seeded again.
  const rowOf = (x: string) => (x === 'files' ? '(t.tnt_id, t.file_id, t.account_id, t.file_nm, t.mime, t.size_bytes, md5(t.content))::text' : 't::text');
  const snapshot = async () => Promise.all(tables.map(async (x) => (await q<{ h: string }>(
    `SELECT count(*) || ':' || coalesce(md5(string_agg(${rowOf(x)}, '|' ORDER BY ${rowOf(x)})), '') AS h FROM ${x} t`))[0]!.h));

  it('changes nothing, and reports the tenants as already seeded', async () => {
    const before = await snapshot();
    const reports = await seedGoods(h.db);
    expect(reports.map((r) => [r.tntId, r.seeded])).toEqual([['T1001', false], ['T1002', false], ['T1003', false]]);
    expect(await snapshot()).toEqual(before);
  });

  it('without its marker the inserts change nothing but bring the marker back (ON CONFLICT DO NOTHING on fixed ids)', async () => {
    const before = await snapshot();
    const [marker] = await q<{ file_id: string }>(`SELECT file_id FROM files WHERE tnt_id = 'T1002' ORDER BY file_id LIMIT 1`);
    await q(`DELETE FROM files WHERE tnt_id = 'T1002' AND file_id = $1`, [marker!.file_id]);
    // Another day: the rows built differ in their times, yet none overwrites a seeded one.
    const [report] = await seedGoods(h.db, { plans: GOODS_PLANS.filter((p) => p.tntId === 'T1002'), today: new Date('2030-06-01T00:00:00Z') });
    expect(report!.seeded).toBe(true);
    // As start-up does after seeding: the marker's bytes leave the database for the blob store.
    expect(await moveFileBytesOut(h.db, testFiles(), ['T1002'])).toBe(1);
    expect(await snapshot()).toEqual(before);
  });

  it('the builder is deterministic: the same tenant and day give the same rows', () => {
    const day = new Date('2026-11-01T00:00:00Z');
    for (const plan of GOODS_PLANS) expect(buildTenantGoods(plan, day)).toEqual(buildTenantGoods(plan, day));
  });
});

/** Walks the chunks (checking each CRC) and inflates IDAT: what a PNG reader would refuse, this refuses. */
function readPng(png: Buffer): { width: number; height: number; idat: Buffer } {
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  let ended = false;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    if (type === 'IEND') ended = true;
    at += 12 + length;
  }
  expect(ended).toBe(true);
  return { width, height, idat: inflateSync(Buffer.concat(idat)) };
}
