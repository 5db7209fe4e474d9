// Goods test helpers: a seller's catalogue set-up (category, unit), a valid goods form, and calls that
// must succeed.
import { expect } from 'vitest';
import type { Database } from '../../../api/server/db';
import type { Client } from './client';

export const PHONES = {
  admin: '13800000001', // tenant admin (isTnt), enterprise C000
  seller: '13800000002', // A020, seller admin of C001
  buyer: '13800000003', // A030, buyer admin of C002: no Seller area
  agent: '13800000004', // A040, C003: a second selling enterprise
  personal: '13800000006', // A060, personal account (accountType 1)
} as const;

export { PICTURE, storePicture } from './picture';
import { PICTURE, storePicture } from './picture';
import { testFiles } from './server';

/** Calls `key` and expects code '0'; returns resultData. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function ok<T = any>(client: Client, key: string, body: unknown, token: string): Promise<T> {
  const r = await client.call<T>(key, body, { token });
  expect(r.body, `${key}: ${r.body.msg}`).toMatchObject({ code: '0' });
  return r.body.resultData;
}

let seq = 0;

/** A fresh category and unit of the caller's enterprise (unique names per call). */
export async function catalogueOf(client: Client, token: string): Promise<{ categoryId: string; unitId: string }> {
  seq++;
  const cat = await ok(client, 'item.categoryAdd', { categoryNm: `水果${seq}` }, token);
  const unit = await ok(client, 'item.unitAdd', { unitNm: `箱${seq}` }, token);
  return { categoryId: cat.categoryId, unitId: unit.unitId };
}

export function goodsForm(ref: { categoryId: string; unitId: string }, extra: Record<string, unknown> = {}) {
  return {
    itemNm: '红富士苹果',
    categoryId: ref.categoryId,
    unitId: ref.unitId,
    mallId: 'M02',
    origin: '山东烟台',
    pictures: [PICTURE],
    skus: [
      { specValues: '5斤装', price: '0.10', stock: 10 },
      { specValues: '10斤装', price: '0.20', stock: 5 },
    ],
    ...extra,
  };
}

/** Creates a goods row (draft) and returns its id. */
export async function createGoods(client: Client, token: string, ref: { categoryId: string; unitId: string }, extra: Record<string, unknown> = {}): Promise<string> {
  return (await ok(client, 'item.create', goodsForm(ref, extra), token)).itemId;
}

/** These suites state what an enterprise's own set-up and the front hold from a known start, so the demo
 * goods seeded into every test database (api/server/modules/item/demo/goods*.ts; tests/api/goods-seed.test.ts checks
 * them) are removed first, as the owner. Each test file has its own database. */
export async function withoutDemoGoods(db: Database): Promise<void> {
  await db.owner.exec('DELETE FROM item_skus; DELETE FROM items; DELETE FROM item_attributes; DELETE FROM item_units; DELETE FROM item_categories; DELETE FROM industry_news;');
  await storePicture(db, testFiles());
}
