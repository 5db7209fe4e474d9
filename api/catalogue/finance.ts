// Financial services (spec 2 "/finance (financial services)"): the financial products the tenant's partner
// institutions (banks, insurers, guarantors) offer its members, and the partners themselves. Read by any
// signed-in member; the header's 金融服务 custom menu (spec 2.11) leads here.
import { defineCall } from './types';
import { int, list, obj, open, ref, str, type FieldOf } from './shapes';

const f = <const F extends FieldOf<'finance-product'>>(field: F) => ref('finance-product', field);
const BASE = '/scpr/finance';
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };

const productRow = open(
  {
    productId: str, productName: str, productType: str, partnerId: str, partnerName: str, rateRange: str, maxAmount: str, termRange: str, status: str,
    features: str, updatedAt: str,
  },
  ['productId', 'productName', 'productType', 'partnerId', 'partnerName', 'rateRange', 'maxAmount', 'termRange', 'status', 'features', 'updatedAt'],
);
const partnerRow = open(
  { partnerId: str, partnerName: str, partnerType: str, hotline: str, intro: str, productCount: int },
  ['partnerId', 'partnerName', 'partnerType', 'hotline', 'intro', 'productCount'],
);

export const finance = [
  defineCall({
    key: 'finance.productPage', method: 'POST', path: `${BASE}/product/page`, permission: 'login',
    title: '金融服务：本平台合作机构提供的金融产品（按名称、类型、机构、状态筛选）',
    request: obj({ ...page, keyword: f('keyword'), productType: f('productType'), partnerId: f('partnerId'), status: f('status') }, ['pageNum', 'pageSize']),
    response: open({ records: list(productRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'finance.productDetail', method: 'POST', path: `${BASE}/product/detail`, permission: 'login',
    title: '金融产品详情（含申请条件与机构服务热线）',
    request: obj({ productId: f('productId') }, ['productId']),
    response: open({ ...productRow.properties, conditions: str, hotline: str, partnerType: str }, [...productRow.required, 'conditions', 'hotline', 'partnerType']),
  }),
  defineCall({
    key: 'finance.partnerList', method: 'POST', path: `${BASE}/partner/list`, permission: 'login',
    title: '本平台的金融合作机构（及其在售产品数）',
    request: obj({}),
    response: list(partnerRow),
  }),
];
