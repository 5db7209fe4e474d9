import { describe, expect, it } from 'vitest';
import {
  acceptsTyping,
  checkNumeric,
  checkUploadCount,
  checkUploadFile,
  createAjv,
  isCreditCode,
  isEmail,
  isIdCard,
  isMobile,
  isPassword,
  isRealName,
  localizeErrors,
  normalizeOnBlur,
} from '../../engine/validation';

describe('spec 5 generic validators', () => {
  it('mobile /^1[3-9]\\d{9}$/', () => {
    expect(isMobile('13800000000')).toBe(true);
    expect(isMobile('12800000000')).toBe(false);
    expect(isMobile('1380000000')).toBe(false);
  });
  it('password: 8-20 with lower, upper and digit', () => {
    expect(isPassword('Demo@2026')).toBe(true);
    expect(isPassword('demo2026')).toBe(false);
    expect(isPassword('Demo202')).toBe(false);
    expect(isPassword('Aa1' + 'x'.repeat(18))).toBe(false);
  });
  it('email under 40 characters', () => {
    expect(isEmail('a@b.cn')).toBe(true);
    expect(isEmail(`${'a'.repeat(34)}@b.cn`)).toBe(true);
    expect(isEmail(`${'a'.repeat(35)}@b.cn`)).toBe(false);
  });
  it('real name: letters with spaces, or 2-20 Chinese characters', () => {
    expect(isRealName('张三')).toBe(true);
    expect(isRealName('John Smith')).toBe(true);
    expect(isRealName('张')).toBe(false);
    expect(isRealName('张三1')).toBe(false);
  });
  it('18-digit ID card with the GB 11643 checksum', () => {
    for (const ok of ['11010519491231002X', '440524188001010014', '110101199003074477']) expect(isIdCard(ok)).toBe(true);
    for (const bad of ['110101199003074478', '11010519491231002', '110105194913310021']) expect(isIdCard(bad)).toBe(false);
  });
  it('unified social credit code with the GB 32100 checksum', () => {
    for (const ok of ['91350100M000100Y43', '91110108551385082Q', '91440300708461136T']) expect(isCreditCode(ok)).toBe(true);
    for (const bad of ['91350100M000100Y44', '91110108551385082I', '9135010']) expect(isCreditCode(bad)).toBe(false);
  });
});

describe('spec 5 numeric input', () => {
  it('accepts digits and one point while typing', () => {
    expect(acceptsTyping('12.')).toBe(true);
    expect(acceptsTyping('1.2.3')).toBe(false);
    expect(acceptsTyping('-1')).toBe(false);
    expect(acceptsTyping('01')).toBe(false);
    expect(acceptsTyping('1.234')).toBe(false);
    expect(acceptsTyping('1.234', { precision: 3 })).toBe(true);
    expect(acceptsTyping('1.5', { round: true })).toBe(false);
    expect(acceptsTyping('1'.repeat(11))).toBe(true);
    expect(acceptsTyping('1'.repeat(12))).toBe(false);
  });
  it('trims on blur', () => {
    expect(normalizeOnBlur(' 12. ')).toBe('12');
  });
  it('min 0 by default, max when given', () => {
    expect(checkNumeric(-1)).toBe('数值不能小于0');
    expect(checkNumeric(5, { max: 4 })).toBe('数值不能大于4');
    expect(checkNumeric('')).toBeNull();
  });
});

describe('spec 5 upload', () => {
  it('checks extension, size and count with the spec messages', () => {
    expect(checkUploadFile({ name: 'a.exe', size: 1 }, { accept: ['jpg', 'png'] })).toBe('只能上传jpg、png格式的文件');
    expect(checkUploadFile({ name: 'a.jpg', size: 11 * 1024 * 1024 })).toBe('文件大小不得超过10MB');
    expect(checkUploadCount(6)).toBe('文件数量不得超过5个');
    expect(checkUploadCount(5)).toBeNull();
  });
});

describe('Chinese messages from schemas', () => {
  const ajv = createAjv({
    schemas: [
      {
        $id: 'quick',
        type: 'object',
        additionalProperties: false,
        required: ['menuName', 'menuId'],
        properties: {
          menuName: { type: 'string', title: '入口名称', minLength: 1, maxLength: 5, 'x-messages': { required: '请输入快捷入口名称', maxLength: '入口名称1-5个字' } },
          menuId: { type: 'string', title: '链接页面', 'x-widget': 'select' },
          phone: { type: 'string', title: '手机号', format: 'mobile' },
        },
      },
    ],
  });
  const validate = ajv.getSchema('quick')!;
  it('uses x-messages, the title and the format message', () => {
    validate({ menuName: '一二三四五六', phone: '1' });
    expect(localizeErrors(validate.errors)).toEqual([
      { path: '/menuId', message: '请选择链接页面' },
      { path: '/menuName', message: '入口名称1-5个字' },
      { path: '/phone', message: '请输入正确的手机号码' },
    ]);
    validate({});
    expect(localizeErrors(validate.errors)[0]).toEqual({ path: '/menuName', message: '请输入快捷入口名称' });
  });
});
