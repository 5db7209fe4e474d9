// Industry information of the shopping front (spec 2.5 industry-information-list / -details; spec 7
// "Mall: ads, news").
import { defineCall } from './types';
import { int, list, nul, obj, open, ref, str, type FieldOf } from './shapes';

const n = <const F extends FieldOf<'industry-news'>>(f: F) => ref('industry-news', f);

export const news = [
  defineCall({
    key: 'news.page', method: 'POST', path: '/scpr/mall/news/page', permission: 'Shopping',
    title: '行业资讯分页',
    request: obj({ pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize'), keyword: { type: 'string', title: '关键词', maxLength: 60 } }, ['pageNum', 'pageSize']),
    response: open({ records: list(open({ newsId: str, title: str, summary: str, cover: str, source: str, publishedAt: str }, ['newsId', 'title', 'summary', 'publishedAt'])), total: int }, ['records', 'total']),
  }),
  defineCall({
    key: 'news.detail', method: 'POST', path: '/scpr/mall/news/detail', permission: 'Shopping',
    title: '行业资讯详情',
    request: obj({ newsId: n('newsId') }, ['newsId']),
    response: open({ newsId: str, title: str, summary: str, content: str, cover: str, source: str, publishedAt: str }, ['newsId', 'title', 'content', 'publishedAt']),
  }),
  ...newsManage(),
];

/** The tenant admin's side (spec 2.8 malltype-manage with add-information): the same news, written. */
function newsManage() {
  const row = open(
    { newsId: str, title: str, summary: str, content: str, cover: str, covers: list(open({ id: str, name: str, url: str }, ['id', 'name', 'url'])), source: str, publishedAt: str },
    ['newsId', 'title', 'summary', 'content', 'cover', 'covers', 'source', 'publishedAt'],
  );
  const fields = { title: n('title'), summary: n('summary'), content: n('content'), covers: n('covers'), source: n('source') };
  return [
    defineCall({
      key: 'news.managePage', method: 'POST', path: '/scpr/mall/news/managePage', permission: 'MalltypeManage',
      title: '行业资讯管理分页（平台）',
      request: obj({ pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize'), keyword: n('keyword') }, ['pageNum', 'pageSize']),
      response: open({ records: list(row), total: int }, ['records', 'total']),
    }),
    defineCall({
      key: 'news.manageDetail', method: 'POST', path: '/scpr/mall/news/manageDetail', permission: 'MalltypeManage',
      title: '行业资讯详情（平台编辑用）',
      request: obj({ newsId: n('newsId') }, ['newsId']),
      response: row,
    }),
    defineCall({
      key: 'news.add', method: 'POST', path: '/scpr/mall/news/add', permission: 'AddInformation',
      title: '发布行业资讯',
      request: obj(fields, ['title', 'content']),
      response: row,
    }),
    defineCall({
      key: 'news.update', method: 'POST', path: '/scpr/mall/news/update', permission: 'AddInformation',
      title: '修改行业资讯',
      request: obj({ newsId: n('newsId'), ...fields }, ['newsId', 'title', 'content']),
      response: row,
    }),
    defineCall({
      key: 'news.delete', method: 'POST', path: '/scpr/mall/news/delete', permission: 'information-delete',
      title: '删除行业资讯',
      request: obj({ newsId: n('newsId') }, ['newsId']),
      response: nul,
    }),
  ];
}
