// Issue 13, items 4 and 7 on the goods calls: messages name fields by their Chinese titles, and one
// visibility rule for the seller centre's detail and the shopping front's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { startTestServer, type TestServer } from './support/server';
import { PHONES } from './support/goods';

let h: TestServer;
let buyer: string;
let seller: string;
let personal: string;

beforeAll(async () => {
  h = await startTestServer();
  [buyer, seller, personal] = [await h.client.token(PHONES.buyer), await h.client.token(PHONES.seller), await h.client.token(PHONES.personal)];
});
afterAll(() => h.close());

/** A seeded goods row on shelf in a mall, sold by an enterprise other than the buyer's (C002). */
async function onShelfIn(mallId: string): Promise<string> {
  const rows = await h.db.owner.query<{ item_id: string }>(
    "SELECT item_id FROM items WHERE tnt_id = 'T1001' AND mall_id = $1 AND status = '1' AND company_id <> 'C002' ORDER BY item_id LIMIT 1",
    [mallId],
  );
  expect(rows.length, `a seeded goods row on shelf in ${mallId}`).toBe(1);
  return rows[0]!.item_id;
}

describe('messages use the Chinese titles (item 4)', () => {
  it('asks for 商品, not for itemIds', async () => {
    const r = await h.client.call('item.onShelf', {}, { token: seller });
    expect(r.body).toMatchObject({ code: ERRORS.BAD_REQUEST.code, msg: '请选择商品' });
  });
});

describe('one visibility rule for goods details (item 7)', () => {
  it('hides goods of a closed mall from item.detail as from item.frontDetail', async () => {
    const itemId = await onShelfIn('M03');
    for (const key of ['item.frontDetail', 'item.detail']) {
      const r = await h.client.call(key, { itemId }, { token: buyer });
      expect({ key, status: r.status, code: r.body.code }).toEqual({ key, status: 404, code: ERRORS.NOT_FOUND.code });
    }
  });

  it('hides goods of a mall of the other account type from item.detail as from item.frontDetail', async () => {
    const itemId = await onShelfIn('M02');
    for (const key of ['item.frontDetail', 'item.detail']) {
      const r = await h.client.call(key, { itemId }, { token: personal });
      expect({ key, status: r.status, code: r.body.code }).toEqual({ key, status: 404, code: ERRORS.NOT_FOUND.code });
    }
  });

  it('still shows goods the front shows', async () => {
    const itemId = await onShelfIn('M02');
    for (const key of ['item.frontDetail', 'item.detail']) {
      const r = await h.client.call(key, { itemId }, { token: buyer });
      expect({ key, code: r.body.code, itemId: r.body.resultData?.itemId }).toEqual({ key, code: '0', itemId });
    }
  });
});
