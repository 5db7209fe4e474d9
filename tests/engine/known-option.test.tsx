// A remote or tree select whose options do not hold the record's value (the tenant admin viewing another
// enterprise's goods: their categories and units are not the viewer's) shows the name the record keeps
// beside the value (options.text) and keeps the value, instead of a raw id or an emptied field.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const entities = {
  goods: {
    $id: 'goods',
    type: 'object',
    properties: {
      categoryId: { type: 'string', title: '商品分类' },
      categoryNm: { type: 'string', title: '分类名称' },
      unitId: { type: 'string', title: '计量单位' },
      unitNm: { type: 'string', title: '单位名称' },
    },
  },
};
const form = (text: boolean) => ({
  kind: 'form',
  route: { name: 'GoodsView', path: '/goods-view', meta: { title: '商品详情' } },
  entity: 'goods',
  data: { call: 'item.detail' },
  readonly: true,
  submit: { label: '保存', call: 'item.update' },
  fields: [
    { field: 'categoryId', widget: 'tree-select', options: { call: 'item.categoryTree', ...(text ? { text: 'categoryNm' } : {}), map: { value: 'categoryId', label: 'categoryNm' } } },
    { field: 'unitId', widget: 'remote-select', options: { call: 'item.unitList', ...(text ? { text: 'unitNm' } : {}), map: { value: 'unitId', label: 'unitNm' } } },
  ],
});
const handlers = {
  'item.detail': () => ({ categoryId: 'CT1001-006', categoryNm: '小米', unitId: 'U77', unitNm: '袋' }),
  'item.categoryTree': () => [{ categoryId: 'CT1000-001', categoryNm: '平台分类', children: [] }],
  'item.unitList': () => [{ unitId: 'U01', unitNm: '件' }],
};
const shown = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('a select whose options do not hold the value', () => {
  it('shows the name the record keeps beside the value', async () => {
    const t = inlineEngine(handlers);
    render(t.view(form(true), entities as never));
    await waitFor(() => expect(t.calls.map((c) => c.key)).toEqual(expect.arrayContaining(['item.detail', 'item.categoryTree', 'item.unitList'])));
    await waitFor(() => expect(shown('商品分类')).toBe('小米'));
    await waitFor(() => expect(shown('计量单位')).toBe('袋'));
  });

  it('without options.text it has no name to show', async () => {
    const t = inlineEngine(handlers);
    render(t.view(form(false), entities as never));
    await waitFor(() => expect(t.calls.map((c) => c.key)).toEqual(expect.arrayContaining(['item.detail', 'item.categoryTree', 'item.unitList'])));
    await waitFor(() => expect(shown('商品分类')).not.toBe('小米'));
  });
});
