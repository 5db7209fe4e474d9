// Demo goods of the CHINESE_MEDICINE tenant (T1003): herbs from their genuine producing areas (道地产区).
import type { Template } from './goods-types';

const HERB = (price: number): readonly (readonly [string, number, number])[] => [
  ['统货 1kg', price, 1], ['选货 1kg', Math.round(price * 1.3), 1], ['切片 500g', Math.round(price * 0.7), 0.5], ['统货 25kg/件', price * 23, 25],
];
const ATTRS = { 生长年限: ['二年生', '三年生', '四年生'], 加工方式: ['原个', '切片', '打粉'], 含硫情况: ['无硫', '低硫'] };

export const TCM_TEMPLATES: readonly Template[] = [
  {
    path: ['根茎类', '三七'], names: ['三七', '三七主根', '三七粉'], unit: '公斤',
    origins: [['云南文山', '文山'], ['云南红河', '红河']],
    brands: ['滇七堂'], specs: [['20头 500g', 398, 0.5], ['30头 500g', 318, 0.5], ['40头 500g', 258, 0.5], ['60头 1kg', 420, 1], ['超细粉 250g', 168, 0.25]],
    attrs: { ...ATTRS, 头数: ['20头', '30头', '40头', '60头'] }, look: { shape: 'root', colour: [120, 110, 80] },
    desc: '文山道地产区三年生以上三七，个头均匀，断面灰绿，味苦回甘。',
  },
  {
    path: ['根茎类', '当归'], names: ['当归', '当归头', '当归片'], unit: '公斤',
    origins: [['甘肃定西岷县', '岷县'], ['甘肃渭源', '渭源']],
    brands: ['陇药坊'], specs: HERB(78), attrs: ATTRS, look: { shape: 'root', colour: [170, 120, 80] }, seasonal: true,
    desc: '岷县道地当归，主根粗壮，油性足，香气浓郁。',
  },
  {
    path: ['根茎类', '黄芪'], names: ['黄芪', '黄芪片', '仿野生黄芪'], unit: '公斤',
    origins: [['甘肃定西陇西', '陇西'], ['内蒙古包头固阳', '固阳'], ['山西浑源', '浑源']],
    brands: ['陇药坊', '北芪堂'], specs: HERB(42), attrs: ATTRS, look: { shape: 'root', colour: [210, 180, 110] }, seasonal: true,
    desc: '条粗长、皱纹少，断面黄白色，粉性足，豆腥气浓。',
  },
  {
    path: ['根茎类', '党参'], names: ['纹党参', '潞党参', '白条党参'], unit: '公斤',
    origins: [['甘肃陇南文县', '文县'], ['山西长治平顺', '潞州'], ['甘肃渭源', '渭源']],
    brands: ['陇药坊'], specs: HERB(96), attrs: ATTRS, look: { shape: 'root', colour: [190, 150, 100] },
    desc: '狮子盘头，皮松肉紧，横纹明显，味甜嚼之无渣。',
  },
  {
    path: ['根茎类', '天麻'], names: ['冬天麻', '乌天麻', '天麻片'], unit: '公斤',
    origins: [['云南昭通彝良', '昭通'], ['陕西汉中略阳', '略阳'], ['贵州毕节大方', '大方']],
    brands: ['云麻记'], specs: HERB(168), attrs: ATTRS, look: { shape: 'egg', colour: [200, 170, 120] },
    desc: '冬季采挖，个大肥厚，质地坚实，断面角质样半透明。',
  },
  {
    path: ['根茎类', '人参'], names: ['园参', '林下山参', '生晒参'], unit: '公斤',
    origins: [['吉林白山抚松', '抚松'], ['吉林通化集安', '集安']],
    brands: ['长白参坊'], specs: [['5年生 统货 500g', 298, 0.5], ['6年生 选货 500g', 420, 0.5], ['生晒参片 250g', 188, 0.25], ['15年林下参 单支礼盒', 880, 0.05]],
    attrs: ATTRS, look: { shape: 'root', colour: [220, 190, 140] },
    desc: '长白山产区，芦碗清晰，主根饱满，参香浓郁。',
  },
  {
    path: ['根茎类', '白芍'], names: ['亳白芍', '白芍片'], unit: '公斤',
    origins: [['安徽亳州', '亳州'], ['浙江磐安', '磐安']],
    brands: ['药都行'], specs: HERB(36), attrs: ATTRS, look: { shape: 'slice', colour: [225, 210, 180] },
    desc: '根条顺直，质坚实，断面类白色，片形完整。',
  },
  {
    path: ['果实种子类', '枸杞'], names: ['中宁枸杞', '黑枸杞', '特优级枸杞'], unit: '公斤',
    origins: [['宁夏中卫中宁', '中宁'], ['青海海西柴达木', '柴达木'], ['甘肃酒泉瓜州', '瓜州']],
    brands: ['宁红'], specs: [['180粒/50g 1kg', 88, 1], ['220粒/50g 1kg', 72, 1], ['280粒/50g 1kg', 56, 1], ['礼盒 250g×2', 98, 0.6]],
    attrs: { 粒度: ['180粒/50g', '220粒/50g', '280粒/50g'], 含硫情况: ['无硫', '低硫'] }, look: { shape: 'egg', colour: [200, 40, 40] }, seasonal: true,
    desc: '头茬鲜果自然制干，颗粒饱满，肉厚籽少，味甜。',
  },
  {
    path: ['果实种子类', '山茱萸'], names: ['山萸肉', '去核山茱萸'], unit: '公斤',
    origins: [['河南南阳西峡', '西峡'], ['浙江临安', '临安']],
    brands: ['伏牛药谷'], specs: HERB(58), attrs: ATTRS, look: { shape: 'egg', colour: [150, 30, 40] },
    desc: '皮肉肥厚，色泽紫红，核少，酸涩味正。',
  },
  {
    path: ['果实种子类', '五味子'], names: ['北五味子', '南五味子'], unit: '公斤',
    origins: [['辽宁本溪', '本溪'], ['吉林通化', '通化']],
    brands: ['长白参坊'], specs: HERB(72), attrs: ATTRS, look: { shape: 'grain', colour: [130, 30, 50] },
    desc: '粒大肉厚，色紫红油润，五味俱全，酸味突出。',
  },
  {
    path: ['花叶类', '金银花'], names: ['金银花', '特级金银花', '金银花茶'], unit: '公斤',
    origins: [['河南新乡封丘', '封丘'], ['山东临沂平邑', '平邑'], ['河北邢台巨鹿', '巨鹿']],
    brands: ['药都行'], specs: [['统货 1kg', 280, 1], ['花蕾 特级 500g', 198, 0.5], ['罐装 50g', 36, 0.05], ['统货 10kg/件', 2650, 10]],
    attrs: ATTRS, look: { shape: 'leaf', colour: [220, 200, 110] }, seasonal: true,
    desc: '花蕾期采摘，低温烘干，色泽青白，香气清淡。',
  },
  {
    path: ['花叶类', '菊花'], names: ['亳菊', '杭白菊', '胎菊'], unit: '公斤',
    origins: [['安徽亳州', '亳州'], ['浙江嘉兴桐乡', '桐乡'], ['安徽黄山', '黄山']],
    brands: ['药都行', '菊香坊'], specs: HERB(120), attrs: ATTRS, look: { shape: 'slice', colour: [240, 220, 120] },
    desc: '朵大完整，花瓣洁白，花心金黄，冲泡清香。',
  },
  {
    path: ['花叶类', '艾叶'], names: ['蕲艾叶', '陈艾绒'], unit: '公斤',
    origins: [['湖北黄冈蕲春', '蕲春'], ['河南南阳', '南阳']],
    brands: ['蕲艾堂'], specs: HERB(28), attrs: ATTRS, look: { shape: 'leaf', colour: [110, 140, 100] },
    desc: '端午前后采收，叶厚绒多，阴干陈放三年，艾香浓郁。',
  },
  {
    path: ['全草类', '石斛'], names: ['铁皮石斛枫斗', '鲜铁皮石斛'], unit: '克',
    origins: [['云南普洱', '普洱'], ['浙江金华武义', '武义'], ['安徽六安霍山', '霍山']],
    brands: ['云斛'], specs: [['枫斗 50g', 198, 0.05], ['枫斗 250g', 880, 0.25], ['鲜条 500g', 260, 0.5], ['礼盒 100g', 398, 0.2]],
    attrs: ATTRS, look: { shape: 'root', colour: [110, 140, 70] },
    desc: '仿野生附树栽培，三年采收，胶质丰富，嚼之黏牙。',
  },
  {
    path: ['全草类', '丹参'], names: ['丹参', '丹参片'], unit: '公斤',
    origins: [['山东临沂平邑', '平邑'], ['四川中江', '中江'], ['陕西商洛', '商洛']],
    brands: ['药都行'], specs: HERB(24), attrs: ATTRS, look: { shape: 'root', colour: [160, 50, 40] },
    desc: '根条粗壮，外皮紫红，断面有菊花纹，切片均匀。',
  },
];
