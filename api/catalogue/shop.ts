// Shops (spec 2.8 "Shop management"; spec 7 "Account and registration: ... shops"): each seller enterprise's
// online shop (name, logo, introduction, main categories, contact, 营业中 / 已停业) and its offline shops
// (address with a GB/T 2260 region code, map coordinates inside China, phone, business hours, pictures,
// 营业中 / 已停业 as checked moves), the shop's goods (read from the item module) and its storefront ads
// (picture, link, schedule, order: the mall ads' fields and show statuses). Rows and details answer
// `actions`: the moves the caller may make now. The video and image lists are the shopmedia domain's.
import { defineCall } from './types';
import { bool, int, list, nul, obj, open, ref, str, type FieldOf } from './shapes';
import { advRow } from './mall-content';
import { frontRow } from './item';
import { shopImage, shopVideo } from './shopmedia';
import type { JSONSchema } from './json-schema';

const s = <const F extends FieldOf<'shop'>>(field: F) => ref('shop', field);
const o = <const F extends FieldOf<'offline-shop'>>(field: F) => ref('offline-shop', field);
const a = <const F extends FieldOf<'mall-adv'>>(field: F) => ref('mall-adv', field);
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };
const paged = <const R extends JSONSchema>(row: R) => open({ records: list(row), total: int }, ['records', 'total']);
const SHOP = '/scpr/acl/acl/shop';
const OFFLINE = '/scpr/acl/acl/offlineShop';
const ADV = '/scpr/acl/acl/shopAdv';
const FRONT = '/scpr/acl/acl/shop/front';

const picture = open({ id: str, name: str, url: str }, ['id', 'name', 'url']);
const historyRow = open({ seq: int, move: str, moveNm: str, fromStatus: str, toStatus: str, actorRole: str, note: str, at: str }, ['seq', 'move', 'moveNm', 'toStatus', 'at']);

export const shopRow = open(
  {
    shopId: str, companyId: str, companyNm: str, opened: bool, shopNm: str, logo: list(picture), logoUrl: str, intro: str, mainCategories: str,
    contactNm: str, contactPhone: str, status: str, reason: str, offlineCount: int, createdAt: str, updatedAt: str, actions: list(str),
  },
  ['shopId', 'companyId', 'companyNm', 'opened', 'shopNm', 'logo', 'logoUrl', 'intro', 'mainCategories', 'contactNm', 'contactPhone', 'status', 'offlineCount', 'actions'],
);
const shopDetail = open({ ...shopRow.properties, history: list(historyRow) }, [...shopRow.required, 'history']);

export const offlineRow = open(
  {
    offlineId: str, shopId: str, shopNm: str, companyNm: str, offlineNm: str, regionCode: str, regionName: str, address: str,
    longitude: { type: 'number' }, latitude: { type: 'number' }, coordinate: str, phone: str, businessHours: str, pictures: list(picture), picture: str,
    status: str, reason: str, createdAt: str, updatedAt: str, actions: list(str),
  },
  ['offlineId', 'shopId', 'shopNm', 'companyNm', 'offlineNm', 'regionCode', 'regionName', 'address', 'longitude', 'latitude', 'phone', 'businessHours', 'pictures', 'status', 'actions'],
);
const offlineDetail = open({ ...offlineRow.properties, history: list(historyRow) }, [...offlineRow.required, 'history']);

const profile = { shopNm: s('shopNm'), logo: s('logo'), intro: s('intro'), mainCategories: s('mainCategories'), contactNm: s('contactNm'), contactPhone: s('contactPhone') };
const offlineFields = {
  offlineNm: o('offlineNm'), regionCode: o('regionCode'), address: o('address'), longitude: o('longitude'), latitude: o('latitude'), phone: o('phone'),
  businessHours: o('businessHours'), pictures: o('pictures'),
};
const offlineRequired = ['offlineNm', 'regionCode', 'address', 'longitude', 'latitude', 'phone', 'businessHours'] as const;
const offlineId = obj({ offlineId: o('offlineId') }, ['offlineId']);
const closing = obj({ offlineId: o('offlineId'), reason: o('reason') }, ['offlineId']);

const advFields = {
  title: a('title'), subtitle: a('subtitle'), pictures: a('pictures'), link: a('link'), sort: a('sort'), startDate: a('startDate'), endDate: a('endDate'), enabled: a('enabled'),
};
const advRequired = ['title', 'pictures', 'startDate', 'endDate'] as const;
const shopAdvRow = open({ ...advRow.properties, shopId: str, shopNm: str }, [...advRow.required, 'shopId', 'shopNm']);

/** A shop as buyers see it on its storefront (and as the seller card of product details). */
const storefront = open(
  {
    shopId: str, opened: bool, shopNm: str, logoUrl: str, companyId: str, companyNm: str, certified: bool, regionName: str, intro: str, mainCategories: str,
    contactNm: str, contactPhone: str, status: str, reason: str, onSale: int, openedAt: str,
  },
  ['shopId', 'opened', 'shopNm', 'logoUrl', 'companyNm', 'certified', 'regionName', 'intro', 'mainCategories', 'contactNm', 'contactPhone', 'status', 'reason', 'onSale'],
);
const frontPage = { shopId: s('shopId'), ...page };

export const shop = [
  // ---- the online shop ----
  defineCall({
    key: 'shop.mine', method: 'POST', path: `${SHOP}/mine`, permission: 'MyShopManage',
    title: '本企业的网店（未开通时 opened 为 false，保存资料即开通）',
    request: obj({}),
    response: shopDetail,
  }),
  defineCall({
    key: 'shop.save', method: 'POST', path: `${SHOP}/save`, permission: 'shop-edit',
    title: '保存本企业网店资料（首次保存即开通网店，营业中）',
    request: obj(profile, ['shopNm', 'mainCategories', 'contactNm', 'contactPhone']),
    response: shopDetail,
  }),
  defineCall({
    key: 'shop.close', method: 'POST', path: `${SHOP}/close`, permission: 'shop-status',
    title: '网店停业（营业中 -> 已停业）',
    request: obj({ reason: s('reason') }),
    response: shopDetail,
  }),
  defineCall({
    key: 'shop.reopen', method: 'POST', path: `${SHOP}/reopen`, permission: 'shop-status',
    title: '网店恢复营业（已停业 -> 营业中）',
    request: obj({}),
    response: shopDetail,
  }),
  defineCall({
    key: 'shop.platPage', method: 'POST', path: `${SHOP}/platPage`, permission: 'ShopManageList',
    title: '店铺管理：本平台全部网店分页（按店铺或企业名称、营业状态）',
    request: obj({ ...page, keyword: s('keyword'), status: s('status') }, ['pageNum', 'pageSize']),
    response: paged(shopRow),
  }),
  defineCall({
    key: 'shop.detail', method: 'POST', path: `${SHOP}/detail`, permission: 'ShopManageList',
    title: '网店详情（平台：资料与营业记录）',
    request: obj({ shopId: s('shopId') }, ['shopId']),
    response: shopDetail,
  }),
  // ---- offline shops ----
  defineCall({
    key: 'shop.offlinePage', method: 'POST', path: `${OFFLINE}/page`, permission: 'MyShopManage',
    title: '本企业的线下门店分页（按名称或地址、营业状态）',
    request: obj({ ...page, keyword: o('keyword'), status: o('status') }, ['pageNum', 'pageSize']),
    response: paged(offlineRow),
  }),
  defineCall({
    key: 'shop.platOfflinePage', method: 'POST', path: `${OFFLINE}/platOfflinePage`, permission: 'ShopManageList',
    title: '店铺管理：本平台的线下门店分页（可按网店、地区、营业状态）',
    request: obj({ ...page, shopId: s('shopId'), keyword: o('keyword'), status: o('status'), regionCode: o('regionCode') }, ['pageNum', 'pageSize']),
    response: paged(offlineRow),
  }),
  defineCall({
    key: 'shop.offlineDetail', method: 'POST', path: `${OFFLINE}/detail`, permission: 'login',
    title: '线下门店详情（本企业或平台：资料与营业记录）',
    request: offlineId,
    response: offlineDetail,
  }),
  defineCall({
    key: 'shop.offlineAdd', method: 'POST', path: `${OFFLINE}/add`, permission: 'AddOfflineShop',
    title: '新增线下门店（地区、详细地址、经纬度须在中国境内；新增即营业中）',
    request: obj(offlineFields, offlineRequired),
    response: offlineDetail,
  }),
  defineCall({
    key: 'shop.offlineUpdate', method: 'POST', path: `${OFFLINE}/update`, permission: 'EditOfflineShop',
    title: '修改线下门店资料（营业状态由停业、恢复营业改变）',
    request: obj({ offlineId: o('offlineId'), ...offlineFields }, ['offlineId', ...offlineRequired]),
    response: offlineDetail,
  }),
  defineCall({ key: 'shop.offlineClose', method: 'POST', path: `${OFFLINE}/close`, permission: 'offline-shop-status', title: '线下门店停业（营业中 -> 已停业）', request: closing, response: offlineRow }),
  defineCall({ key: 'shop.offlineReopen', method: 'POST', path: `${OFFLINE}/reopen`, permission: 'offline-shop-status', title: '线下门店恢复营业（已停业 -> 营业中）', request: offlineId, response: offlineRow }),
  // ---- the shop's goods (the item module's rows of the shop's enterprise) ----
  defineCall({
    key: 'shop.goodsPage', method: 'POST', path: `${SHOP}/goodsPage`, permission: 'ShopGoods',
    title: '店铺商品分页（卖家：本店；平台：所选网店）',
    request: obj(
      {
        ...page, shopId: s('shopId'), itemNm: { type: 'string', title: '商品名称', maxLength: 60 }, status: ref('goods', 'status'),
        categoryId: { type: 'string', title: '商品分类', maxLength: 64 },
      },
      ['pageNum', 'pageSize'],
    ),
    response: paged(
      open(
        {
          itemId: str, itemNm: str, picture: str, categoryId: str, categoryNm: str, unitNm: str, mallNm: str, companyId: str, companyNm: str, source: str, status: str,
          preSell: bool, minPrice: str, maxPrice: str, totalStock: int, skuCount: int, sales: int, frozenReason: str, onShelfAt: str, updatedAt: str,
        },
        ['itemId', 'itemNm', 'picture', 'categoryNm', 'companyNm', 'status', 'minPrice', 'maxPrice', 'totalStock', 'skuCount'],
      ),
    ),
  }),
  // ---- the shop's storefront ads ----
  defineCall({
    key: 'shop.advPage', method: 'POST', path: `${ADV}/page`, permission: 'AdManage',
    title: '本店广告分页（按展示状态：未开始、展示中、已结束、已停用）',
    request: obj({ ...page, showStatus: a('showStatus'), keyword: a('keyword') }, ['pageNum', 'pageSize']),
    response: paged(shopAdvRow),
  }),
  defineCall({ key: 'shop.advAdd', method: 'POST', path: `${ADV}/add`, permission: 'shop-adv-edit', title: '新增本店广告（图片、跳转链接、展示日期、排序）', request: obj(advFields, advRequired), response: shopAdvRow }),
  defineCall({
    key: 'shop.advUpdate', method: 'POST', path: `${ADV}/update`, permission: 'shop-adv-edit',
    title: '修改本店广告',
    request: obj({ advId: a('advId'), ...advFields }, ['advId', ...advRequired]),
    response: shopAdvRow,
  }),
  defineCall({
    key: 'shop.advEnable', method: 'POST', path: `${ADV}/enable`, permission: 'shop-adv-edit',
    title: '启用或停用本店广告',
    request: obj({ advId: a('advId'), enabled: a('enabled') }, ['advId', 'enabled']),
    response: shopAdvRow,
  }),
  defineCall({ key: 'shop.advDelete', method: 'POST', path: `${ADV}/delete`, permission: 'shop-adv-delete', title: '删除本店广告', request: obj({ advId: a('advId') }, ['advId']), response: nul }),
  defineCall({
    key: 'shop.advShowList', method: 'POST', path: `${ADV}/showList`, permission: 'login',
    title: '店铺首页正在展示的广告（营业中的网店、启用、今日在展示日期内；不传网店为本店）',
    request: obj({ shopId: s('shopId') }),
    response: list(open({ advId: str, title: str, subtitle: str, picture: str, link: str }, ['advId', 'title', 'subtitle', 'picture', 'link'])),
  }),
  // ---- the storefront (spec 2.4 seller-page): what every account of the shopping front may see ----
  defineCall({
    key: 'shop.frontCard', method: 'POST', path: `${FRONT}/card`, permission: 'Shopping',
    title: '店铺首页：网店名片（名称、标志、所在地区、企业认证、联系方式、在售商品数；按网店或按商品找其卖家）',
    request: obj({ shopId: s('shopId'), itemId: ref('goods', 'itemId') }),
    response: storefront,
  }),
  defineCall({
    key: 'shop.frontGoods', method: 'POST', path: `${FRONT}/goods`, permission: 'Shopping',
    title: '店铺首页：本店在售商品分页（商城可见的已上架商品；可按关键词、排序；已停业的网店没有）',
    request: obj(
      { ...frontPage, keyword: ref('goods-search', 'keyword'), sortField: ref('goods-search', 'sortField'), sortOrder: { type: 'string', enum: ['asc', 'desc'] } },
      ['shopId', 'pageNum', 'pageSize'],
    ),
    response: paged(frontRow),
  }),
  defineCall({
    key: 'shop.frontImages', method: 'POST', path: `${FRONT}/images`, permission: 'Shopping',
    title: '店铺首页：本店图片分页（卖家排定的顺序；已停业的网店没有）',
    request: obj(frontPage, ['shopId', 'pageNum', 'pageSize']),
    response: paged(shopImage),
  }),
  defineCall({
    key: 'shop.frontVideos', method: 'POST', path: `${FRONT}/videos`, permission: 'Shopping',
    title: '店铺首页：本店视频分页（卖家排定的顺序；已停业的网店没有）',
    request: obj(frontPage, ['shopId', 'pageNum', 'pageSize']),
    response: paged(shopVideo),
  }),
];
