// Mall content the tenant admin manages (spec 2.8 malltype-manage with add-adv; spec 7 "Mall: ads"): ads
// with a picture, a link and a schedule, and the front's question for the ads showing now. Part of the
// mall domain (api/catalogue/mall.ts spreads it).
import { defineCall } from './types';
import { bool, int, list, nul, obj, open, ref, str, type FieldOf } from './shapes';

const a = <const F extends FieldOf<'mall-adv'>>(field: F) => ref('mall-adv', field);
const page = { pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize') };

const picture = open({ id: str, name: str, url: str }, ['id', 'name', 'url']);
export const advRow = open(
  {
    advId: str, mallId: str, mallNm: str, title: str, subtitle: str, picture: str, pictures: list(picture), link: str, sort: int, startDate: str, endDate: str,
    enabled: bool, showStatus: str, updatedAt: str,
  },
  ['advId', 'mallId', 'mallNm', 'title', 'subtitle', 'picture', 'pictures', 'link', 'sort', 'startDate', 'endDate', 'enabled', 'showStatus'],
);
const fields = {
  mallId: a('mallId'), title: a('title'), subtitle: a('subtitle'), pictures: a('pictures'), link: a('link'), sort: a('sort'), startDate: a('startDate'),
  endDate: a('endDate'), enabled: a('enabled'),
};
const required = ['mallId', 'title', 'pictures', 'startDate', 'endDate'] as const;

export const mallContent = [
  defineCall({
    key: 'mall.advPage', method: 'POST', path: '/scpr/mall/adv/page', permission: 'MalltypeManage',
    title: '商城广告分页（按展示状态：未开始、展示中、已结束、已停用）',
    request: obj({ ...page, mallId: a('mallId'), showStatus: a('showStatus'), keyword: a('keyword') }, ['pageNum', 'pageSize']),
    response: open({ records: list(advRow), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'mall.advDetail', method: 'POST', path: '/scpr/mall/adv/detail', permission: 'MalltypeManage',
    title: '商城广告详情',
    request: obj({ advId: a('advId') }, ['advId']),
    response: advRow,
  }),
  defineCall({
    key: 'mall.advAdd', method: 'POST', path: '/scpr/mall/adv/add', permission: 'AddAdv',
    title: '新增商城广告（图片、跳转链接、展示日期）',
    request: obj(fields, required),
    response: advRow,
  }),
  defineCall({
    key: 'mall.advUpdate', method: 'POST', path: '/scpr/mall/adv/update', permission: 'AddAdv',
    title: '修改商城广告',
    request: obj({ advId: a('advId'), ...fields }, ['advId', ...required]),
    response: advRow,
  }),
  defineCall({
    key: 'mall.advEnable', method: 'POST', path: '/scpr/mall/adv/enable', permission: 'adv-enable',
    title: '启用或停用商城广告',
    request: obj({ advId: a('advId'), enabled: a('enabled') }, ['advId', 'enabled']),
    response: advRow,
  }),
  defineCall({
    key: 'mall.advDelete', method: 'POST', path: '/scpr/mall/adv/delete', permission: 'adv-delete',
    title: '删除商城广告',
    request: obj({ advId: a('advId') }, ['advId']),
    response: nul,
  }),
  defineCall({
    key: 'mall.advShowList', method: 'POST', path: '/scpr/mall/adv/showList', permission: 'Shopping',
    title: '商城首页正在展示的广告（启用、今日在展示日期内、调用者可见的开放商城）',
    request: obj({ mallId: a('mallId') }),
    response: list(open({ advId: str, title: str, subtitle: str, picture: str, link: str }, ['advId', 'title', 'subtitle', 'picture', 'link'])),
  }),
];
