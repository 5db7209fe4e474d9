// An upload field shows its rules (formats, size, count, drag and drop) to whoever uploads; a read-only
// view (商品详情) shows the pictures without them.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const entities = {
  goods: {
    $id: 'goods',
    type: 'object',
    properties: {
      pictures: { type: 'array', title: '商品图片', 'x-upload': { accept: ['jpg', 'png'], maxSizeMb: 10, maxCount: 5 }, items: { type: 'object', properties: { url: { type: 'string' }, name: { type: 'string' } } } },
    },
  },
};
const form = (readonly: boolean) => ({
  kind: 'form',
  route: { name: 'GoodsPictures', path: '/goods-pictures', meta: { title: '商品' } },
  entity: 'goods',
  readonly,
  defaults: { pictures: [{ url: '/files/a.png', name: 'a.png' }] },
  fields: ['pictures'],
  submit: { label: '保存', call: 'item.update' },
});

describe('an upload field', () => {
  it('tells the rules when it takes files', async () => {
    render(inlineEngine({}).view(form(false), entities as never));
    expect(await screen.findByText(/单个文件不超过10MB，最多5个，可拖拽到此上传/)).toBeTruthy();
  });

  it('shows the pictures only when read only', async () => {
    render(inlineEngine({}).view(form(true), entities as never));
    await screen.findByRole('img', { name: 'a.png' });
    expect(screen.queryByText(/单个文件不超过/)).toBeNull();
  });
});
