// Goods (spec 2.4, 2.5, 7 "Items"): categories, attributes, units, goods (SPU with SKUs), shelf moves,
// platform freeze and the shopping front's search. Rules and statuses: docs/goods.md.
import { defineCall } from './types';
import { bool, int, list, nul, obj, open, ref, str, type FieldOf } from './shapes';
import type { JSONSchema } from './json-schema';

const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };
const sortOrder = { type: 'string', enum: ['asc', 'desc'] } as const;
const paged = <const R extends JSONSchema>(row: R) => open({ records: list(row), total: int }, ['records', 'total']);
const g = <const F extends FieldOf<'goods'>>(field: F) => ref('goods', field);
const ids = { type: 'array', title: '商品', items: g('itemId'), minItems: 1, maxItems: 100 } as const;

const categoryNode = open(
  { categoryId: str, parentId: str, categoryNm: str, sort: int, level: int, itemCount: int, children: { type: 'array', items: { type: 'object' } } },
  ['categoryId', 'parentId', 'categoryNm', 'sort', 'level', 'children'],
);
const attribute = open(
  { attrId: str, attrNm: str, categoryId: str, categoryNm: str, attrValues: str, sort: int, updatedAt: str },
  ['attrId', 'attrNm', 'attrValues', 'sort'],
);
const unit = open({ unitId: str, unitNm: str, remark: str, itemCount: int, updatedAt: str }, ['unitId', 'unitNm']);

/** A row of a goods list (seller, member, platform). */
const goodsRow = open(
  {
    itemId: str, itemNm: str, picture: str, categoryId: str, categoryNm: str, unitNm: str, mallNm: str,
    companyId: str, companyNm: str, source: str, status: str, preSell: bool,
    minPrice: str, maxPrice: str, totalStock: int, skuCount: int, sales: int, frozenReason: str, onShelfAt: str, updatedAt: str,
  },
  ['itemId', 'itemNm', 'picture', 'categoryNm', 'companyNm', 'status', 'minPrice', 'maxPrice', 'totalStock', 'skuCount'],
);
/** A row of the shopping front (on-shelf goods only). */
export const frontRow = open(
  { itemId: str, itemNm: str, picture: str, minPrice: str, maxPrice: str, unitNm: str, companyId: str, companyNm: str, origin: str, preSell: bool, sales: int, onShelfAt: str },
  ['itemId', 'itemNm', 'picture', 'minPrice', 'maxPrice', 'unitNm', 'companyNm'],
);
const sku = open(
  { skuId: str, specValues: str, price: str, marketPrice: str, stock: int, weight: str, volume: str, barcode: str },
  ['skuId', 'specValues', 'price', 'stock'],
);
const goodsDetail = open(
  {
    itemId: str, itemNm: str, categoryId: str, categoryNm: str, brand: str, origin: str, unitId: str, unitNm: str,
    mallId: str, mallNm: str, pictures: g('pictures'), picture: str, description: str, attributes: g('attributes'),
    preSell: bool, preSellDate: str, skus: list(sku), status: str, source: str, companyId: str, companyNm: str,
    minPrice: str, maxPrice: str, totalStock: int, sales: int, frozenReason: str, onShelfAt: str, updatedAt: str,
    freightTemplateId: str, freightTemplateNm: str,
  },
  ['itemId', 'itemNm', 'categoryId', 'unitId', 'mallId', 'pictures', 'skus', 'status', 'source', 'companyId', 'companyNm'],
);

/** The goods form's payload (create; update adds itemId). SKUs carry skuId when they already exist. */
const goodsFields = {
  itemNm: g('itemNm'), categoryId: g('categoryId'), brand: g('brand'), origin: g('origin'), unitId: g('unitId'),
  mallId: g('mallId'), pictures: g('pictures'), description: g('description'), attributes: g('attributes'),
  preSell: g('preSell'), preSellDate: g('preSellDate'), freightTemplateId: g('freightTemplateId'), skus: g('skus'),
};
const goodsRequired = ['itemNm', 'categoryId', 'unitId', 'mallId', 'pictures', 'skus'] as const;

const itemNmFilter = { type: 'string', title: '商品名称', maxLength: 60 } as const;
const goodsSortField = { type: 'string', enum: ['updatedAt', 'onShelfAt', 'minPrice', 'totalStock', 'sales'] } as const;
const goodsFilters = {
  ...page,
  itemNm: itemNmFilter,
  categoryId: { type: 'string', title: '商品分类', maxLength: 64 },
  status: g('status'),
  preSell: { type: 'boolean', title: '预售' },
  sortField: goodsSortField,
  sortOrder,
} as const;

export const item = [
  // ---- categories (seller: own enterprise's tree) ----
  defineCall({
    key: 'item.categoryTree', method: 'POST', path: '/scpr/item/category/tree', permission: 'CommodityManage',
    title: '商品分类树（本企业）',
    request: obj({}),
    response: list(categoryNode),
  }),
  defineCall({
    key: 'item.categoryAdd', method: 'POST', path: '/scpr/item/category/add', permission: 'category-add',
    title: '新增商品分类（最多三级）',
    request: obj({ parentId: ref('goods-category', 'parentId'), categoryNm: ref('goods-category', 'categoryNm'), sort: ref('goods-category', 'sort') }, ['categoryNm']),
    response: categoryNode,
  }),
  defineCall({
    key: 'item.categoryUpdate', method: 'POST', path: '/scpr/item/category/update', permission: 'category-edit',
    title: '修改商品分类',
    request: obj({ categoryId: ref('goods-category', 'categoryId'), categoryNm: ref('goods-category', 'categoryNm'), sort: ref('goods-category', 'sort') }, ['categoryId', 'categoryNm']),
    response: categoryNode,
  }),
  defineCall({
    key: 'item.categoryDelete', method: 'POST', path: '/scpr/item/category/delete', permission: 'category-delete',
    title: '删除商品分类（无下级分类且无商品）',
    request: obj({ categoryId: ref('goods-category', 'categoryId') }, ['categoryId']),
    response: nul,
  }),
  // ---- attributes ----
  defineCall({
    key: 'item.attributePage', method: 'POST', path: '/scpr/item/attribute/page', permission: 'CommodityProperty',
    title: '商品属性分页',
    request: obj({ ...page, attrNm: { type: 'string', title: '属性名称', maxLength: 20 }, categoryId: { type: 'string', title: '商品分类', maxLength: 64 } }, ['pageNum', 'pageSize']),
    response: paged(attribute),
  }),
  defineCall({
    key: 'item.attributeList', method: 'POST', path: '/scpr/item/attribute/list', permission: 'CommodityManage',
    title: '商品属性列表（商品表单用：分类适用的及通用的）',
    request: obj({ categoryId: { type: 'string', title: '商品分类', maxLength: 64 } }),
    response: list(attribute),
  }),
  defineCall({
    key: 'item.attributeAdd', method: 'POST', path: '/scpr/item/attribute/add', permission: 'property-add',
    title: '新增商品属性',
    request: obj({ attrNm: ref('goods-attribute', 'attrNm'), categoryId: ref('goods-attribute', 'categoryId'), attrValues: ref('goods-attribute', 'attrValues'), sort: ref('goods-attribute', 'sort') }, ['attrNm']),
    response: attribute,
  }),
  defineCall({
    key: 'item.attributeUpdate', method: 'POST', path: '/scpr/item/attribute/update', permission: 'property-edit',
    title: '修改商品属性',
    request: obj({ attrId: ref('goods-attribute', 'attrId'), attrNm: ref('goods-attribute', 'attrNm'), categoryId: ref('goods-attribute', 'categoryId'), attrValues: ref('goods-attribute', 'attrValues'), sort: ref('goods-attribute', 'sort') }, ['attrId', 'attrNm']),
    response: attribute,
  }),
  defineCall({
    key: 'item.attributeDelete', method: 'POST', path: '/scpr/item/attribute/delete', permission: 'property-delete',
    title: '删除商品属性',
    request: obj({ attrId: ref('goods-attribute', 'attrId') }, ['attrId']),
    response: nul,
  }),
  // ---- units ----
  defineCall({
    key: 'item.unitPage', method: 'POST', path: '/scpr/item/unit/page', permission: 'CommodityUnit',
    title: '计量单位分页',
    request: obj({ ...page, unitNm: { type: 'string', title: '单位名称', maxLength: 10 } }, ['pageNum', 'pageSize']),
    response: paged(unit),
  }),
  defineCall({
    key: 'item.unitList', method: 'POST', path: '/scpr/item/unit/list', permission: 'CommodityManage',
    title: '计量单位列表（商品表单用）',
    request: obj({}),
    response: list(unit),
  }),
  defineCall({
    key: 'item.unitAdd', method: 'POST', path: '/scpr/item/unit/add', permission: 'unit-add',
    title: '新增计量单位',
    request: obj({ unitNm: ref('goods-unit', 'unitNm'), remark: ref('goods-unit', 'remark') }, ['unitNm']),
    response: unit,
  }),
  defineCall({
    key: 'item.unitUpdate', method: 'POST', path: '/scpr/item/unit/update', permission: 'unit-edit',
    title: '修改计量单位',
    request: obj({ unitId: ref('goods-unit', 'unitId'), unitNm: ref('goods-unit', 'unitNm'), remark: ref('goods-unit', 'remark') }, ['unitId', 'unitNm']),
    response: unit,
  }),
  defineCall({
    key: 'item.unitDelete', method: 'POST', path: '/scpr/item/unit/delete', permission: 'unit-delete',
    title: '删除计量单位（未被商品使用）',
    request: obj({ unitId: ref('goods-unit', 'unitId') }, ['unitId']),
    response: nul,
  }),
  // ---- the seller's own goods ----
  defineCall({
    key: 'item.page', method: 'POST', path: '/scpr/item/item/page', permission: 'CommodityList',
    title: '本企业商品分页（筛选、排序）',
    request: obj(goodsFilters, ['pageNum', 'pageSize']),
    response: paged(goodsRow),
  }),
  defineCall({
    key: 'item.statusCount', method: 'POST', path: '/scpr/item/item/statusCount', permission: 'CommodityManage',
    title: '本企业商品按状态计数',
    request: obj({}),
    response: open({ total: int, draft: int, onShelf: int, offShelf: int, frozen: int }, ['total', 'draft', 'onShelf', 'offShelf', 'frozen']),
  }),
  defineCall({
    key: 'item.detail', method: 'POST', path: '/scpr/item/item/detail', permission: 'login',
    title: '商品详情（本企业的、已上架的，平台管理员可看全部）',
    request: obj({ itemId: g('itemId') }, ['itemId']),
    response: goodsDetail,
  }),
  defineCall({
    key: 'item.create', method: 'POST', path: '/scpr/item/item/create', permission: 'commodity-add',
    title: '新增商品（草稿）',
    request: { ...obj(goodsFields, goodsRequired), if: { properties: { preSell: { const: true } }, required: ['preSell'] }, then: { properties: { preSellDate: g('preSellDate') }, required: ['preSellDate'] } },
    response: open({ itemId: str }, ['itemId']),
  }),
  defineCall({
    key: 'item.update', method: 'POST', path: '/scpr/item/item/update', permission: 'commodity-edit',
    title: '修改商品（已上架的先下架，冻结的不能修改）',
    request: { ...obj({ itemId: g('itemId'), ...goodsFields }, ['itemId', ...goodsRequired]), if: { properties: { preSell: { const: true } }, required: ['preSell'] }, then: { properties: { preSellDate: g('preSellDate') }, required: ['preSellDate'] } },
    response: open({ itemId: str }, ['itemId']),
  }),
  defineCall({
    key: 'item.delete', method: 'POST', path: '/scpr/item/item/delete', permission: 'commodity-delete',
    title: '删除商品（已上架的先下架）',
    request: obj({ itemIds: ids }, ['itemIds']),
    response: nul,
  }),
  defineCall({
    key: 'item.onShelf', method: 'POST', path: '/scpr/item/item/onShelf', permission: 'commodity-shelf',
    title: '商品上架',
    request: obj({ itemIds: ids }, ['itemIds']),
    response: nul,
  }),
  defineCall({
    key: 'item.offShelf', method: 'POST', path: '/scpr/item/item/offShelf', permission: 'commodity-shelf',
    title: '商品下架',
    request: obj({ itemIds: ids }, ['itemIds']),
    response: nul,
  }),
  defineCall({
    key: 'item.preSell', method: 'POST', path: '/scpr/item/item/preSell', permission: 'commodity-edit',
    title: '设置预售（预售须填预计发货日期）',
    request: { ...obj({ itemId: g('itemId'), preSell: g('preSell'), preSellDate: g('preSellDate') }, ['itemId', 'preSell']), if: { properties: { preSell: { const: true } } }, then: { properties: { preSellDate: g('preSellDate') }, required: ['preSellDate'] } },
    response: nul,
  }),
  // ---- other members' and the platform's goods, seen from the seller centre ----
  defineCall({
    key: 'item.memberPage', method: 'POST', path: '/scpr/item/item/memberPage', permission: 'MemberCommodityList',
    title: '会员商品分页（本租户其他企业已上架的商品）',
    request: obj({ ...page, itemNm: itemNmFilter, companyNm: { type: 'string', title: '企业名称', maxLength: 60 }, sortField: goodsSortField, sortOrder }, ['pageNum', 'pageSize']),
    response: paged(goodsRow),
  }),
  defineCall({
    key: 'item.platformGoodsPage', method: 'POST', path: '/scpr/item/item/platformGoodsPage', permission: 'PlatformCommodity',
    title: '平台商品分页（平台发布的已上架商品）',
    request: obj({ ...page, itemNm: itemNmFilter, sortField: goodsSortField, sortOrder }, ['pageNum', 'pageSize']),
    response: paged(goodsRow),
  }),
  // ---- platform operator (tenant admin) ----
  defineCall({
    key: 'item.platformPage', method: 'POST', path: '/scpr/item/platform/page', permission: 'PlatformCommodityManage',
    title: '平台商品管理：本租户全部商品分页',
    request: obj({ ...goodsFilters, companyNm: { type: 'string', title: '企业名称', maxLength: 60 }, source: g('source') }, ['pageNum', 'pageSize']),
    response: paged(goodsRow),
  }),
  defineCall({
    key: 'item.freeze', method: 'POST', path: '/scpr/item/platform/freeze', permission: 'platform-goods-freeze',
    title: '平台冻结商品（冻结后从商城下架）',
    request: obj({ itemId: g('itemId'), frozenReason: { type: 'string', title: '冻结原因', minLength: 1, maxLength: 100 } }, ['itemId', 'frozenReason']),
    response: nul,
  }),
  defineCall({
    key: 'item.unfreeze', method: 'POST', path: '/scpr/item/platform/unfreeze', permission: 'platform-goods-freeze',
    title: '平台解冻商品（解冻后为已下架）',
    request: obj({ itemId: g('itemId') }, ['itemId']),
    response: nul,
  }),
  defineCall({
    key: 'item.platformOffShelf', method: 'POST', path: '/scpr/item/platform/offShelf', permission: 'platform-goods-offshelf',
    title: '平台下架商品（TNT_DOWNSELF_ITEM 开启时）',
    request: obj({ itemId: g('itemId') }, ['itemId']),
    response: nul,
  }),
  // ---- shopping front ----
  defineCall({
    key: 'item.search', method: 'POST', path: '/scpr/item/front/search', permission: 'Shopping',
    title: '商城商品搜索（已上架、商城开放、按账户类型可见的商城）',
    request: obj(
      {
        ...page,
        keyword: { type: 'string', title: '关键词', maxLength: 60 },
        categoryNm: { type: 'string', title: '商品分类', maxLength: 20 },
        companyId: { type: 'string', title: '企业', maxLength: 64 },
        mallId: { type: 'string', title: '商城', maxLength: 64 },
        minPrice: g('minPrice'),
        maxPrice: g('maxPrice'),
        preSell: { type: 'boolean', title: '预售' },
        sortField: { type: 'string', enum: ['onShelfAt', 'minPrice', 'sales'] },
        sortOrder,
      },
      ['pageNum', 'pageSize'],
    ),
    response: paged(frontRow),
  }),
  defineCall({
    key: 'item.frontDetail', method: 'POST', path: '/scpr/item/front/detail', permission: 'Shopping',
    title: '商城商品详情（仅已上架商品）',
    request: obj({ itemId: g('itemId') }, ['itemId']),
    response: goodsDetail,
  }),
  defineCall({
    key: 'item.frontCategories', method: 'POST', path: '/scpr/item/front/categories', permission: 'Shopping',
    title: '商城在售商品的分类名称及数量',
    request: obj({ mallId: { type: 'string', title: '商城', maxLength: 64 } }),
    response: list(open({ categoryNm: str, itemCount: int }, ['categoryNm', 'itemCount'])),
  }),
  defineCall({
    key: 'item.visibleMalls', method: 'POST', path: '/scpr/item/front/malls', permission: 'Shopping',
    title: '当前账户可见的商城（企业：类型2或5及以上；个人：类型1；仅开放的）',
    request: obj({}),
    response: list(open({ id: str, mallNm: str, mallType: str, mallStatus: str }, ['id', 'mallNm', 'mallType', 'mallStatus'])),
  }),
];
