// The cashier effect (issue 12 payment): the browser goes only to a path of this site that a payment call
// answered; another origin, a protocol-relative address or a script address is refused.
import { describe, expect, it } from 'vitest';
import { cashierTarget } from '../../src/engine-host/effects';

describe('cashier.open', () => {
  it('takes the cashier path a payment call answered', () => {
    expect(cashierTarget({ cashierUrl: '/sandbox-pay/cashier?trade=SB0123456789abcdef01234567' })).toBe('/sandbox-pay/cashier?trade=SB0123456789abcdef01234567');
  });
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', '/a b', 42, null])('refuses %s', (url) => {
    expect(cashierTarget({ cashierUrl: url })).toBeNull();
  });
  it('refuses an answer without an address', () => {
    expect(cashierTarget(null)).toBeNull();
    expect(cashierTarget({})).toBeNull();
  });
});
