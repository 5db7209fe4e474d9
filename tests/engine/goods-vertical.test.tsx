// The rest of what the goods screens need: tree lists, a tree-select that leaves out a subtree, product
// grids with a search form and paging, detail sub-tables, pictures and long text, and a prompt for a
// reason before an action's call.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Entities } from '../../engine/schema/entity';
import { CATEGORY_TREE } from './support/fake-backend';
import { inlineEngine } from './support/inline-screen';
import { optionLabels } from './support/select';

afterEach(cleanup);

const route = { name: 'Inline', path: '/inline', meta: { title: '测试页' } };
const category: Entities = {
  category: {
    $id: 'category',
    type: 'object',
    required: ['name'],
    properties: { id: { type: 'string', title: '编号' }, name: { type: 'string', title: '分类名称' }, parentId: { type: 'string', title: '上级分类' } },
  },
};
const goods: Entities = {
  goods: {
    $id: 'goods',
    type: 'object',
    properties: {
      goodsName: { type: 'string', title: '商品名称' },
      keyword: { type: 'string', title: '关键词' },
      description: { type: 'string', title: '商品描述' },
      pictures: { type: 'array', title: '商品图片', items: { type: 'object', properties: { url: { type: 'string' }, name: { type: 'string' } } } },
      skus: {
        type: 'array',
        title: '规格',
        items: { type: 'object', properties: { specName: { type: 'string', title: '规格名称' }, price: { type: 'string', title: '单价', format: 'money' } } },
      },
    },
  },
};

describe('tree list', () => {
  it('shows the whole tree from a non-paged call, indented, expanded, with keyboard toggles; row actions see the node', async () => {
    const t = inlineEngine({ 'category.tree': () => CATEGORY_TREE, 'category.delete': () => null });
    render(
      t.view(
        {
          kind: 'list', route, entity: 'category',
          data: { call: 'category.tree', paginate: false },
          tree: { children: 'children' },
          columns: ['name', 'id'],
          rowActions: [{ id: 'del', label: '删除', tone: 'link', call: 'category.delete', payload: { id: { var: 'row.id' } } }],
        },
        category,
      ),
    );
    await screen.findByText('橙子');
    expect(t.calls[0]).toEqual({ key: 'category.tree', payload: {} });
    expect(screen.getAllByRole('row')).toHaveLength(7);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    const fruit = screen.getByRole('row', { name: /水果/ });
    const toggle = within(fruit).getByRole('button', { name: '收起' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByText('橙子')).toBeNull());
    expect(screen.queryByText('苹果')).toBeNull();
    expect(within(fruit).getByRole('button', { name: '展开' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(within(fruit).getByRole('button', { name: '展开' }));
    await screen.findByText('橙子');
    fireEvent.click(within(screen.getByRole('row', { name: /橙子/ })).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(t.calls.at(-1)).toEqual({ key: 'category.delete', payload: { id: 'c121' } }));
  });
});

describe('tree-select with exclude', () => {
  it('does not offer the edited category or its subtree as its own parent', async () => {
    const t = inlineEngine({ 'category.tree': () => CATEGORY_TREE, 'category.update': () => null });
    render(
      t.view(
        {
          kind: 'form', route, entity: 'category',
          fields: ['name', { field: 'parentId', widget: 'tree-select', options: { call: 'category.tree', exclude: { var: 'query.id' } } }],
          submit: { label: '保存', call: 'category.update' },
        },
        category,
        { id: 'c12' },
      ),
    );
    const select = (await screen.findByLabelText(/上级分类/)) as HTMLInputElement;
    expect(select.placeholder).toBe('请选择上级分类');
    await waitFor(async () => expect((await optionLabels(select)).map((o) => o.trim())).toEqual(['水果', '苹果', '粮食', '大米']));
  });
});

describe('product grid (cards with filters and paging)', () => {
  const rows = Array.from({ length: 25 }, (_, i) => ({ id: `p${i + 1}`, goodsName: `苹果${i + 1}`, minPrice: `${i + 1}.00`, mainPic: `/img/${i + 1}.png` }));
  const page = (p: Record<string, unknown>) => {
    const hit = rows.filter((r) => !p.keyword || r.goodsName.includes(String(p.keyword)));
    const size = Number(p.pageSize);
    const num = Number(p.pageNum);
    return { records: hit.slice((num - 1) * size, num * size), total: hit.length };
  };
  const grid = {
    kind: 'page', route,
    blocks: [
      {
        kind: 'cards', entity: 'goods', columns: 4, pageSize: 12,
        data: { call: 'mall.goodsPage', paginate: true, params: { mallId: 'M1' } },
        filters: [{ field: 'keyword', default: { var: 'query.keyword' } }],
        item: {
          heading: { var: 'row.goodsName' },
          image: { var: 'row.mainPic' },
          extra: { cat: ['¥', { var: 'row.minPrice' }] },
          navigate: { route: 'GoodsInfo', query: { id: { var: 'row.id' } } },
        },
      },
    ],
  };

  it('prefills the search from the URL, pages with the pager, and tiles are links with a lazy picture and a price', async () => {
    const t = inlineEngine({ 'mall.goodsPage': page }, { href: (to) => `/goods?id=${String(to.query?.id)}` });
    render(t.view(grid, goods, { keyword: '苹果1' }));
    await screen.findByText('苹果10');
    expect(t.calls[0]).toEqual({ key: 'mall.goodsPage', payload: { mallId: 'M1', keyword: '苹果1', pageNum: 1, pageSize: 12 } });
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('苹果1');
    const link = screen.getByRole('link', { name: /苹果10/ });
    expect(link.getAttribute('href')).toBe('/goods?id=p10');
    const img = within(link).getByRole('img', { name: '苹果10' }) as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(within(link).getByText('¥10.00')).toBeTruthy();
    expect(screen.getByText('共 11 条')).toBeTruthy();
    fireEvent.click(link);
    expect(t.navigations).toEqual([{ name: 'GoodsInfo', query: { id: 'p10' } }]);

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText('共 25 条');
    fireEvent.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '第 3 页' }));
    await screen.findByText('苹果25');
    expect(t.calls.at(-1)!.payload).toEqual({ mallId: 'M1', pageNum: 3, pageSize: 12 });
  });
});

describe('detail: sub-table, pictures, long text', () => {
  it('shows SKUs as a table, pictures as thumbnails that open in a modal, and long text with its line breaks', async () => {
    const t = inlineEngine({
      'goods.detail': () => ({
        goodsName: '苹果',
        description: '产地直发\n冷链运输<script>x</script>',
        pictures: [{ url: '/a.png', name: '正面' }, '/b.png'],
        skus: [{ specName: '5斤装', price: '25' }, { specName: '10斤装', price: '45' }],
      }),
    });
    render(
      t.view(
        {
          kind: 'detail', route, entity: 'goods', data: { call: 'goods.detail' },
          fields: [
            'goodsName',
            { field: 'pictures', valueType: 'image' },
            { field: 'description', valueType: 'longtext' },
            { field: 'skus', valueType: 'table', columns: ['specName', { field: 'price', label: '价格' }] },
          ],
        },
        goods,
      ),
    );
    const skus = await screen.findByRole('table', { name: '规格' });
    expect(within(skus).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['规格名称', '价格']);
    expect(within(skus).getByText('45.00元')).toBeTruthy();
    const text = screen.getByText(/产地直发/);
    expect(text.textContent).toBe('产地直发\n冷链运输<script>x</script>');
    expect(text.className).toBe('scpr-longtext');
    expect(document.querySelector('.scpr-detail script')).toBeNull();
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['正面', '商品图片2']);
    fireEvent.click(screen.getByRole('button', { name: '查看大图：正面' }));
    const dialog = await screen.findByRole('dialog', { name: '正面' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/a.png');
  });
});

describe('action prompt', () => {
  it('asks for a reason (required) and sends it in the payload; cancelling sends nothing', { timeout: 120_000 }, async () => {
    const t = inlineEngine({ 'goods.page': () => ({ records: [{ id: 'g1', goodsName: '苹果' }], total: 1 }), 'goods.freeze': () => null });
    render(
      t.view(
        {
          kind: 'list', route, entity: 'goods', data: { call: 'goods.page' }, columns: ['goodsName'],
          rowActions: [
            {
              id: 'freeze', label: '冻结', tone: 'link', call: 'goods.freeze',
              payload: { id: { var: 'row.id' } },
              prompt: { field: 'reason', label: '冻结原因', required: true, maxLength: 200 },
              then: [{ message: '冻结成功' }],
            },
          ],
        },
        goods,
      ),
    );
    const freeze = await screen.findByRole('button', { name: '冻结' });
    fireEvent.click(freeze);
    let dialog = await screen.findByRole('dialog', { name: '冻结原因' });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(t.calls.some((c) => c.key === 'goods.freeze')).toBe(false);

    await waitFor(() => expect((freeze as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(freeze);
    dialog = await screen.findByRole('dialog', { name: '冻结原因' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入冻结原因')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/冻结原因/), { target: { value: '  图片违规  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(t.calls.at(-1)).toEqual({ key: 'goods.freeze', payload: { id: 'g1', reason: '图片违规' } }));
    expect(await screen.findByText('冻结成功')).toBeTruthy();
  });
});
