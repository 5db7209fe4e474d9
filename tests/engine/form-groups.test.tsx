// Nested field groups and arrays of objects in forms: a group's properties are stored under its key,
// groups nest, an array of objects is edited as rows; messages are Chinese per field and per row; the
// payload has the entity's shape, and the server's request validation reads the same entity.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { checkScreens, formatError } from '../../engine/schema/check';
import { createAjv } from '../../engine/validation';
import { checkPayload } from '../../api/server/plugins/validation';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);
// The form chunk loads lazily; load it once before the first test rather than inside its wait.
beforeAll(async () => {
  await import('../../engine/render/form/FormView');
}, 60000);

const supplier = {
  $id: 'supplier',
  type: 'object',
  required: ['supplierNm', 'address'],
  properties: {
    supplierNm: { type: 'string', title: '供应商名称', minLength: 1, maxLength: 30 },
    address: {
      type: 'object',
      title: '地址',
      required: ['city', 'detail'],
      properties: {
        city: { type: 'string', title: '城市', maxLength: 20 },
        detail: { type: 'string', title: '详细地址', maxLength: 50 },
        geo: {
          type: 'object',
          title: '坐标',
          properties: { lng: { type: 'number', title: '经度', minimum: -180, maximum: 180 }, lat: { type: 'number', title: '纬度', minimum: -90, maximum: 90 } },
        },
      },
    },
    contacts: {
      type: 'array',
      title: '联系人',
      minItems: 1,
      maxItems: 3,
      'x-messages': { minItems: '请至少添加一个联系人' },
      items: {
        type: 'object',
        required: ['contactNm', 'mobile'],
        properties: {
          contactNm: { type: 'string', title: '联系人姓名', maxLength: 10 },
          mobile: { type: 'string', title: '手机号码', format: 'mobile' },
        },
      },
    },
  },
};
const entities = { supplier } as never;
const screenOf = (fields: unknown[]) => ({
  kind: 'form',
  route: { name: 'Inline', path: '/inline', meta: { title: '供应商' } },
  entity: 'supplier',
  layout: { columns: 2, sections: [{ title: '基本信息', fields }] },
  submit: { label: '保存', call: 'supplier.save' },
});
const FIELDS = [
  'supplierNm',
  { field: 'address', fields: ['city', 'detail', { field: 'geo', label: '经纬度', fields: ['lng', { field: 'lat', default: 39.9 }] }] },
  { field: 'contacts', fields: ['contactNm', { field: 'mobile', placeholder: '11位手机号' }] },
];

async function save() {
  const button = screen.getByRole('button', { name: '保存' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const messages = () => [...document.querySelectorAll('.scpr-field__error')].map((e) => e.textContent);

describe('form groups and rows', () => {
  it('draws a group per object (nested groups too) and rows for an array of objects', async () => {
    const t = inlineEngine({});
    render(t.view(screenOf(FIELDS), entities));
    const address = (await screen.findByRole('group', { name: '地址' })) as HTMLElement;
    expect(within(address).getByLabelText(/城市/)).toBeTruthy();
    const geo = within(address).getByRole('group', { name: '经纬度' });
    expect(within(geo).getByLabelText(/经度/)).toBeTruthy();
    expect((within(geo).getByLabelText(/纬度/) as HTMLInputElement).value).toBe('39.9');
    expect(screen.getByRole('table', { name: /联系人/ })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['*联系人姓名', '*手机号码', '操作']);
  });

  it('validates per field inside groups and per row, in Chinese, and sends nothing', async () => {
    const t = inlineEngine({ 'supplier.save': () => null });
    render(t.view(screenOf(FIELDS), entities));
    await screen.findByRole('group', { name: '地址' });
    await save();
    await waitFor(() => expect(messages()).toEqual(['请输入供应商名称', '请输入城市', '请输入详细地址', '请至少添加一个联系人']));
    fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
    await screen.findByLabelText('第1行联系人姓名');
    type('第1行手机号码', '123');
    type(/经度/, '200');
    await save();
    await waitFor(() =>
      expect(messages()).toEqual(['请输入供应商名称', '请输入城市', '请输入详细地址', expect.stringContaining('经度'), '请输入联系人姓名', '请输入正确的手机号码']),
    );
    expect(t.calls.filter((c) => c.key === 'supplier.save')).toEqual([]);
  });

  it('submits the entity\'s shape: the group under its key, rows as an array', async () => {
    const t = inlineEngine({ 'supplier.save': () => null });
    render(t.view(screenOf(FIELDS), entities));
    await screen.findByRole('group', { name: '地址' });
    type(/供应商名称/, '绿源农场');
    type(/城市/, '北京');
    type(/详细地址/, '朝阳区一号');
    type(/经度/, '116.4');
    fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
    await screen.findByLabelText('第1行联系人姓名');
    type('第1行联系人姓名', '王五');
    type('第1行手机号码', '13800138000');
    await save();
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'supplier.save')).toHaveLength(1));
    expect(t.calls.find((c) => c.key === 'supplier.save')!.payload).toEqual({
      supplierNm: '绿源农场',
      address: { city: '北京', detail: '朝阳区一号', geo: { lng: 116.4, lat: 39.9 } },
      contacts: [{ contactNm: '王五', mobile: '13800138000' }],
    });
  });

  it('the server refuses the same payload with the same messages and pointers (request validation)', () => {
    const ajv = createAjv({ schemas: [supplier] });
    const validate = ajv.compile({ $ref: 'supplier' });
    const bad = { supplierNm: '绿源农场', address: { city: '北京' }, contacts: [{ contactNm: '王五', mobile: '123' }] };
    let fields: unknown;
    try {
      checkPayload(validate, bad);
    } catch (e) {
      fields = (e as { detail?: unknown }).detail;
    }
    expect(fields).toEqual([
      { path: '/address/detail', message: '请输入详细地址' },
      { path: '/contacts/0/mobile', message: '请输入正确的手机号码' },
    ]);
  });

  it('schemas:check: group properties must exist; "fields" only over objects and arrays of objects', () => {
    const json = screenOf(['supplierNm', { field: 'address', fields: ['city', 'nowhere'] }, { field: 'supplierNm', fields: ['x'] }, { field: 'contacts', fields: ['phone'] }]);
    const errors = checkScreens({ files: [{ file: 'f.json', json }], entities: { supplier } as never, catalogue: { keys: ['supplier.save'] } }).map(formatError);
    expect(errors).toEqual([
      'f.json#/layout/sections/0/fields/1/fields/1 the items of "address" (entity "supplier") have no field "nowhere"',
      'f.json#/layout/sections/0/fields/2/fields "fields" list the properties of an object or of an array\'s objects; "supplierNm" is neither',
      'f.json#/layout/sections/0/fields/2/fields/0 the items of "supplierNm" (entity "supplier") have no field "x"',
      'f.json#/layout/sections/0/fields/3/fields/0 the items of "contacts" (entity "supplier") have no field "phone"',
    ]);
  });
});
