// The goods domain's demo data (the item module's seedDemo hook): the demo goods of each industry tenant
// (goods-plans.ts) on first start: enterprises the plan adds, categories, attributes, units, picture files,
// goods with SKUs, and the tenant's industry news (the news module's table, seeded here because the builder
// makes them in the same pass: their covers are the goods' pictures and they draw from the goods' random
// stream, so seeding them apart would change them). One transaction per tenant
// as that tenant (row-level security applies), multi-row inserts in chunks. Idempotent twice over: a
// tenant whose first picture file exists is skipped without building anything (so goods a demo user
// deleted are not brought back), and every insert is ON CONFLICT DO NOTHING on fixed ids.
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { withTenant, type Database, type Tx } from '../../../db';
import { SEED_TIME } from '../../../seed';
import { fileTables } from '../../file';
import { newsTables } from '../../news';
import { userTables } from '../../user';
import * as itemTables from '../tables';
import { buildTenantGoods, fileIdOf, type FileSpec } from './goods-build';
import { drawPicture } from './goods-pictures';
import { GOODS_PLANS } from './goods-plans';
import type { TenantGoodsPlan } from './goods-types';

export interface GoodsSeedOptions {
  /** The day goods times are counted from (on-shelf times in the months before, pre-sell dates after). */
  today?: Date;
  plans?: readonly TenantGoodsPlan[];
}

export interface GoodsSeedReport {
  tntId: string;
  seeded: boolean;
  items: number;
  skus: number;
  files: number;
  ms: number;
}

/** The tenant's first picture file: present once its goods are seeded (checked before building anything). */
const t = { ...itemTables, ...fileTables, ...newsTables, companies: userTables.companies };

const markerOf = (tntId: string): string => fileIdOf(tntId, 1);

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters for the widest table (items, 26 columns). */
const CHUNK = 500;

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK)).onConflictDoNothing();
}

// The same look and variant draw the same bytes: drawn once per process, whatever the tenant.
const drawn = new Map<string, Buffer>();
function pictureOf(f: FileSpec): Buffer {
  const key = `${f.look.shape}:${f.look.colour.join(',')}:${f.variant}`;
  let png = drawn.get(key);
  if (!png) drawn.set(key, (png = drawPicture(f.look, f.variant)));
  return png;
}

export async function seedTenantGoods(db: Database, plan: TenantGoodsPlan, today: Date): Promise<GoodsSeedReport> {
  const started = performance.now();
  const tntId = plan.tntId;
  return withTenant(db.orm, tntId, async (tx) => {
    const [done] = await tx.select({ id: t.files.fileId }).from(t.files).where(and(eq(t.files.tntId, tntId), eq(t.files.fileId, markerOf(tntId))));
    if (done) return { tntId, seeded: false, items: 0, skus: 0, files: 0, ms: performance.now() - started };
    const g = buildTenantGoods(plan, today);
    if (g.files[0]?.fileId !== markerOf(tntId)) throw new Error(`goods seed of ${tntId}: the first picture is not the marker`);

    const extra = g.companies.filter((c) => c.companyNm && c.creditCode);
    if (extra.length) {
      await tx.insert(t.companies).values(extra.map((c) => ({ tntId, companyId: c.companyId, companyNm: c.companyNm!, creditCode: c.creditCode!, authStatus: '3', createdAt: SEED_TIME }))).onConflictDoNothing();
    }
    const at = new Date(Math.min(...g.items.map((i) => i.createdAt.getTime())));
    await insertAll(tx, t.itemCategories, g.categories.map((c) => ({ tntId, ...c, createdAt: at, updatedAt: at })));
    await insertAll(tx, t.itemAttributes, g.attributes.map((a) => ({ tntId, ...a, updatedAt: at })));
    await insertAll(tx, t.itemUnits, g.units.map((u) => ({ tntId, ...u, updatedAt: at })));
    // Pictures are inserted a few at a time: each is several KB of bytea.
    for (let i = 0; i < g.files.length; i += 20) {
      await tx.insert(t.files).values(g.files.slice(i, i + 20).map((f) => {
        const png = pictureOf(f);
        return { tntId, fileId: f.fileId, accountId: 'A010', fileNm: f.fileNm, mime: 'image/png', sizeBytes: png.length, content: png, createdAt: at };
      })).onConflictDoNothing();
    }
    await insertAll(tx, t.items, g.items.map((i) => ({ tntId, ...i })));
    await insertAll(tx, t.itemSkus, g.skus.map((s) => ({ tntId, ...s })));
    await insertAll(tx, t.industryNews, g.news.map((n) => ({ tntId, ...n })));
    return { tntId, seeded: true, items: g.items.length, skus: g.skus.length, files: g.files.length, ms: performance.now() - started };
  });
}

/** Every tenant of the plans that exists in the database (the unify tenant has no goods). */
export async function seedGoods(db: Database, options: GoodsSeedOptions = {}): Promise<GoodsSeedReport[]> {
  const today = options.today ?? new Date();
  const reports: GoodsSeedReport[] = [];
  for (const plan of options.plans ?? GOODS_PLANS) reports.push(await seedTenantGoods(db, plan, today));
  return reports;
}
