// The storefront masthead (spec 2.4 seller-page; any screen may use it): one record from a call shown as a
// logo, a name with the marks whose condition holds, the facts that have a value, a paragraph and buttons
// in the record's scope; a tile with the name's first character without a logo; nothing before the answer,
// a retry after a failure.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const route = { name: 'Inline', path: '/inline', meta: { title: '测试页' } };
const masthead = {
  kind: 'masthead',
  data: { call: 'shop.card', params: { shopId: '= query.shopId' } },
  logo: '= data.logo',
  heading: '= data.name',
  marks: [
    { text: '企业认证', tone: 'success', when: '= data.certified' },
    { text: '已停业', tone: 'danger', when: "= data.status == '20'" },
  ],
  facts: [
    { label: '所在地区', value: '= data.region' },
    { label: '联系电话', value: '= data.phone' },
    { label: '在售商品', value: "= data.status == '10' ? cat(data.count, ' 件') : ''" },
  ],
  text: '= data.intro',
  actions: [{ id: 'go', label: '进入店铺', navigate: { route: 'Shop', query: { shopId: '= data.id' } }, access: { visible: '= data.opened' } }],
};
const page = { kind: 'page', route, blocks: [masthead] };
const SHOP = { id: 'S1', opened: true, name: '绿源农业旗舰店', logo: { url: '/f/logo.png' }, certified: true, status: '10', region: '浙江省 杭州市', phone: '', count: 12, intro: '产地直采' };

describe('masthead block', () => {
  it('shows the logo, the name with its marks, the facts that have a value, the text and the buttons', async () => {
    const t = inlineEngine({ 'shop.card': () => SHOP });
    render(t.view(page, {}, { shopId: 'S1' }));
    const region = await screen.findByRole('region', { name: '绿源农业旗舰店' });
    expect(t.calls[0]).toEqual({ key: 'shop.card', payload: { shopId: 'S1' } });
    expect((within(region).getByRole('img', { name: '绿源农业旗舰店标志' }) as HTMLImageElement).getAttribute('src')).toBe('/f/logo.png');
    const name = within(region).getByRole('heading', { level: 2 });
    expect(name.textContent).toBe('绿源农业旗舰店企业认证');
    // 联系电话 has no value: left out.
    expect([...region.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['所在地区', '在售商品']);
    expect(within(region).getByText('12 件')).toBeTruthy();
    expect(within(region).getByText('产地直采')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: '进入店铺' }));
    await waitFor(() => expect(t.navigations).toEqual([expect.objectContaining({ name: 'Shop', query: { shopId: 'S1' } })]));
  });

  it('without a logo a tile with the first character; a closed, unopened record shows its mark and hides the button', async () => {
    const t = inlineEngine({ 'shop.card': () => ({ ...SHOP, opened: false, logo: '', certified: false, status: '20' }) });
    render(t.view(page, {}, { shopId: 'S1' }));
    const region = await screen.findByRole('region', { name: '绿源农业旗舰店' });
    expect(within(region).queryByRole('img')).toBeNull();
    expect(region.querySelector('.scpr-masthead__logo--letter')?.textContent).toBe('绿');
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('绿源农业旗舰店已停业');
    expect(within(region).queryByText('在售商品')).toBeNull();
    expect(within(region).queryByRole('button', { name: '进入店铺' })).toBeNull();
  });

  it('shows nothing until the answer, and a retry after a failure', async () => {
    let fail = true;
    const t = inlineEngine({
      'shop.card': () => {
        if (fail) throw { code: 'YSCPR00002404', msg: '网店不存在' };
        return SHOP;
      },
    });
    render(t.view(page, {}, { shopId: 'S1' }));
    expect(screen.queryByRole('region', { name: '绿源农业旗舰店' })).toBeNull();
    await screen.findByText('加载失败：网店不存在');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    await screen.findByRole('region', { name: '绿源农业旗舰店' });
  });
});
