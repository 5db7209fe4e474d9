// The goods gallery (valueType gallery): a large picture over a strip of thumbnails; hover, click and the
// arrow keys change it, a click on it opens the full-size preview, ‹ › scroll a strip of more than five,
// and a placeholder stands in when there is no picture.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Entities } from '../../engine/schema/entity';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const route = { name: 'Inline', path: '/inline', meta: { title: '商品详情' } };
const goods: Entities = {
  goods: { $id: 'goods', type: 'object', properties: { pictures: { type: 'array', title: '商品图片' } } },
};
const SCREEN = { kind: 'detail', route, entity: 'goods', data: { call: 'goods.detail' }, fields: [{ field: 'pictures', valueType: 'gallery' }] };

function open(pictures: unknown) {
  render(inlineEngine({ 'goods.detail': () => ({ pictures }) }).view(SCREEN, goods));
}
const main = () => screen.getByRole('button', { name: /^查看大图：/ });
const mainSrc = () => main().querySelector('img')!.getAttribute('src');
const thumb = (n: number) => screen.getByRole('button', { name: `第${n}张` });

describe('gallery value type', () => {
  it('shows the first picture large; a click or a hover on a thumbnail shows that one', async () => {
    open([{ url: '/a.png', name: '正面' }, '/b.png', '/c.png']);
    await screen.findByRole('group', { name: '商品图片缩略图' });
    expect(mainSrc()).toBe('/a.png');
    expect(main().getAttribute('aria-label')).toBe('查看大图：正面');
    expect(thumb(1).getAttribute('aria-current')).toBe('true');
    fireEvent.click(thumb(2));
    expect(mainSrc()).toBe('/b.png');
    expect(thumb(2).getAttribute('aria-current')).toBe('true');
    expect(thumb(1).getAttribute('aria-current')).toBeNull();
    fireEvent.mouseEnter(thumb(3));
    expect(mainSrc()).toBe('/c.png');
    expect(main().getAttribute('aria-label')).toBe('查看大图：商品图片3');
  });

  it('moves with the arrow keys, Home and End, and the focus follows', async () => {
    open(['/a.png', '/b.png', '/c.png']);
    await screen.findByRole('group', { name: '商品图片缩略图' });
    thumb(1).focus();
    fireEvent.keyDown(thumb(1), { key: 'ArrowRight' });
    expect(mainSrc()).toBe('/b.png');
    expect(document.activeElement).toBe(thumb(2));
    fireEvent.keyDown(thumb(2), { key: 'End' });
    expect(mainSrc()).toBe('/c.png');
    fireEvent.keyDown(thumb(3), { key: 'ArrowRight' });
    expect(mainSrc()).toBe('/c.png');
    fireEvent.keyDown(thumb(3), { key: 'ArrowLeft' });
    expect(mainSrc()).toBe('/b.png');
    expect(document.activeElement).toBe(thumb(2));
    fireEvent.keyDown(thumb(2), { key: 'Home' });
    expect(mainSrc()).toBe('/a.png');
  });

  it('opens the full-size preview of the picture shown when the large one is clicked', async () => {
    open(['/a.png', '/b.png']);
    await screen.findByRole('group', { name: '商品图片缩略图' });
    fireEvent.click(thumb(2));
    fireEvent.click(main());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('2 / 2')).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/b.png');
  });

  it('shows five thumbnails at a time and scrolls with the arrows, or with the keys past the edge', async () => {
    open(['/1.png', '/2.png', '/3.png', '/4.png', '/5.png', '/6.png', '/7.png']);
    const strip = await screen.findByRole('group', { name: '商品图片缩略图' });
    expect(within(strip).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['第1张', '第2张', '第3张', '第4张', '第5张']);
    const left = screen.getByRole('button', { name: '向左滚动缩略图' }) as HTMLButtonElement;
    const right = screen.getByRole('button', { name: '向右滚动缩略图' }) as HTMLButtonElement;
    expect(left.disabled).toBe(true);
    fireEvent.click(right);
    fireEvent.click(right);
    expect(right.disabled).toBe(true);
    expect(within(strip).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['第3张', '第4张', '第5张', '第6张', '第7张']);
    fireEvent.click(left);
    fireEvent.click(left);
    fireEvent.keyDown(thumb(1), { key: 'End' });
    expect(mainSrc()).toBe('/7.png');
    expect(document.activeElement).toBe(thumb(7));
    expect(screen.queryByRole('button', { name: '第1张' })).toBeNull();
  });

  it('shows a placeholder when there is no picture', async () => {
    open([]);
    expect(await screen.findByRole('img', { name: '商品图片：暂无图片' })).toBeTruthy();
    expect(screen.getByText('暂无图片')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /查看大图/ })).toBeNull();
  });
});
