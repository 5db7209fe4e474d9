// Industry news of the demo tenants (industry_news): market, season, standards and logistics notes in
// each tenant's field. Articles are assembled from a topic (product, area, figures) and one of a few
// angles, so 10-20 articles per tenant read differently without pages of fixed text here.
import type { DemoNews } from './goods-types';

interface Topic {
  product: string;
  area: string;
  /** A price or volume figure quoted in the article. */
  figure: string;
  angle: 'market' | 'harvest' | 'standard' | 'logistics' | 'brand';
}

const SOURCES = ['平台产业研究中心', '平台行情监测站', '产地通讯员', '平台供应链服务部'];

function article(t: Topic, i: number): DemoNews {
  const { product: p, area: a, figure: f } = t;
  const by: Record<Topic['angle'], () => Omit<DemoNews, 'source'>> = {
    market: () => ({
      title: `${a}${p}行情周报：${f}`,
      summary: `本周${a}${p}购销两旺，${f}，采购商以按需补货为主。`,
      paragraphs: [
        `据平台行情监测，本周${a}${p}产地成交量环比增加，${f}。优质货源走货较快，普通统货价格相对平稳。`,
        `从采购端看，商超和餐饮企业以按需补货为主，批发市场到货量充足；电商渠道对小规格包装需求明显上升。`,
        `监测人员建议，采购商可关注平台上已认证企业的现货报价，分批锁定货源；卖家应及时更新库存与规格，避免超卖。`,
      ],
    }),
    harvest: () => ({
      title: `${a}${p}进入采收期，产地货源陆续上市`,
      summary: `${a}${p}开始集中采收，${f}，产地合作社组织分级包装。`,
      paragraphs: [
        `近日，${a}${p}进入集中采收期。当地合作社负责人介绍，今年生长期光照充足，${f}，整体品质好于往年。`,
        `为保证上市品质，产地普遍采用田头预冷、分级分选和统一包装，部分基地已在平台开通预售，按采收进度陆续发货。`,
        `业内人士提醒，采收初期货源集中，采购商宜提前与卖家确认规格、等级和发货日期，合理安排仓储与运输。`,
      ],
    }),
    standard: () => ({
      title: `${p}分级标准实施，${a}产区率先对标`,
      summary: `新版${p}分级标准落地，${a}产区按标准分级销售，${f}。`,
      paragraphs: [
        `新版${p}等级规格标准明确了外观、规格和理化指标等要求。${a}产区率先组织生产主体对标分级，${f}。`,
        `标准实施后，同一等级的${p}在不同卖家之间更具可比性，买卖双方在平台上按等级下单、按标准验收，减少了质量纠纷。`,
        `平台提示卖家在商品属性中如实填写等级、规格等信息，并上传实拍图片；买家收货后可对照标准验收。`,
      ],
    }),
    logistics: () => ({
      title: `${a}${p}冷链专线开通，产地到销地时效提升`,
      summary: `${a}至主要销区的${p}冷链专线开通，${f}。`,
      paragraphs: [
        `为解决${p}长途运输损耗高的问题，${a}与多家物流企业合作开通冷链专线，${f}。`,
        `专线采用全程温控和在途监控，卖家在平台发货时可选择冷链配送，买家可实时查看物流状态。`,
        `平台供应链服务部表示，将继续整合产地仓、干线运输和城市配送资源，为会员企业提供一站式履约服务。`,
      ],
    }),
    brand: () => ({
      title: `${a}${p}区域公用品牌发布，助力优质优价`,
      summary: `${a}发布${p}区域公用品牌，统一标识与溯源，${f}。`,
      paragraphs: [
        `${a}近日发布${p}区域公用品牌，统一品牌标识、包装规范和质量追溯体系，${f}。`,
        `加入品牌体系的生产主体须通过产地认定和质量抽检，产品附带溯源码，消费者扫码即可查看产地和检测信息。`,
        `平台将为品牌授权企业开设专区，优先展示其在售商品，帮助优质产品获得更好的市场价格。`,
      ],
    }),
  };
  return { ...by[t.angle](), source: SOURCES[i % SOURCES.length]! };
}

const topics: Record<string, Topic[]> = {
  T1001: [
    { product: '稻花香大米', area: '黑龙江五常', figure: '新米收购价每斤上涨约0.2元', angle: 'market' },
    { product: '玉米', area: '吉林', figure: '二等玉米到厂价每吨2400至2500元', angle: 'market' },
    { product: '春茶', area: '浙江杭州西湖', figure: '明前茶产量预计增长一成', angle: 'harvest' },
    { product: '花生油', area: '山东临沂', figure: '压榨一级花生油出厂价保持稳定', angle: 'standard' },
    { product: '脐橙', area: '江西赣州', figure: '预计产量超过150万吨', angle: 'harvest' },
    { product: '蔬菜', area: '山东寿光', figure: '日均外运量超过1万吨', angle: 'logistics' },
    { product: '鸡蛋', area: '湖北', figure: '主产区蛋价每斤回落0.1至0.2元', angle: 'market' },
    { product: '苹果', area: '新疆阿克苏', figure: '冰糖心苹果一级果收购价每斤3.5元左右', angle: 'brand' },
    { product: '普洱茶', area: '云南普洱', figure: '古树春茶毛料价格稳中有升', angle: 'standard' },
    { product: '牛羊肉', area: '内蒙古锡林郭勒', figure: '冷鲜牛肉次日可达华北主要城市', angle: 'logistics' },
    { product: '小麦', area: '河南周口', figure: '新麦收购价每斤1.2元左右', angle: 'harvest' },
    { product: '香菇', area: '河南西峡', figure: '出口订单同比增加两成', angle: 'market' },
    { product: '核桃', area: '云南漾濞', figure: '带壳核桃产地价每公斤18至22元', angle: 'brand' },
    { product: '土豆', area: '甘肃定西', figure: '窖藏土豆批发价每斤0.9元左右', angle: 'logistics' },
  ],
  T1002: [
    { product: '红富士', area: '山东烟台栖霞', figure: '80mm一级果收购价每斤3.2元左右', angle: 'market' },
    { product: '苹果', area: '陕西洛川', figure: '冷库入库率已超过七成', angle: 'logistics' },
    { product: '冰糖心苹果', area: '新疆阿克苏', figure: '预计总产量约200万吨', angle: 'harvest' },
    { product: '花牛苹果', area: '甘肃天水', figure: '高桩果占比明显提高', angle: 'brand' },
    { product: '嘎啦苹果', area: '陕西白水', figure: '早熟嘎啦产地价每斤2.5元左右', angle: 'market' },
    { product: '苹果', area: '甘肃静宁', figure: '分级后优果率达到八成', angle: 'standard' },
    { product: '黄元帅苹果', area: '山东烟台牟平', figure: '礼盒装走货加快', angle: 'market' },
    { product: '矮砧密植苹果', area: '陕西杨凌', figure: '新建果园亩产提高约三成', angle: 'harvest' },
    { product: '苹果脆片', area: '陕西延安', figure: '加工企业开机率超过九成', angle: 'brand' },
    { product: 'NFC苹果汁', area: '山东烟台', figure: '冷链配送覆盖全国主要城市', angle: 'logistics' },
    { product: '瑞香红苹果', area: '陕西长武', figure: '新品种种植面积持续扩大', angle: 'standard' },
    { product: '苹果', area: '山西运城万荣', figure: '客商订货量同比增加', angle: 'market' },
  ],
  T1003: [
    { product: '三七', area: '云南文山', figure: '30头三七市场价每公斤600元左右', angle: 'market' },
    { product: '当归', area: '甘肃岷县', figure: '新货统货价每公斤70至80元', angle: 'harvest' },
    { product: '黄芪', area: '甘肃陇西', figure: '产新量较上年增加约一成', angle: 'harvest' },
    { product: '枸杞', area: '宁夏中宁', figure: '180粒头茬果价格坚挺', angle: 'brand' },
    { product: '金银花', area: '河南封丘', figure: '头茬花采收进入尾声', angle: 'market' },
    { product: '中药材', area: '安徽亳州', figure: '市场日均成交额保持稳定', angle: 'logistics' },
    { product: '党参', area: '甘肃文县', figure: '纹党选货走货顺畅', angle: 'standard' },
    { product: '天麻', area: '云南昭通', figure: '冬麻鲜货收购价小幅上涨', angle: 'market' },
    { product: '人参', area: '吉林抚松', figure: '园参干货价格趋稳', angle: 'brand' },
    { product: '菊花', area: '浙江桐乡', figure: '杭白菊烘干产能提升', angle: 'harvest' },
    { product: '中药饮片', area: '安徽亳州', figure: '饮片企业质量抽检合格率进一步提高', angle: 'standard' },
    { product: '石斛', area: '浙江武义', figure: '枫斗加工订单排至年底', angle: 'logistics' },
    { product: '艾叶', area: '湖北蕲春', figure: '陈艾绒需求增长', angle: 'market' },
  ],
};

export const NEWS_BY_TENANT: Readonly<Record<string, readonly DemoNews[]>> = Object.fromEntries(
  Object.entries(topics).map(([tnt, list]) => [tnt, list.map(article)]),
);
