// Turns a tenant's goods plan into rows (no database here): categories, attributes and units per
// enterprise, SPUs with their SKUs and aggregates, picture files to draw, news. Everything comes from a
// PRNG seeded by the tenant id, and times from `today` (the day of the first seeding), so the same day
// gives the same rows.
import { asFen, formatFen, parseFen } from '../../../../../engine/validation';
import { createRng, seedOf, type Rng } from './prng';
import type { Look } from './goods-pictures';
import type { DemoCompany, TenantGoodsPlan, Template } from './goods-types';

const DAY = 86_400_000;
export const fileIdOf = (tntId: string, n: number): string => `F${tntId.slice(1)}-${String(n).padStart(3, '0')}`;
export const fileUrl = (tntId: string, fileId: string): string => `/scpr/file/file/download?tntId=${tntId}&id=${fileId}`;

/** Units every enterprise keeps besides those its goods use. */
const COMMON_UNITS = ['斤', '公斤', '吨', '克', '箱', '袋', '件', '盒'];
const UNIT_REMARKS: Record<string, string> = { 斤: '500克', 公斤: '1000克', 吨: '1000公斤', 克: '', 箱: '整箱包装', 袋: '袋装', 件: '一件', 盒: '盒装' };
const COMMON_ATTRS: Record<string, readonly string[]> = {
  等级: ['特级', '一级', '二级', '统货'],
  包装方式: ['袋装', '箱装', '盒装', '礼盒装', '散装'],
  保质期: ['7天', '15天', '30天', '6个月', '12个月', '24个月'],
  储存方式: ['常温', '阴凉干燥处', '冷藏', '冷冻'],
};
const SUFFIXES = ['', ' 产地直发', ' 精选', ' 新货', ' 基地直供', ' 特级', ' 农家自产', ' 批发', ' 礼品装', ' 优选', ' 原产地', ' 当季'];
const STATUS_WEIGHTS: readonly (readonly [string, number])[] = [['1', 0.84], ['2', 0.1], ['0', 0.06]];

export interface CategoryRow { categoryId: string; companyId: string; parentId: string; categoryNm: string; level: number; sort: number }
export interface AttributeRow { attrId: string; companyId: string; categoryId: string | null; attrNm: string; attrValues: string; sort: number }
export interface UnitRow { unitId: string; companyId: string; unitNm: string; remark: string }
export interface FileSpec { fileId: string; fileNm: string; look: Look; variant: number }
export interface SkuRow { skuId: string; itemId: string; specValues: string; price: string; marketPrice: string | null; stock: number; weight: string; barcode: string; sort: number }
export interface ItemRow {
  itemId: string; companyId: string; source: string; mallId: string; itemNm: string; categoryId: string; unitId: string;
  brand: string; origin: string; description: string; pictures: { id: string; name: string; url: string }[];
  attributes: { attrNm: string; attrValue: string }[]; preSell: boolean; preSellDate: string | null; status: string;
  frozenReason: string; minPrice: string; maxPrice: string; totalStock: number; skuCount: number; sales: number;
  onShelfAt: Date | null; createdAt: Date; updatedAt: Date; createdBy: string;
}
export interface NewsRow { newsId: string; title: string; summary: string; content: string; cover: string; source: string; publishedAt: Date }
export interface TenantGoods {
  companies: DemoCompany[];
  categories: CategoryRow[];
  attributes: AttributeRow[];
  units: UnitRow[];
  files: FileSpec[];
  items: ItemRow[];
  skus: SkuRow[];
  news: NewsRow[];
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
/** Fen -> "12.50" by the one formatter (docs/money.md): money is counted in integer fen, never in floats. */
const money = (fen: number) => formatFen(asFen(fen));
/** A price in yuan moved by a factor, rounded to a realistic ending (x.x0, or whole yuan above 100). */
function fenNear(yuan: number, factor: number): number {
  const raw = yuan * factor;
  return raw >= 100 ? Math.round(raw) * 100 : Math.max(1, Math.round(raw * 10)) * 10;
}
/** EAN-13 with a Chinese (69) prefix and its check digit. */
function barcode(rng: Rng): string {
  const body = `69${pad(rng.int(0, 99_999), 5)}${pad(rng.int(0, 99_999), 5)}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return body + ((10 - (sum % 10)) % 10);
}
const weighted = (rng: Rng, list: readonly (readonly [string, number])[]): string => {
  let r = rng.next();
  for (const [v, w] of list) if ((r -= w) < 0) return v;
  return list[list.length - 1]![0];
};
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export function buildTenantGoods(plan: TenantGoodsPlan, today: Date): TenantGoods {
  const rng = createRng(seedOf(plan.tntId));
  const tnt = plan.tntId.slice(1);
  const day0 = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 8 * 3_600_000; // 00:00 in China
  const out: TenantGoods = { companies: [...plan.companies], categories: [], attributes: [], units: [], files: [], items: [], skus: [], news: [] };

  // Pictures: two per kind of goods of the tenant, shared by every enterprise (the database stays small).
  const pictures = new Map<Template, { id: string; name: string; url: string }[]>();
  const picturesOf = (x: Template) => {
    let list = pictures.get(x);
    if (!list) {
      list = [0, 1 + (pictures.size % 2)].map((variant, i) => {
        const fileId = fileIdOf(plan.tntId, out.files.length + 1);
        const fileNm = `${x.path[x.path.length - 1]}-${i + 1}.png`;
        out.files.push({ fileId, fileNm, look: x.look, variant });
        return { id: fileId, name: fileNm, url: fileUrl(plan.tntId, fileId) };
      });
      pictures.set(x, list);
    }
    return list;
  };

  let itemNo = 0;
  const frozen = [...plan.frozenReasons];
  for (const company of plan.companies) {
    const cid = company.companyId;
    // Category tree of this enterprise: every prefix of every template path.
    const categoryIds = new Map<string, string>();
    const categoryOf = (path: readonly string[]): string => {
      const key = path.join('/');
      const known = categoryIds.get(key);
      if (known) return known;
      const parentId = path.length > 1 ? categoryOf(path.slice(0, -1)) : '0';
      const categoryId = `CT${tnt}-${pad(out.categories.length + 1, 3)}`;
      const sort = out.categories.filter((c) => c.companyId === cid && c.parentId === parentId).length + 1;
      out.categories.push({ categoryId, companyId: cid, parentId, categoryNm: path[path.length - 1]!, level: path.length, sort });
      categoryIds.set(key, categoryId);
      return categoryId;
    };
    for (const x of company.templates) categoryOf(x.path);

    // Units: the common set plus those its goods use.
    const unitIds = new Map<string, string>();
    for (const nm of [...COMMON_UNITS, ...company.templates.map((x) => x.unit)]) {
      if (unitIds.has(nm)) continue;
      const unitId = `UN${tnt}-${pad(out.units.length + 1, 3)}`;
      unitIds.set(nm, unitId);
      out.units.push({ unitId, companyId: cid, unitNm: nm, remark: UNIT_REMARKS[nm] ?? '' });
    }

    // Attributes: common ones for every category; a kind's own ones for its first-level category (or for
    // every category when kinds under different first levels share a name).
    const attrScope = new Map<string, { values: Set<string>; firstLevels: Set<string> }>();
    for (const x of company.templates) {
      for (const [nm, values] of Object.entries(x.attrs ?? {})) {
        const s = attrScope.get(nm) ?? { values: new Set(), firstLevels: new Set() };
        values.forEach((v) => s.values.add(v));
        s.firstLevels.add(x.path[0]!);
        attrScope.set(nm, s);
      }
    }
    const attrDefs: [string, string | null, readonly string[]][] = [
      ...Object.entries(COMMON_ATTRS).map(([nm, v]): [string, null, readonly string[]] => [nm, null, v]),
      ...[...attrScope].filter(([nm]) => !(nm in COMMON_ATTRS)).map(([nm, s]): [string, string | null, readonly string[]] =>
        [nm, s.firstLevels.size === 1 ? categoryOf([...s.firstLevels]) : null, [...s.values]]),
    ];
    for (const [i, [nm, categoryId, values]] of attrDefs.entries()) {
      out.attributes.push({ attrId: `AT${tnt}-${pad(out.attributes.length + 1, 3)}`, companyId: cid, categoryId, attrNm: nm, attrValues: values.join(','), sort: i + 1 });
    }

    // SPUs: round-robin over the kinds so every category has goods, origins and names varied.
    const names = new Set<string>();
    for (let n = 0; n < company.spus; n++) {
      const x = company.templates[n % company.templates.length]!;
      const round = Math.floor(n / company.templates.length);
      const [origin, short] = x.origins[(round + n) % x.origins.length]!;
      const base = x.names[(round + Math.floor(n / 7)) % x.names.length]!;
      let itemNm = '';
      for (let k = round % SUFFIXES.length; !itemNm || names.has(itemNm); k++) {
        itemNm = `${short}${base}${SUFFIXES[k % SUFFIXES.length]}${k >= SUFFIXES.length ? ` ${Math.floor(k / SUFFIXES.length) + 1}号` : ''}`;
      }
      names.add(itemNm);
      itemNo += 1;
      const itemId = `I${tnt}-${pad(itemNo, 4)}`;

      // SKUs: 1-4 distinct specs, price moved a little per SPU; aggregates computed from them.
      const skuCount = Math.min(x.specs.length, weighted(rng, [['1', 0.12], ['2', 0.3], ['3', 0.34], ['4', 0.24]]) === '1' ? 1 : rng.int(2, 4));
      const factor = 0.88 + rng.next() * 0.3;
      const skus = rng.sample(x.specs, skuCount).map(([spec, yuan, kg], i): SkuRow => {
        const price = fenNear(yuan, factor);
        return {
          skuId: `S${tnt}-${pad(itemNo, 4)}-${i + 1}`, itemId, specValues: spec, price: money(price),
          // A market price drawn at random around the price: a float by nature, rounded to whole fen by fenNear().
          // eslint-disable-next-line money/no-float-money
          marketPrice: rng.chance(0.7) ? money(fenNear(price / 100, 1.15 + rng.next() * 0.2)) : null,
          stock: x.bulk ? rng.int(20, 800) : rng.chance(0.05) ? 0 : rng.int(30, 6000),
          weight: kg.toFixed(3), barcode: x.bulk || rng.chance(0.2) ? '' : barcode(rng), sort: i + 1,
        };
      });
      out.skus.push(...skus);
      const prices = skus.map((s) => parseFen(s.price));

      // Status and times: mostly on shelf over the last six months; some drafts and off-shelf goods; the
      // plan's frozen reasons go to early SPUs of the first (main) enterprise.
      let status = weighted(rng, STATUS_WEIGHTS);
      let frozenReason = '';
      if (company === plan.companies[0] && n % 17 === 5 && frozen.length) [status, frozenReason] = ['3', frozen.shift()!];
      const shelfDay = day0 - rng.int(1, 180) * DAY + rng.int(8 * 60, 20 * 60) * 60_000;
      const createdAt = new Date(shelfDay - rng.int(1, 20) * DAY);
      const onShelfAt = status === '0' ? null : new Date(shelfDay);
      const updatedAt = status === '1' ? new Date(shelfDay) : new Date(Math.min(day0 - DAY, (onShelfAt ?? createdAt).getTime() + rng.int(1, 30) * DAY));
      const preSell = !!x.seasonal && rng.chance(0.22);
      const own = picturesOf(x);
      const sibling = company.templates.find((y) => y !== x && y.path.slice(0, -1).join('/') === x.path.slice(0, -1).join('/') && y.path.length === x.path.length);
      const pics = [own[0]!, ...(rng.chance(0.7) ? [own[1]!] : []), ...(sibling && rng.chance(0.3) ? [picturesOf(sibling)[0]!] : [])];
      const attrPool = Object.entries({ ...COMMON_ATTRS, ...x.attrs });
      out.items.push({
        itemId, companyId: cid, source: company.source,
        // Bulk goods are sold to enterprises; the rest spread over the personal, enterprise and (closed)
        // producer malls, so both account types find goods in the front.
        mallId: x.bulk ? 'M02' : weighted(rng, [['M02', 0.46], ['M01', 0.42], ['M03', 0.12]]),
        itemNm, categoryId: categoryOf(x.path), unitId: unitIds.get(x.unit)!, brand: rng.chance(0.6) ? company.brand : rng.pick(x.brands),
        origin, description: `${x.desc}产地：${origin}。${company.source === '2' ? '平台严选，统一质检后发货。' : '支持批量采购，量大可议价。'}`,
        pictures: pics, attributes: rng.sample(attrPool, rng.int(2, 4)).map(([attrNm, values]) => ({ attrNm, attrValue: rng.pick(values) })),
        preSell, preSellDate: preSell ? isoDate(new Date(day0 + rng.int(10, 80) * DAY + 8 * 3_600_000)) : null,
        status, frozenReason, minPrice: money(Math.min(...prices)), maxPrice: money(Math.max(...prices)),
        totalStock: skus.reduce((s, k) => s + k.stock, 0), skuCount: skus.length,
        sales: status === '0' ? 0 : Math.floor(rng.next() ** 3 * 5000), onShelfAt, createdAt, updatedAt, createdBy: company.accountId,
      });
    }
  }

  const covers = out.items.map((i) => i.pictures[0]!.url);
  out.news = plan.news.map((a, i) => ({
    newsId: `N${tnt}-${pad(i + 1, 3)}`, title: a.title, summary: a.summary, content: a.paragraphs.join('\n\n'),
    cover: covers[(i * 37) % covers.length] ?? '', source: a.source,
    // At least a day before the first start: an article is never dated later the same day.
    publishedAt: new Date(day0 - (i * 4 + rng.int(1, 3)) * DAY + rng.int(8 * 60, 18 * 60) * 60_000),
  }));
  return out;
}
