import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createTestEngine } from './support/engine-context';
import { chooseOption } from './support/select';

afterEach(cleanup);

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function openEdit(t = createTestEngine()) {
  render(await t.screen('GoodsEdit', { query: { id: 'g1' } }));
  await waitFor(() => expect(input(/商品名称/).value).toBe('苹果'));
  return t;
}

describe('form renderer (GoodsEdit fixture)', () => {
  it('loads the record into the fields', async () => {
    const t = await openEdit();
    expect(t.backend.callsOf('goods.detail')[0]!.payload).toEqual({ id: 'g1' });
    expect(input(/单价/).value).toBe('1000.5');
    expect(input(/库存/).value).toBe('0');
    expect((screen.getByLabelText(/状态/) as HTMLInputElement).value).toBe('在售');
    expect(input(/上架日期/).value).toBe('2024-03-01');
    expect(screen.getByLabelText(/联系电话/).getAttribute('aria-required')).toBe('true');
  });

  it('numeric input: digits and one point, at most 2 decimals, no leading zero, integers when round; trimmed on blur', async () => {
    await openEdit();
    const price = input(/单价/);
    for (const [typed, shown] of [
      ['12.3', '12.3'],
      ['12.345', '12.3'],
      ['12a', '12.3'],
      ['1.2.3', '12.3'],
      ['012', '12.3'],
      ['123456789012', '12.3'],
      ['12.', '12.'],
    ]) {
      fireEvent.change(price, { target: { value: typed } });
      expect(price.value).toBe(shown);
    }
    fireEvent.blur(price);
    expect(price.value).toBe('12');
    const stock = input(/库存/);
    fireEvent.change(stock, { target: { value: '1.5' } });
    expect(stock.value).toBe('0');
    fireEvent.change(stock, { target: { value: '15' } });
    expect(stock.value).toBe('15');
  });

  it('shows a field only while its condition holds (form values as data)', async () => {
    await openEdit();
    expect(screen.queryByLabelText(/供应商信用代码/)).toBeNull();
    await chooseOption(screen.getByLabelText(/分类/), 2);
    const code = await screen.findByLabelText(/供应商信用代码/);
    fireEvent.change(code, { target: { value: '91350100M000100Y44' } });
    fireEvent.blur(code);
    expect(await screen.findByText('请输入正确的统一社会信用代码')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(code, { target: { value: '91350100M000100Y43' } });
    await waitFor(() => expect(screen.queryByText('请输入正确的统一社会信用代码')).toBeNull());
  });

  it('validates with Chinese messages on submit and focuses the first invalid field', async () => {
    await openEdit();
    fireEvent.change(input(/联系电话/), { target: { value: '' } });
    fireEvent.change(input(/商品名称/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入商品名称', '请输入联系电话']));
    expect(document.activeElement).toBe(input(/商品名称/));
    fireEvent.change(input(/联系电话/), { target: { value: '12800000000' } });
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入商品名称', '请输入正确的手机号码']));
    expect(input(/商品名称/).maxLength).toBe(30);
  });

  it('submits the visible fields plus the payload mapping, then toasts and navigates', async () => {
    const t = await openEdit();
    fireEvent.change(input(/商品名称/), { target: { value: '红富士' } });
    fireEvent.change(input(/单价/), { target: { value: '8.80' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(t.backend.callsOf('goods.update')).toHaveLength(1));
    expect(t.backend.callsOf('goods.update')[0]!.payload).toEqual({
      id: 'g1',
      goodsName: '红富士',
      price: '8.80',
      stock: 0,
      status: '1',
      contactMobile: '13800000000',
      category: 'fruit',
      onShelfDate: '2024-03-01',
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(t.navigations).toEqual([{ name: 'GoodsList' }]);
  });

  it('shows server field errors under their fields', async () => {
    const t = await openEdit();
    t.backend.failNext = { code: 'YSCPR00000400', msg: '请求参数不正确', detail: [{ path: '/goodsName', message: '商品名称已存在' }] };
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('商品名称已存在')).toBeTruthy();
    expect(input(/商品名称/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('upload widget (spec 5)', () => {
  const file = (name: string, bytes: number, type = 'application/octet-stream') => new File([new Uint8Array(bytes)], name, { type });
  async function openAdd(extra = {}) {
    const compressImage = vi.fn(async (_f: File, _q: number) => new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }));
    const t = createTestEngine({ extra: { compressImage, ...extra } });
    render(await t.screen('GoodsList'));
    await screen.findByText('共 23 条');
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增商品' });
    const picker = (await within(dialog).findByLabelText(/附件/)) as HTMLInputElement;
    return { t, dialog, picker, compressImage };
  }
  const choose = (picker: HTMLInputElement, files: File[]) => fireEvent.change(picker, { target: { files } });

  it('refuses other extensions, files over 10 MB and more than 5 files, with the spec messages', async () => {
    const { t, dialog, picker } = await openAdd();
    expect(picker.getAttribute('accept')).toBe('.jpg,.png,.pdf');
    choose(picker, [file('a.exe', 10)]);
    expect(await within(dialog).findByText('只能上传jpg、png、pdf格式的文件')).toBeTruthy();
    choose(picker, [file('big.pdf', 10 * 1024 * 1024 + 1)]);
    expect(await within(dialog).findByText('文件大小不得超过10MB')).toBeTruthy();
    choose(picker, Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`, 10)));
    expect(await within(dialog).findByText('文件数量不得超过5个')).toBeTruthy();
    expect(t.backend.callsOf('file.upload')).toEqual([]);
  });

  it('compresses images over about 3 MB at quality 0.5, uploads through the catalogue and keeps only references', async () => {
    const { t, dialog, picker, compressImage } = await openAdd();
    choose(picker, [file('big.jpg', 4 * 1024 * 1024, 'image/jpeg'), file('small.png', 1024 * 1024, 'image/png')]);
    // Issue 14: uploaded pictures show as thumbnails (not file-name links), with 预览 and 删除.
    const thumb = (await within(dialog).findByRole('img', { name: 'small.png' })) as HTMLImageElement;
    expect(thumb.getAttribute('src')).toBe('/files/2');
    expect(within(dialog).queryByRole('link', { name: 'small.png' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '预览small.png' }));
    const preview = await screen.findByRole('dialog', { name: 'small.png' });
    fireEvent.keyDown(preview, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'small.png' })).toBeNull());
    expect(compressImage).toHaveBeenCalledTimes(1);
    expect(compressImage.mock.calls[0]![0].name).toBe('big.jpg');
    expect(compressImage.mock.calls[0]![1]).toBe(0.5);
    expect(t.backend.files).toEqual([
      { name: 'big.jpg', size: 1000, type: 'image/jpeg' },
      { name: 'small.png', size: 1024 * 1024, type: 'image/png' },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: '删除small.png' }));
    await waitFor(() => expect(within(dialog).queryByRole('img', { name: 'small.png' })).toBeNull());
    fireEvent.change(within(dialog).getByLabelText(/商品名称/), { target: { value: '红枣' } });
    fireEvent.change(within(dialog).getByLabelText(/单价/), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '在售' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(t.backend.callsOf('goods.create')).toHaveLength(1));
    const payload = t.backend.callsOf('goods.create')[0]!.payload;
    expect(payload.attachments).toEqual([{ id: 'f1', name: 'big.jpg', url: '/files/1' }]);
    expect(JSON.stringify(payload)).not.toMatch(/base64|data:/);
  });
});
