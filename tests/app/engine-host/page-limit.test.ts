// The cart's line limit is written once, in the catalogue: the server refuses a 101st line with it, the
// request schema of cart.list caps its page with it, and the engine host hands that cap to the cart block.
import { describe, expect, it } from 'vitest';
import { callByKey, MAX_CART_LINES } from '../../../api/catalogue';
import { MAX_CART_LINES as SERVER_LIMIT } from '../../../api/server/modules/cart';
import { pageSizeLimit, pageSizeLimitOf } from '../../../src/engine-host/page-limit';

describe('page size limits from the catalogue', () => {
  it('cart.list accepts the whole cart in one page, the server\'s own limit', () => {
    expect(pageSizeLimit('cart.list')).toBe(MAX_CART_LINES);
    expect(SERVER_LIMIT).toBe(MAX_CART_LINES);
  });

  it('a call without a pageSize maximum, or an unknown call, gives none', () => {
    expect(pageSizeLimit('no.such')).toBeUndefined();
    expect(pageSizeLimitOf(callByKey.get('cart.add'))).toBeUndefined();
  });
});
