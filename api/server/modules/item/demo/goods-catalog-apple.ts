// Demo goods of the APPLE tenant (T1002): fresh apples by variety and apple products.
import type { Template } from './goods-types';

const FRESH: readonly (readonly [string, number, number])[] = [
  ['75mm 一级 5斤装', 36.8, 2.5], ['80mm 一级 10斤装', 69.9, 5], ['85mm 特级 10斤装', 89, 5], ['80mm 12枚礼盒', 78, 3.2], ['70mm 统货 40斤/箱', 150, 20],
];
const ATTRS = { 果径: ['70-75mm', '75-80mm', '80-85mm', '85mm以上'], 糖度: ['13°以上', '14°以上', '15°以上'], 贮藏方式: ['现摘', '气调库'] };

export const APPLE_TEMPLATES: readonly Template[] = [
  {
    path: ['鲜食苹果', '富士系', '红富士'], names: ['红富士苹果', '晚熟红富士', '条纹富士'], unit: '箱',
    origins: [['山东烟台栖霞', '栖霞'], ['陕西延安洛川', '洛川'], ['甘肃平凉静宁', '静宁'], ['山西运城万荣', '万荣']],
    brands: ['红果园', '栖苹'], specs: FRESH, attrs: ATTRS, look: { shape: 'round', colour: [205, 45, 50] }, seasonal: true,
    desc: '果形端正，着色均匀，果肉脆甜多汁，果园分级、预冷后装箱直发。',
  },
  {
    path: ['鲜食苹果', '富士系', '冰糖心'], names: ['冰糖心苹果', '糖心红富士'], unit: '箱',
    origins: [['新疆阿克苏', '阿克苏'], ['云南昭通', '昭通'], ['四川阿坝小金', '小金']],
    brands: ['雪域果', '红果园'], specs: FRESH, attrs: ATTRS, look: { shape: 'round', colour: [215, 70, 60] }, seasonal: true,
    desc: '高原光照充足、昼夜温差大，果心糖分积累形成透明糖心，甜度高。',
  },
  {
    path: ['鲜食苹果', '嘎啦系', '嘎啦'], names: ['嘎啦苹果', '早熟嘎啦', '皇家嘎啦'], unit: '箱',
    origins: [['山东烟台蓬莱', '蓬莱'], ['陕西渭南白水', '白水'], ['河北保定顺平', '顺平']],
    brands: ['红果园'], specs: FRESH, attrs: ATTRS, look: { shape: 'round', colour: [225, 100, 70] }, seasonal: true,
    desc: '早熟品种，果皮条纹红，肉质细脆，酸甜适口，香气浓。',
  },
  {
    path: ['鲜食苹果', '元帅系', '黄元帅'], names: ['黄元帅苹果', '金帅苹果'], unit: '箱',
    origins: [['山东烟台牟平', '牟平'], ['河北石家庄赞皇', '赞皇'], ['陕西咸阳旬邑', '旬邑']],
    brands: ['栖苹'], specs: FRESH, attrs: ATTRS, look: { shape: 'round', colour: [225, 195, 70] }, seasonal: true,
    desc: '果皮金黄，果肉绵甜，香味浓郁，老人孩子都爱吃。',
  },
  {
    path: ['鲜食苹果', '元帅系', '花牛'], names: ['花牛苹果', '天水花牛'], unit: '箱',
    origins: [['甘肃天水麦积', '天水'], ['甘肃天水秦安', '秦安']],
    brands: ['陇上红'], specs: FRESH, attrs: ATTRS, look: { shape: 'round', colour: [170, 30, 50] }, seasonal: true,
    desc: '国家地理标志产品，果形高桩五棱，色泽浓红，肉质细松、香气浓。',
  },
  {
    path: ['鲜食苹果', '新优品种'], names: ['瑞香红苹果', '秦脆苹果', '维纳斯黄金苹果', '秦冠苹果'], unit: '箱',
    origins: [['陕西咸阳长武', '长武'], ['陕西宝鸡凤翔', '凤翔'], ['辽宁葫芦岛', '葫芦岛']],
    brands: ['秦果', '红果园'], specs: FRESH, attrs: ATTRS, look: { shape: 'round', colour: [190, 60, 80] }, seasonal: true,
    desc: '新优品种，耐贮运，口感脆爽，酸甜平衡，适合商超和电商渠道。',
  },
  {
    path: ['苹果加工品', '果干'], names: ['冻干苹果脆片', '非油炸苹果干', '苹果圈'], unit: '袋',
    origins: [['陕西延安洛川', '洛川'], ['山东烟台', '烟台']],
    brands: ['脆果坊'], specs: [['100g/袋', 19.9, 0.1], ['500g/袋', 78, 0.5], ['30g×10 礼盒', 59, 0.4], ['5kg/箱 批发', 560, 5]],
    look: { shape: 'slice', colour: [235, 200, 120] },
    desc: '鲜果切片低温冻干，不添加蔗糖，酥脆可口，保留苹果原味。',
  },
  {
    path: ['苹果加工品', '果汁饮品'], names: ['NFC苹果汁', '苹果浓缩汁', '苹果醋饮'], unit: '瓶',
    origins: [['陕西咸阳', '咸阳'], ['山东烟台', '烟台'], ['甘肃平凉', '平凉']],
    brands: ['脆果坊', '秦果'], specs: [['300ml/瓶', 9.9, 0.33], ['1L/瓶', 26, 1.05], ['300ml×12 整箱', 108, 4.2], ['200L/桶 浓缩汁', 3600, 250]],
    look: { shape: 'bottle', colour: [230, 170, 60] },
    desc: '鲜榨非浓缩还原，100%苹果原汁，冷链储运，酸甜清爽。',
  },
  {
    path: ['苹果加工品', '果酱果醋'], names: ['苹果果酱', '苹果醋', '苹果酵素'], unit: '瓶',
    origins: [['山东烟台', '烟台'], ['山西运城', '运城']],
    brands: ['脆果坊'], specs: [['250g/瓶', 16.8, 0.25], ['500ml/瓶', 22, 0.55], ['250g×4 礼盒', 62, 1.1], ['2.5L/桶', 68, 2.6]],
    look: { shape: 'bottle', colour: [180, 80, 40] },
    desc: '鲜果熬制或固态发酵，配料简单，适合早餐涂抹与调味。',
  },
  {
    path: ['苗木农资', '苹果苗'], names: ['矮化自根砧苹果苗', '红富士嫁接苗', '苹果砧木苗'], unit: '株',
    origins: [['山东烟台', '烟台'], ['陕西杨凌', '杨凌'], ['河北保定', '保定']],
    brands: ['丰苗'], specs: [['一年生 1.2m', 6.5, 0.3], ['二年生 带分枝', 12, 0.6], ['一年生 1000株起批', 5.2, 0.3], ['三年生 大苗', 25, 1.2]],
    look: { shape: 'leaf', colour: [90, 150, 60] },
    desc: '脱毒苗木，根系发达，品种纯正，提供栽植技术指导。',
  },
];
