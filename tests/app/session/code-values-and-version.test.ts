// Spec 3 code-value map; spec 6/9 version notice.
import { describe, expect, it } from 'vitest';
import { APP_VERSION, shouldShowVersionNotice, toCodeValueMap } from '../../../src/session';

describe('code-value map (spec 3)', () => {
  it('groups by code type, as value and label', () => {
    expect(
      toCodeValueMap([
        { codeType: 'PAY_TYPE', codeValue: '5', codeValueName: '一次性付款（先款后货）' },
        { codeType: 'PAY_TYPE', codeValue: 10, codeValueName: '赊销' },
        { codeType: 'ORDER_TYPE', codeValue: '1', codeValueName: '商城订单' },
        { codeValue: 'x', codeValueName: '无类型' },
      ]),
    ).toEqual({
      PAY_TYPE: [
        { value: '5', label: '一次性付款（先款后货）' },
        { value: '10', label: '赊销' },
      ],
      ORDER_TYPE: [{ value: '1', label: '商城订单' }],
    });
  });
});

describe('version-update notice (spec 6, 9)', () => {
  it.each([
    ['never seen, allowed', '', true, true],
    ['seen this version', '20220326', true, false],
    ['seen an older version', '20210101', true, true],
    ['without showVersionUpdate', '', false, false],
  ])('%s', (_label, seen, allowed, shown) => {
    expect(shouldShowVersionNotice(seen, allowed)).toBe(shown);
  });

  it('the version is 20220326', () => {
    expect(APP_VERSION).toBe('20220326');
  });
});
