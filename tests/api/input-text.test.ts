// Issue 29, item 5, replayed as written: a lone surrogate ("丰收\ud800": half of a character, which
// PostgreSQL refuses in jsonb and turns into U+FFFD in text) in an invoice title, an explicit address,
// sellers[].invoice.title, agentCreate's consignee or a voucher id is a 400 with a Chinese message naming
// the field, and nothing is written; text with a whole astral character (a surrogate pair) still passes.
// Text that reaches the server outside a JSON body cannot carry one: a query string or a page address with
// the bytes of a surrogate (%ED%A0%80) is never decoded into one. catalogue-fuzz.test.ts walks every
// string field of every call the same way.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { MSG } from '../../engine/validation';
import { startTestServer, type TestServer } from './support/server';
import { databaseFingerprint } from './support/fingerprint';
import { PHONES } from './support/goods';
import { acceptPayTypes, ADDRESS, FLAT_ADDRESS, skuWithStock } from './support/orders';
import { makeOrder, uploadVoucher } from './support/payments';

const BAD = '丰收\ud800';

let h: TestServer;
let dir: string;
let seller: string;
let buyer: string;
let sku: { skuId: string; priceFen: number };
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scpr-client-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  h = await startTestServer({ client: { dir }, defaultTntId: 'T1001' });
  seller = await h.client.token(PHONES.seller);
  buyer = await h.client.token(PHONES.buyer);
  sku = await skuWithStock(h, 1000);
  await acceptPayTypes(h, ['5', '6', '7', '8', '10']);
});
afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

const create = (extra: Record<string, unknown>) => ({ lines: [{ skuId: sku.skuId, quantity: 1 }], address: ADDRESS, sellers: [{ sellerCompanyId: 'C001', payType: '5' }], ...extra });

/** Sends the call and expects the refusal of ill-formed text in `path`, named by `label`, nothing written. */
async function refused(key: string, body: unknown, token: string, path: string, label: string): Promise<void> {
  const before = await databaseFingerprint(h.db);
  const r = await h.client.call(key, body, { token });
  expect([r.status, r.body.code, r.body.msg]).toEqual([ERRORS.BAD_REQUEST.status, ERRORS.BAD_REQUEST.code, MSG.illFormedText(label)]);
  expect(r.body.detail).toEqual([{ path, message: MSG.illFormedText(label) }]);
  expect(await databaseFingerprint(h.db)).toEqual(before);
}

describe('a lone surrogate is refused at the door (issue 29, item 5)', () => {
  it('in the invoice title, the explicit address, sellers[].invoice.title', async () => {
    await refused('indent.create', create({ sellers: undefined, payType: '5', invoiceType: '1', invoiceTitle: BAD }), buyer, '/invoiceTitle', '发票抬头');
    await refused('indent.create', create({ address: { ...ADDRESS, detail: `南大街${BAD}` } }), buyer, '/address/detail', '详细地址');
    await refused('indent.create', create({ address: { ...ADDRESS, consignee: BAD } }), buyer, '/address/consignee', '收货人');
    await refused('indent.create', create({ sellers: [{ sellerCompanyId: 'C001', payType: '5', invoice: { invoiceType: '1', title: BAD } }] }), buyer, '/sellers/0/invoice/title', '发票抬头');
  });

  it("in agentCreate's consignee", async () => {
    const body = { buyerCompanyId: 'C002', lines: [{ skuId: sku.skuId, quantity: 1, price: '8.80' }], payType: '5', ...FLAT_ADDRESS, consignee: BAD };
    await refused('indent.agentCreate', body, seller, '/consignee', '收货人');
  });

  it('in a voucher id (was a URIError: 500)', async () => {
    const { orderId } = await makeOrder(h, { status: 20 });
    const v = await uploadVoucher(h, buyer);
    await refused('indent.offlinePay', { orderId, vouchers: [{ ...v, id: BAD }] }, buyer, '/vouchers/0/id', '文件编号');
  });

  it('a whole character outside the basic plane (a surrogate pair) is text like any other', async () => {
    const r = await h.client.call('indent.create', create({ address: { ...ADDRESS, detail: '南大街100号🌾' } }), { token: buyer });
    expect(r.body.code, r.body.msg).toBe('0');
    const d = await h.client.call('indent.buyerDetail', { orderId: r.body.resultData.orders[0].orderId }, { token: buyer });
    expect(d.body.resultData.address.detail).toBe('南大街100号🌾');
  });
});

describe('text outside a JSON body never decodes to a lone surrogate', () => {
  it('a query string with the bytes of one: refused or not found, never 500', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/scpr/file/file/download?tntId=T1001&id=%ED%A0%80' });
    expect([400, 404]).toContain(r.statusCode);
    expect(r.statusCode).toBe(r.json<{ code: string }>().code === ERRORS.BAD_REQUEST.code ? 400 : 404);
  });

  it('a page address with the bytes of one, or with an escaped percent sign: never 500', async () => {
    for (const url of ['/scprmall/%ED%A0%80', '/scprmall/%25ED%25A0%2580', '/scprmall/%25E0', '/scprmall/a%25']) {
      const r = await h.app.inject({ method: 'GET', url });
      expect([url, r.statusCode < 500]).toEqual([url, true]);
    }
  });
});
