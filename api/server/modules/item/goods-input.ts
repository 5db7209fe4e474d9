// Checks on the goods form that JSON Schema cannot express (docs/goods.md): SKU specs unique, prices > 0
// and within numeric(14,2), pre-sell date not in the past, picture addresses served by us.
import { fail } from '../../core';
import { formatDateTime } from '../../format';
import type { RequestOf } from '../../../catalogue';
import { checkAmount, checkPrice, checkWeight } from './money';

/** The goods form's payload (item.create; item.update adds itemId), as the catalogue derives it from the
 * goods entity: never restated here, so a field changed in schemas/entities/goods.json reaches this code. */
export type GoodsInput = RequestOf<'item.create'>;

/** Today in China Standard Time, as the date the seller sees ("YYYY-MM-DD"). */
export const todayOf = (now: number): string => formatDateTime(new Date(now)).slice(0, 10);

export function checkPreSellDate(date: string, now: number): void {
  if (date < todayOf(now)) throw fail('BAD_REQUEST', '预计发货日期不能早于今天');
}

/** A picture must be one of ours (a path on this site), never an outside or script address. */
const isLocalPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//') && !/[\s\\]/.test(url);

/** The form, trimmed and checked; throws 400 with the first problem. */
export function cleanGoods(body: GoodsInput, now: number) {
  const itemNm = body.itemNm.trim();
  if (!itemNm) throw fail('BAD_REQUEST', '请输入商品名称');
  for (const p of body.pictures) if (!isLocalPath(p.url)) throw fail('BAD_REQUEST', '商品图片地址不正确');
  const preSell = body.preSell === true;
  const preSellDate = preSell ? body.preSellDate! : null;
  if (preSellDate) checkPreSellDate(preSellDate, now);
  const seen = new Set<string>();
  const skus = body.skus.map((s, sort) => {
    const specValues = s.specValues.trim();
    if (!specValues) throw fail('BAD_REQUEST', '请输入规格');
    if (seen.has(specValues)) throw fail('BAD_REQUEST', '规格不能重复');
    seen.add(specValues);
    checkPrice(s.price, '销售价');
    if (s.marketPrice !== undefined && s.marketPrice !== '') checkAmount(s.marketPrice, '市场价');
    if (s.weight !== undefined && s.weight !== '') checkWeight(s.weight);
    if (s.volume !== undefined && s.volume !== '') checkWeight(s.volume, '体积');
    return {
      skuId: s.skuId, specValues, price: s.price, marketPrice: s.marketPrice || null, stock: s.stock, weight: s.weight || null, volume: s.volume || null,
      barcode: s.barcode ?? '', sort,
    };
  });
  const skuIds = skus.map((s) => s.skuId).filter(Boolean);
  if (new Set(skuIds).size !== skuIds.length) throw fail('BAD_REQUEST', '规格不能重复');
  return {
    itemNm, categoryId: body.categoryId, unitId: body.unitId, mallId: body.mallId, brand: (body.brand ?? '').trim(), origin: (body.origin ?? '').trim(),
    description: body.description ?? '', pictures: body.pictures.map((p) => ({ id: p.id, name: p.name, url: p.url })),
    attributes: (body.attributes ?? []).map((a) => ({ attrNm: a.attrNm.trim(), attrValue: a.attrValue.trim() })),
    preSell, preSellDate, skus, freightTemplateId: body.freightTemplateId?.trim() || null,
  };
}

export type CleanGoods = ReturnType<typeof cleanGoods>;
