// Demo rows of the trading set-up (SEED_DEMO=1, after the goods): addresses of the demo buyers, pay types,
// shop payment settings and freight templates of the demo sellers, and a few cart lines for 丰收农产品采购
// (two sellers, one line of goods taken off shelf since, so the cart shows an invalid line). Fixed ids and
// ON CONFLICT DO NOTHING: a second start changes nothing, and rows a demo user deleted stay deleted once
// the marker address exists.
import { and, asc, eq, sql } from 'drizzle-orm';
import { withTenant, type Database, type Tx } from '../../db';
import { parseFen, regionChildren } from '../../../../engine/validation';
import { addressTables, regionNameOf } from '../address';
import { freightTables } from '../freight';
import { itemTables } from '../item';
import { paytypeTables } from '../paytype';
import * as cartT from './tables';
import { PAY_TYPE } from '../../codes';

const TNT = 'T1001';
const SEED_AT = new Date('2026-01-01T00:00:00Z');
const MARKER = 'ADR-T1001-01';

const ADDRESSES = [
  { addressId: MARKER, ownerId: 'C002', consignee: '王建国', phone: '13800000003', regionCode: '370602', detail: '幸福路88号丰收农产品采购中心', postalCode: '264000', isDefault: true },
  { addressId: 'ADR-T1001-02', ownerId: 'C002', consignee: '李秀英', phone: '13912340002', regionCode: '370102', detail: '泉城路168号丰收济南仓', postalCode: '250011', isDefault: false },
  { addressId: 'ADR-T1001-03', ownerId: 'C002', consignee: '赵强', phone: '13912340003', regionCode: '110105', detail: '建国路89号华贸中心3号楼', postalCode: '100022', isDefault: false },
  { addressId: 'ADR-T1001-04', ownerId: 'A060', consignee: '张大山', phone: '13800000006', regionCode: '610302', detail: '经二路12号', postalCode: '721000', isDefault: true },
];

const PAY_TYPES = [
  { companyId: 'C001', payType: PAY_TYPE.payFirst, enabled: true },
  { companyId: 'C001', payType: PAY_TYPE.goodsFirst, enabled: true },
  { companyId: 'C001', payType: PAY_TYPE.prepay, enabled: false },
  { companyId: 'C001', payType: PAY_TYPE.buyerInstalments, enabled: false },
  { companyId: 'C001', payType: PAY_TYPE.sellerInstalments, enabled: true, instalmentCount: 3, intervalDays: 30 },
  { companyId: 'C001', payType: PAY_TYPE.credit, enabled: true, creditDays: 30 },
  { companyId: 'C003', payType: PAY_TYPE.payFirst, enabled: true },
  { companyId: 'C003', payType: PAY_TYPE.prepay, enabled: true },
];

const SETTINGS = [
  { companyId: 'C001', onlineEnabled: true, bankName: '中国农业银行烟台芝罘支行', accountName: '绿源农业科技有限公司', accountNo: '6228480269012345678' },
  { companyId: 'C003', onlineEnabled: true, bankName: '中国邮政储蓄银行西安分行', accountName: '惠农代销服务有限公司', accountNo: '6221886000012345678' },
];

/** Every province of the region table except 台湾, 香港, 澳门 (the demo sellers do not ship there, so the
 * refusal of a region without a rule can be tried). */
const mainland = (): string[] => regionChildren(null).map((p) => p.code).filter((c) => !['710000', '810000', '820000'].includes(c));

function templates() {
  const all = mainland();
  const near = ['370000'];
  const east = ['310000', '320000', '330000'];
  const rest = all.filter((c) => !near.includes(c) && !east.includes(c));
  return [
    {
      head: { templateId: 'FT-T1001-01', companyId: 'C001', templateNm: '全国按件计费', chargeMode: '1', isDefault: true },
      rules: [
        { regions: near, firstUnitMilli: 1000, firstFeeFen: parseFen('6'), extraUnitMilli: 1000, extraFeeFen: parseFen('2') },
        { regions: east, firstUnitMilli: 1000, firstFeeFen: parseFen('8'), extraUnitMilli: 1000, extraFeeFen: parseFen('3') },
        { regions: rest, firstUnitMilli: 1000, firstFeeFen: parseFen('12'), extraUnitMilli: 1000, extraFeeFen: parseFen('4') },
      ],
      free: [{ regions: near, minAmountFen: parseFen('99'), minCount: null }],
    },
    {
      head: { templateId: 'FT-T1001-02', companyId: 'C001', templateNm: '粮油按重量计费', chargeMode: '2', isDefault: false },
      rules: [
        { regions: [...near, ...east], firstUnitMilli: 5000, firstFeeFen: parseFen('10'), extraUnitMilli: 1000, extraFeeFen: parseFen('1.5') },
        { regions: rest, firstUnitMilli: 5000, firstFeeFen: parseFen('15'), extraUnitMilli: 1000, extraFeeFen: parseFen('2.5') },
      ],
      free: [{ regions: near, minAmountFen: parseFen('199'), minCount: 10 }],
    },
    {
      head: { templateId: 'FT-T1001-03', companyId: 'C003', templateNm: '代销统一运费', chargeMode: '1', isDefault: true },
      rules: [{ regions: all, firstUnitMilli: 1000, firstFeeFen: parseFen('10'), extraUnitMilli: 1000, extraFeeFen: parseFen('5') }],
      free: [],
    },
  ];
}

/** On-shelf SKUs of a seller in the enterprise mall (M02: what 丰收 sees), cheapest first. */
async function skusOf(tx: Tx, companyId: string, status: string, limit: number) {
  const { items, itemSkus } = itemTables;
  return tx
    .select({ skuId: itemSkus.skuId, itemId: items.itemId, companyId: items.companyId, itemNm: items.itemNm, specValues: itemSkus.specValues, pictures: items.pictures, price: itemSkus.price })
    .from(itemSkus)
    .innerJoin(items, and(eq(items.tntId, itemSkus.tntId), eq(items.itemId, itemSkus.itemId)))
    .where(and(eq(itemSkus.tntId, TNT), eq(items.companyId, companyId), eq(items.status, status), eq(items.mallId, 'M02'), sql`${itemSkus.stock} - ${itemSkus.reserved} >= 20`))
    .orderBy(asc(itemSkus.price), asc(itemSkus.skuId))
    .limit(limit);
}

export async function seedTradingDemo(db: Database): Promise<{ seeded: boolean }> {
  return withTenant(db.orm, TNT, async (tx) => {
    const { addresses } = addressTables;
    const [marker] = await tx.select({ id: addresses.addressId }).from(addresses).where(and(eq(addresses.tntId, TNT), eq(addresses.addressId, MARKER)));
    if (marker) return { seeded: false };
    await tx.insert(addresses).values(ADDRESSES.map((a) => ({ tntId: TNT, ...a, regionName: regionNameOf(a.regionCode), createdAt: SEED_AT, updatedAt: SEED_AT })))
      .onConflictDoNothing();
    await tx.insert(paytypeTables.shopPayTypes).values(PAY_TYPES.map((p) => ({
      tntId: TNT, instalmentCount: null, intervalDays: null, creditDays: null, ...p, updatedAt: SEED_AT,
    }))).onConflictDoNothing();
    await tx.insert(paytypeTables.shopPaySettings).values(SETTINGS.map((s) => ({ tntId: TNT, ...s, updatedAt: SEED_AT }))).onConflictDoNothing();
    for (const x of templates()) {
      await tx.insert(freightTables.freightTemplates).values({ tntId: TNT, ...x.head, createdAt: SEED_AT, updatedAt: SEED_AT }).onConflictDoNothing();
      await tx.insert(freightTables.freightRules).values(x.rules.map((r, i) => ({ tntId: TNT, templateId: x.head.templateId, ruleNo: i + 1, ...r }))).onConflictDoNothing();
      if (x.free.length) {
        await tx.insert(freightTables.freightFreeRules).values(x.free.map((r, i) => ({ tntId: TNT, templateId: x.head.templateId, ruleNo: i + 1, ...r }))).onConflictDoNothing();
      }
    }
    // The weight template for 绿源's goods whose every SKU has a weight (about a fifth of them).
    await tx.execute(sql`
      update items set freight_template_id = 'FT-T1001-02'
      where tnt_id = ${TNT} and company_id = 'C001' and freight_template_id is null
        and item_id in (select item_id from items i where i.tnt_id = ${TNT} and i.company_id = 'C001'
          and not exists (select 1 from item_skus s where s.tnt_id = i.tnt_id and s.item_id = i.item_id and s.weight is null)
          order by i.item_id limit 40)`);
    // 丰收's cart: three lines of 绿源, two of the platform's own goods, one of goods now off shelf.
    const lines = [...(await skusOf(tx, 'C001', '1', 3)), ...(await skusOf(tx, 'C000', '1', 2))];
    const gone = await skusOf(tx, 'C001', '2', 1);
    const rows = [...lines, ...gone].map((s, i) => ({
      tntId: TNT, ownerId: 'C002', skuId: s.skuId, itemId: s.itemId, sellerId: s.companyId,
      itemNm: s.itemNm, specValues: s.specValues, picture: s.pictures[0]?.url ?? '', quantity: 1 + (i % 3),
      addedPriceFen: parseFen(s.price), selected: true, addedBy: 'A030',
      createdAt: new Date(SEED_AT.getTime() + i * 60_000), updatedAt: new Date(SEED_AT.getTime() + i * 60_000),
    }));
    if (rows.length) await tx.insert(cartT.cartLines).values(rows).onConflictDoNothing();
    return { seeded: true };
  });
}
