// Demo partners and financial products (idempotent: fixed ids, ON CONFLICT DO NOTHING): in the demo tenant
// four institutions and seven products of every type, one of them paused; the APPLE tenant (T1002) has
// its own single product, which the demo tenant never sees.
import { withTenant, type Database } from '../../db';
import { DEMO_TENANT_ID, SEED_TIME } from '../../seed';
import * as t from './tables';

const PARTNERS = [
  { partnerId: 'FP01', partnerName: '中国农业银行', partnerType: '1', hotline: '95599', intro: '服务“三农”的国有大型商业银行，提供涉农订单融资、仓单质押等供应链金融服务。', sortNo: 1 },
  { partnerId: 'FP02', partnerName: '中国邮政储蓄银行', partnerType: '1', hotline: '95580', intro: '深耕县域，提供农资赊销、应收账款融资等普惠金融产品。', sortNo: 2 },
  { partnerId: 'FP03', partnerName: '中华联合财产保险', partnerType: '2', hotline: '95585', intro: '以农业保险为特色的财产保险公司。', sortNo: 3 },
  { partnerId: 'FP04', partnerName: '省农业信贷融资担保有限公司', partnerType: '3', hotline: '0531-86195500', intro: '政策性农业信贷担保机构，为新型农业经营主体提供融资担保。', sortNo: 4 },
] as const;

const PRODUCTS = [
  { productId: 'FIN001', partnerId: 'FP01', productName: '惠农订单贷', productType: '1', rate: [385, 550], amountFen: 500_000_000, term: [3, 12], status: '1', features: '凭平台采购订单申请，线上审批，最快当日放款。', conditions: '已完成企业认证、在平台连续交易满3个月的会员企业；订单卖方为平台认证企业。' },
  { productId: 'FIN002', partnerId: 'FP01', productName: '仓单质押贷', productType: '3', rate: [400, 600], amountFen: 1_000_000_000, term: [1, 12], status: '1', features: '以平台合作仓库的库存仓单质押，盘活存货。', conditions: '货物存放于平台合作仓库且已办理入库；质押率不超过货值的70%。' },
  { productId: 'FIN003', partnerId: 'FP02', productName: '农资赊销贷', productType: '4', rate: [435, 435], amountFen: 30_000_000, term: [6, 12], status: '1', features: '春耕备货季按需赊购农资，收获后结算。', conditions: '种植面积50亩以上的家庭农场、合作社或农业企业。' },
  { productId: 'FIN004', partnerId: 'FP02', productName: '应收账款快贷', productType: '2', rate: [450, 650], amountFen: 200_000_000, term: [1, 6], status: '1', features: '销售回款前提前获得资金，按日计息、随借随还。', conditions: '应收账款来自平台已收货订单，买方为平台认证企业。' },
  { productId: 'FIN005', partnerId: 'FP03', productName: '苹果种植收入保险', productType: '5', rate: [300, 600], amountFen: 80_000_000, term: [12, 12], status: '1', features: '保产量也保价格，因灾减产或价格下跌导致收入低于约定值时赔付。', conditions: '连片种植10亩以上的苹果种植户或合作社。' },
  { productId: 'FIN006', partnerId: 'FP04', productName: '新型经营主体担保贷', productType: '1', rate: [350, 450], amountFen: 300_000_000, term: [12, 36], status: '1', features: '政策性担保，担保费率不超过1%，财政贴息。', conditions: '家庭农场、农民合作社等新型农业经营主体，从事粮食及重要农产品生产。' },
  { productId: 'FIN007', partnerId: 'FP03', productName: '农产品仓储财产险', productType: '5', rate: [80, 150], amountFen: 500_000_000, term: [12, 12], status: '2', features: '保障仓储期间火灾、水渍等造成的货物损失。', conditions: '货物存放于平台合作仓库。本年度额度已满，暂停申请。' },
] as const;

export async function seedFinanceDemo(db: Database): Promise<void> {
  await withTenant(db.orm, DEMO_TENANT_ID, async (tx) => {
    await tx.insert(t.financePartners).values(PARTNERS.map((x) => ({ tntId: DEMO_TENANT_ID, ...x }))).onConflictDoNothing();
    await tx.insert(t.financeProducts).values(PRODUCTS.map((x, i) => ({
      tntId: DEMO_TENANT_ID, productId: x.productId, partnerId: x.partnerId, productName: x.productName, productType: x.productType, rateMinBp: x.rate[0], rateMaxBp: x.rate[1],
      maxAmountFen: x.amountFen, termMin: x.term[0], termMax: x.term[1], status: x.status, features: x.features, conditions: x.conditions, sortNo: i + 1, updatedAt: SEED_TIME,
    }))).onConflictDoNothing();
  });
  await withTenant(db.orm, 'T1002', async (tx) => {
    await tx.insert(t.financePartners).values({ tntId: 'T1002', partnerId: 'FP91', partnerName: '烟台农商银行', partnerType: '1', hotline: '96588', intro: '', sortNo: 1 }).onConflictDoNothing();
    await tx.insert(t.financeProducts).values({
      tntId: 'T1002', productId: 'FIN901', partnerId: 'FP91', productName: '果农贷', productType: '1', rateMinBp: 420, rateMaxBp: 520, maxAmountFen: 20_000_000, termMin: 6, termMax: 12,
      status: '1', features: '苹果种植户生产经营贷款。', conditions: '栖霞、蓬莱等地的苹果种植户。', sortNo: 1, updatedAt: SEED_TIME,
    }).onConflictDoNothing();
  });
}
