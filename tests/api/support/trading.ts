// Trading test helpers: goods on shelf with known SKUs, a freight template, an address.
import type { Database } from '../../../api/server/db';
import { createGoods, catalogueOf, ok } from './goods';
import type { Client } from './client';

export interface ShelfGoods {
  itemId: string;
  skuIds: string[];
}

/** A seller's goods put on shelf in the enterprise mall (M02); SKUs as given (default two, stock 10 and 5). */
export async function goodsOnShelf(client: Client, token: string, extra: Record<string, unknown> = {}): Promise<ShelfGoods> {
  const ref = await catalogueOf(client, token);
  const itemId = await createGoods(client, token, ref, extra);
  await ok(client, 'item.onShelf', { itemIds: [itemId] }, token);
  const detail = await ok(client, 'item.detail', { itemId }, token);
  return { itemId, skuIds: detail.skus.map((s: { skuId: string }) => s.skuId) };
}

/** A template charging by piece: Shandong and Beijing, first 1 piece 10 yuan, each further 2 pieces 4 yuan. */
export const PIECE_TEMPLATE = {
  templateNm: '山东北京按件',
  chargeMode: '1',
  rules: [
    { regions: ['370000'], firstUnit: '1', firstFee: '10', extraUnit: '2', extraFee: '4' },
    { regions: ['110000'], firstUnit: '1', firstFee: '12', extraUnit: '1', extraFee: '5.5' },
  ],
  freeRules: [{ regions: ['370000'], minAmount: '100' }],
};

export const ADDRESS = { consignee: '王小丰', phone: '13912345678', regionCode: '370602', detail: '芝罘区南大街100号', postalCode: '264000' };

/** These suites state the trading set-up from a known start: the demo rows (cart/seed-demo.ts; checked by
 * tests/api/trading-seed.test.ts) are removed first, as the owner. Each test file has its own database. */
export async function withoutTradingDemo(db: Database): Promise<void> {
  // The demo coupons too: the quote would apply the buyer's best one.
  await db.owner.exec(`DELETE FROM cart_lines; DELETE FROM addresses; UPDATE items SET freight_template_id = NULL; DELETE FROM user_coupons;
    DELETE FROM freight_templates; DELETE FROM shop_pay_types; DELETE FROM shop_pay_settings;`);
}
