// Order scores (issue 31 item 4; spec 7 /item/cst/orderItemScore): the buyer scores each line of a
// completed order once (1-5 stars, a text, pictures); a product's details show the average and the reviews,
// paged by the server.
import { defineCall } from './types';
import { int, list, obj, open, ref, str, type FieldOf } from './shapes';

const s = <const F extends FieldOf<'order-score'>>(field: F) => ref('order-score', field);
const BASE = '/scpr/item/cst/orderItemScore';
const fileRef = open({ id: str, name: str, url: str }, ['id', 'name', 'url']);
const review = open(
  { scoreId: str, stars: int, starsText: str, content: str, pictures: list(fileRef), buyerNm: str, specValues: str, createdAt: str },
  ['scoreId', 'stars', 'starsText', 'content', 'pictures', 'buyerNm', 'createdAt'],
);

export const score = [
  defineCall({
    key: 'score.create', method: 'POST', path: `${BASE}/create`, permission: 'purchase-order-score',
    title: '买家评价已完成订单的商品（每个订单行一次：1-5星、文字、晒图）',
    request: obj({ orderId: s('orderId'), lineNo: s('lineNo'), stars: s('stars'), content: s('content'), pictures: s('pictures') }, ['orderId', 'lineNo', 'stars']),
    response: open({ scoreId: str }, ['scoreId']),
  }),
  defineCall({
    key: 'score.orderLines', method: 'POST', path: `${BASE}/orderLines`, permission: 'PurchaseOrder',
    title: '订单的商品与评价（买家：已完成订单可评价，每行一次）',
    request: obj({ orderId: s('orderId') }, ['orderId']),
    response: list(
      open(
        { orderId: str, lineNo: int, itemId: str, itemNm: str, specValues: str, picture: str, scored: { type: 'boolean' }, stars: { type: ['integer', 'null'] }, starsText: str, content: str, actions: list(str) },
        ['orderId', 'lineNo', 'itemId', 'itemNm', 'scored', 'actions'],
      ),
    ),
  }),
  defineCall({
    key: 'score.itemSummary', method: 'POST', path: `${BASE}/itemSummary`, permission: 'Shopping',
    title: '商品评价汇总（平均评分、评价数、各星级数）',
    request: obj({ itemId: s('itemId') }, ['itemId']),
    response: open({ average: str, count: int, starsText: str, byStars: list(open({ stars: int, count: int }, ['stars', 'count'])) }, ['average', 'count', 'starsText', 'byStars']),
  }),
  defineCall({
    key: 'score.itemPage', method: 'POST', path: `${BASE}/itemPage`, permission: 'Shopping',
    title: '商品评价分页（新评价在前）',
    request: obj({ itemId: s('itemId'), pageNum: ref('page', 'pageNum'), pageSize: ref('page', 'pageSize'), stars: s('stars') }, ['itemId', 'pageNum', 'pageSize']),
    response: open({ records: list(review), total: int }, ['records', 'total']),
  }),
] as const;
