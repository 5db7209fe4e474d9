// Industry information of the shopping front (spec 2.5 industry-information-list / -details; spec 7
// "Mall: ads, news").
import { defineCall } from './types';
import { int, list, obj, open, ref, str, type FieldOf } from './shapes';

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
];
