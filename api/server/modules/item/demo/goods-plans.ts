// Who sells what in each demo tenant. T1001: mostly the seller enterprise of 13800000002 (C001), a few
// goods of the buyer enterprise (C002) and platform goods of the operator (C000, source '2'). The industry
// tenants have only the operator's enterprise, so the seed adds two producer enterprises to each (no demo
// accounts: their goods are seen in the front and in platform goods management).
import { creditCode } from '../../../seed';
import { AGRI_TEMPLATES } from './goods-catalog-agri';
import { APPLE_TEMPLATES } from './goods-catalog-apple';
import { TCM_TEMPLATES } from './goods-catalog-tcm';
import { NEWS_BY_TENANT } from './goods-news';
import type { TenantGoodsPlan, Template } from './goods-types';

const pick = (list: readonly Template[], ...firstLevels: string[]) => list.filter((x) => firstLevels.includes(x.path[0]!));

export const GOODS_PLANS: readonly TenantGoodsPlan[] = [
  {
    tntId: 'T1001',
    companies: [
      { companyId: 'C001', accountId: 'A020', source: '1', brand: '绿源', spus: 200, templates: AGRI_TEMPLATES },
      { companyId: 'C002', accountId: 'A030', source: '1', brand: '丰收', spus: 14, templates: pick(AGRI_TEMPLATES, '粮油米面', '水果') },
      { companyId: 'C000', accountId: 'A010', source: '2', brand: '平台优选', spus: 36, templates: pick(AGRI_TEMPLATES, '粮油米面', '茶叶', '干果坚果', '禽蛋') },
    ],
    news: NEWS_BY_TENANT.T1001!,
    frozenReasons: ['商品图片与实物不符，请整改后联系平台解冻', '产地信息待核实，暂停销售'],
  },
  {
    tntId: 'T1002',
    companies: [
      { companyId: 'C101', companyNm: '栖霞红果园苹果专业合作社', creditCode: creditCode('93370686MA3C10101'), accountId: 'seed', source: '1', brand: '红果园', spus: 34, templates: APPLE_TEMPLATES },
      { companyId: 'C102', companyNm: '洛川秦果果业有限公司', creditCode: creditCode('91610629MA6C10102'), accountId: 'seed', source: '1', brand: '秦果', spus: 26, templates: APPLE_TEMPLATES },
      { companyId: 'C000', accountId: 'A010', source: '2', brand: '平台优选', spus: 14, templates: pick(APPLE_TEMPLATES, '鲜食苹果') },
    ],
    news: NEWS_BY_TENANT.T1002!,
    frozenReasons: ['果径规格与描述不符，请整改'],
  },
  {
    tntId: 'T1003',
    companies: [
      { companyId: 'C201', companyNm: '文山七乡三七种植专业合作社', creditCode: creditCode('93532600MA6K20101'), accountId: 'seed', source: '1', brand: '滇七堂', spus: 30, templates: TCM_TEMPLATES },
      { companyId: 'C202', companyNm: '亳州药都行中药材商贸有限公司', creditCode: creditCode('91341600MA2T20202'), accountId: 'seed', source: '1', brand: '药都行', spus: 34, templates: TCM_TEMPLATES },
      { companyId: 'C000', accountId: 'A010', source: '2', brand: '平台优选', spus: 12, templates: pick(TCM_TEMPLATES, '根茎类', '果实种子类') },
    ],
    news: NEWS_BY_TENANT.T1003!,
    frozenReasons: ['抽检二氧化硫残留超标，暂停销售', '缺少产地溯源证明'],
  },
];
