// Issue 29, items 2 and 9: what a buyer may buy is one rule (docs/goods.md "The shopping front" and "What a
// buyer may buy"), checked for every line on every path, and each of its refusals is the same answer (HTTP
// status, code, message) whatever the path: cart.add, the buy-now quote (cart.settle), and indent.create
// by buy-now, by lines with the saved address, by a second line, and with an explicit address. The
// bypasses of the issue are replayed as written; then, over the demo malls, what search and the detail
// show a buyer is exactly what every path lets that buyer buy (own goods excepted: shown, never sold).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { countRows, startTestServer, type TestServer } from './support/server';
import { ok, PHONES } from './support/goods';
import { ADDRESS, withoutTradingDemo } from './support/trading';

let h: TestServer;
/** C002's buyer (enterprise malls), the farmer (personal: mall type 1), C001's seller (an enterprise too). */
const who = { buyer: '', farmer: '', seller: '' };
const companyOf = { buyer: 'C002', farmer: null, seller: 'C001' } as const;
type Who = keyof typeof who;

beforeAll(async () => {
  h = await startTestServer();
  // Free shipping and pay type 5 for every seller; each buyer gets a saved default address.
  await withoutTradingDemo(h.db);
  [who.buyer, who.farmer, who.seller] = [await h.client.token(PHONES.buyer), await h.client.token(PHONES.personal), await h.client.token(PHONES.seller)];
  for (const token of [who.buyer, who.farmer]) await ok(h.client, 'address.add', ADDRESS, token);
  // C001's seller admin holds no address right: its enterprise's saved address is written as one of its buyers would.
  await h.db.owner.query(`INSERT INTO addresses (tnt_id, address_id, owner_id, consignee, phone, region_code, region_name, detail, postal_code, is_default, created_at, updated_at)
    VALUES ('T1001', 'ADR-C001', 'C001', $1, $2, $3, '山东省烟台市芝罘区', $4, $5, true, now(), now())`, [ADDRESS.consignee, ADDRESS.phone, ADDRESS.regionCode, ADDRESS.detail, ADDRESS.postalCode]);
});
afterAll(() => h.close());

interface Sku { skuId: string; itemId: string; itemNm: string; companyId: string; mallId: string; status: string }

/** A demo SKU in that mall and status whose seller is (or is not) `company`, with `stock` on hand, nothing reserved. */
async function demoSku(mallId: string, status: string, seller: { is?: string; not?: string[] }, stock = 50): Promise<Sku> {
  const rows = await h.db.owner.query<{ sku_id: string; item_id: string; item_nm: string; company_id: string }>(
    `SELECT s.sku_id, i.item_id, i.item_nm, i.company_id FROM item_skus s JOIN items i ON i.tnt_id = s.tnt_id AND i.item_id = s.item_id
     WHERE s.tnt_id = 'T1001' AND i.mall_id = $1 AND i.status = $2 AND ($3::text IS NULL OR i.company_id = $3) AND NOT (i.company_id = ANY($4))
     ORDER BY s.sku_id LIMIT 1`,
    [mallId, status, seller.is ?? null, seller.not ?? []],
  );
  expect(rows, `a demo SKU in ${mallId}, status ${status}, seller ${JSON.stringify(seller)}`).toHaveLength(1);
  const r = rows[0]!;
  await h.db.owner.query(`UPDATE item_skus SET stock = $2, reserved = 0 WHERE tnt_id = 'T1001' AND sku_id = $1`, [r.sku_id, stock]);
  return { skuId: r.sku_id, itemId: r.item_id, itemNm: r.item_nm, companyId: r.company_id, mallId, status };
}

type Answer = [status: number, code: string, msg: string];
const answerOf = (r: { status: number; body: { code: string; msg: string } }): Answer => [r.status, r.body.code, r.body.code === '0' ? '' : r.body.msg];

/** Every way a buyer names a SKU to buy. `other` is a SKU the buyer may buy, for the second-line paths. */
const PATHS: Record<string, (skuId: string, quantity: number, other: string) => [string, Record<string, unknown>]> = {
  'cart.add': (skuId, quantity) => ['cart.add', { skuId, quantity }],
  'cart.settle buy now': (skuId, quantity) => ['cart.settle', { buyNow: { skuId, quantity } }],
  'indent.create buy now': (skuId, quantity) => ['indent.create', { skuId, quantity, payType: '5' }],
  'indent.create one line': (skuId, quantity) => ['indent.create', { lines: [{ skuId, quantity }], payType: '5' }],
  'indent.create second line': (skuId, quantity, other) => ['indent.create', { lines: [{ skuId: other, quantity: 1 }, { skuId, quantity }], payType: '5' }],
  'indent.create explicit address': (skuId, quantity) => ['indent.create', { lines: [{ skuId, quantity }], address: ORDER_ADDRESS, payType: '5' }],
  'indent.create second line, explicit address': (skuId, quantity, other) =>
    ['indent.create', { lines: [{ skuId: other, quantity: 1 }, { skuId, quantity }], address: ORDER_ADDRESS, payType: '5' }],
};

/** An address given in the create request (the order's snapshot fields). */
const ORDER_ADDRESS = { consignee: ADDRESS.consignee, phone: ADDRESS.phone, regionCode: ADDRESS.regionCode, detail: ADDRESS.detail };

const written = async () => ({ orders: await countRows(h.db, 'orders'), lines: await countRows(h.db, 'order_lines'), cart: await countRows(h.db, 'cart_lines') });

/** Each path's answer for this buyer and SKU; a refusal must leave orders and carts as they were. */
async function answers(as: Who, skuId: string, quantity: number, other: string): Promise<Record<string, Answer>> {
  const out: Record<string, Answer> = {};
  for (const [name, path] of Object.entries(PATHS)) {
    const before = await written();
    const [key, body] = path(skuId, quantity, other);
    const a = answerOf(await h.client.call(key, body, { token: who[as] }));
    if (a[1] !== '0') expect(await written(), `${as} ${name}: a refusal writes nothing`).toEqual(before);
    out[name] = a;
  }
  return out;
}
const everywhere = (a: Answer) => Object.fromEntries(Object.keys(PATHS).map((name) => [name, a]));

const UNSEEN: Answer = [404, ERRORS.NOT_FOUND.code, '商品不存在或已下架'];
const OWN: Answer = [409, ERRORS.CONFLICT.code, '不能购买本企业的商品'];
const BOUGHT: Answer = [200, '0', ''];

describe('the bypasses of issue 29 item 2, replayed', () => {
  it('C002 (enterprise malls only) cannot buy M01 goods as a second line, nor closed-mall M03 goods with an explicit address', async () => {
    const m02 = await demoSku('M02', '1', { not: ['C002'] });
    const m01 = await demoSku('M01', '1', { not: ['C002'] });
    const m03 = await demoSku('M03', '1', { not: ['C002'] });
    expect(await answers('buyer', m01.skuId, 1, m02.skuId)).toEqual(everywhere(UNSEEN));
    expect(await answers('buyer', m03.skuId, 1, m02.skuId)).toEqual(everywhere(UNSEEN));
  });

  it('the farmer (personal: mall type 1 only) cannot buy M02 goods the same ways', async () => {
    const m01 = await demoSku('M01', '1', {});
    const m02 = await demoSku('M02', '1', {});
    expect(await answers('farmer', m02.skuId, 1, m01.skuId)).toEqual(everywhere(UNSEEN));
  });
});

describe('one refusal per case, the same on every path (issue 29 item 9)', () => {
  it('own goods: 409 不能购买本企业的商品 everywhere', async () => {
    const own = await demoSku('M02', '1', { is: 'C001' });
    const other = await demoSku('M02', '1', { not: ['C001'] });
    expect(await answers('seller', own.skuId, 1, other.skuId)).toEqual(everywhere(OWN));
  });

  it('sold out, not enough stock, off shelf and unknown SKUs: one answer each everywhere', async () => {
    const other = await demoSku('M02', '1', { not: ['C001', 'C002'] });
    const soldOut = await demoSku('M02', '1', { not: ['C002'] }, 0);
    expect(await answers('buyer', soldOut.skuId, 1, other.skuId)).toEqual(everywhere([409, ERRORS.CONFLICT.code, `“${soldOut.itemNm}”商品已售罄`]));
    const short = await demoSku('M02', '1', { not: ['C002'] }, 2);
    expect(await answers('buyer', short.skuId, 3, other.skuId)).toEqual(everywhere([409, ERRORS.CONFLICT.code, `“${short.itemNm}”库存不足，仅剩2件`]));
    const offShelf = await demoSku('M02', '2', { not: ['C002'] });
    expect(await answers('buyer', offShelf.skuId, 1, other.skuId)).toEqual(everywhere(UNSEEN));
    expect(await answers('buyer', 'NOPE', 1, other.skuId)).toEqual(everywhere(UNSEEN));
  });
});

describe('search, detail, cart, quote and create agree on what each buyer may buy (the demo malls)', () => {
  /** Spec 6, stated apart from the server's rule: enterprise accounts see open malls of type 2 or >= 5, personal ones type 1. */
  const mallOpenTo = async (as: Who, mallId: string): Promise<boolean> => {
    const [m] = await h.db.owner.query<{ mall_type: string; mall_status: string }>("SELECT mall_type, mall_status FROM malls WHERE tnt_id = 'T1001' AND mall_id = $1", [mallId]);
    if (m!.mall_status !== '1') return false;
    return companyOf[as] ? m!.mall_type === '2' || Number(m!.mall_type) >= 5 : m!.mall_type === '1';
  };

  /** Whether the shopping front shows the goods to this buyer: in the search's answer, and by item.frontDetail. */
  async function shown(as: Who, s: Sku): Promise<{ search: boolean; detail: boolean }> {
    const found = await ok(h.client, 'item.search', { pageNum: 1, pageSize: 100, keyword: s.itemNm, companyId: s.companyId }, who[as]);
    const detail = await h.client.call('item.frontDetail', { itemId: s.itemId }, { token: who[as] });
    return { search: found.records.some((r: { itemId: string }) => r.itemId === s.itemId), detail: detail.body.code === '0' };
  }

  for (const as of ['buyer', 'farmer', 'seller'] as const) {
    it(`${as}: every demo mall, on and off shelf, own goods and others'`, async () => {
      const mine = companyOf[as];
      const other = await demoSku(as === 'farmer' ? 'M01' : 'M02', '1', { not: ['C002', 'C001'] });
      const cases: Sku[] = [];
      for (const mallId of ['M01', 'M02', 'M03']) for (const status of ['1', '2']) cases.push(await demoSku(mallId, status, { not: ['C002', 'C001'] }));
      if (mine) for (const mallId of ['M01', 'M02']) cases.push(await demoSku(mallId, '1', { is: mine }));
      for (const s of cases) {
        const visible = s.status === '1' && (await mallOpenTo(as, s.mallId));
        const label = `${as} ${s.mallId} status ${s.status} seller ${s.companyId}`;
        expect(await shown(as, s), label).toEqual({ search: visible, detail: visible });
        const want = !visible ? UNSEEN : s.companyId === mine ? OWN : BOUGHT;
        expect(await answers(as, s.skuId, 1, other.skuId), label).toEqual(everywhere(want));
      }
    });
  }
});
