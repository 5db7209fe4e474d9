// The one Ajv set-up: our createAjv (server, build) and rjsf's validator-ajv8 configured with the same
// configureAjv give the same verdicts and the same Chinese messages.
import { describe, expect, it } from 'vitest';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import { AJV_OPTIONS, configureAjv, createAjv, localizeErrors, shouldCompressImage, toNumericValue } from '../../engine/validation';

const schema = {
  $id: 'sku',
  type: 'object',
  required: ['price', 'idCard'],
  properties: {
    price: { type: 'string', title: '价格', 'x-numeric': { precision: 2, max: 1000 } },
    qty: { type: 'integer', title: '数量', 'x-numeric': { round: true } },
    idCard: { type: 'string', title: '身份证号', format: 'id-card' },
    postal: { type: 'string', title: '邮编', format: 'postal-code' },
    photos: { type: 'array', title: '照片', minItems: 1, maxItems: 3, items: { type: 'string' } },
  },
} as const;

const bad = { price: '12.345', qty: 123456789012, idCard: '110101199003074478', postal: '12345', photos: ['a', 'b', 'c', 'd'] };
const expected = [
  { path: '/price', message: '最多保留2位小数' },
  { path: '/qty', message: '整数部分最多11位' },
  { path: '/idCard', message: '请输入正确的18位身份证号码' },
  { path: '/postal', message: '请输入正确的6位邮政编码' },
  { path: '/photos', message: '照片最多选择3项' },
];

describe('one Ajv set-up', () => {
  it('createAjv: numeric keyword and formats with Chinese messages', () => {
    const validate = createAjv({ schemas: [schema] }).getSchema('sku')!;
    validate(bad);
    expect(localizeErrors(validate.errors)).toEqual(expected);
    validate({ price: '1001', idCard: '11010519491231002X' });
    expect(localizeErrors(validate.errors)).toEqual([{ path: '/price', message: '数值不能大于1000' }]);
    expect(validate({ price: '999.99', idCard: '11010519491231002X', qty: 5, photos: ['a'] })).toBe(true);
  });

  it("rjsf's validator-ajv8 with configureAjv agrees", () => {
    const { code: _code, ...options } = AJV_OPTIONS;
    const v = customizeValidator({ ajvOptionsOverrides: options, ajvFormatOptions: false, extenderFn: configureAjv });
    const { errors } = v.rawValidation<ErrorObject>(schema as never, bad);
    expect(localizeErrors(errors)).toEqual(expected);
    expect(localizeErrors(v.rawValidation<ErrorObject>(schema as never, {}).errors)).toEqual([
      { path: '/price', message: '请输入价格' },
      { path: '/idCard', message: '请输入身份证号' },
    ]);
  });

  it('numeric text commits as a number for number fields, as text (exact) for string fields', () => {
    expect(toNumericValue('12.', 'number')).toBe(12);
    expect(toNumericValue(' 12.50 ', 'string')).toBe('12.50');
    expect(toNumericValue('', 'integer')).toBeUndefined();
  });

  it('compresses only images over about 3 MB', () => {
    expect(shouldCompressImage({ name: 'a.JPG', size: 3 * 1024 * 1024 + 1 })).toBe(true);
    expect(shouldCompressImage({ name: 'a.jpg', size: 3 * 1024 * 1024 })).toBe(false);
    expect(shouldCompressImage({ name: 'a.pdf', size: 9 * 1024 * 1024 })).toBe(false);
  });
});

// Issue 29, item 5: one keyword (x-plain, which the server puts on every request string) refuses both a
// control character and ill-formed UTF-16, each with its own message naming the field.
describe('x-plain: text a person typed', () => {
  const plain = { $id: 'plain', type: 'object', properties: { title: { type: 'string', title: '发票抬头', 'x-plain': true } } } as const;
  const validate = createAjv({ schemas: [plain] }).getSchema('plain')!;
  const verdict = (title: string) => (validate({ title }) ? null : localizeErrors(validate.errors)[0]!.message);

  it.each([
    ['a lone high surrogate', '丰收\ud800'],
    ['a lone low surrogate', '\udc00丰收'],
    ['a pair the wrong way round', '\udc00\ud800'],
    ['a high surrogate before another high one', '\ud83c\ud83c\udf3e'.slice(0, 2)],
  ])('refuses %s', (_name, title) => expect(verdict(title)).toBe('发票抬头包含无法识别的字符，请删除后重新输入'));

  it('tells a control character apart, and lets a whole astral character (a pair) pass', () => {
    expect(verdict('丰收\u0000')).toBe('发票抬头不能包含控制字符');
    expect(verdict('丰收🌾有限公司')).toBeNull();
    expect(verdict('')).toBeNull();
  });
});
