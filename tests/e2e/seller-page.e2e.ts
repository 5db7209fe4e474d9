// The storefront in a real browser (spec 2.4 seller-page), as a buyer (丰收, 13800000003) on the demo data: from
// the details of a goods row of 绿源农业科技 its seller card opens the shop's home (/seller/seller-page?shopId=),
// which shows the shop's card (name, 企业认证, region, contact), its ads showing today in the carousel, its goods
// on sale with a price and a pager, its videos and pictures; a goods tile opens that goods row's details. The
// storefront is captured at 1366 and 1920 px wide. Nothing is written.
import { describe, expect, it } from 'vitest';
import { appUrl, logIn, pagesPerTest, screenshot } from './support/browser';
import { PHONE } from './support/constants';

const page = pagesPerTest();
const JOURNEY_MS = 300_000;

describe('the storefront end to end', () => {
  it('a buyer opens the seller\'s shop from product details, sees its ads and goods, and opens a goods row', { timeout: JOURNEY_MS }, async () => {
    const buyer = await page();
    await buyer.setViewportSize({ width: 1366, height: 900 });
    await logIn(buyer, PHONE.buyer);
    // A goods row of 绿源农业科技 (the search matches the seller's name).
    await buyer.goto(appUrl('/shopping/shopping-mall-search?keyword=绿源农业科技'));
    const results = buyer.getByRole('region', { name: '商品搜索' });
    await results.locator('.scpr-card__main').first().click();
    await buyer.waitForURL(/\/shopping\/product-details\?itemId=/);

    // Its seller card: the shop, certified, with 进入店铺.
    const card = buyer.getByRole('region', { name: '卖家店铺' });
    await card.getByRole('heading', { name: /绿源农业旗舰店/ }).waitFor();
    await card.getByText('企业认证').waitFor();
    await screenshot(buyer, 'seller-page-product-details-card-1366');
    await card.getByRole('button', { name: '进入店铺' }).click();
    await buyer.waitForURL(/\/seller\/seller-page\?shopId=SH001/);

    // The storefront: its card, its ads showing today, its goods on sale.
    const head = buyer.getByRole('region', { name: '绿源农业旗舰店' });
    await head.getByText('浙江省 杭州市 西湖区').waitFor();
    await head.getByText('13800000002').waitFor();
    await head.getByText('企业认证').waitFor();
    const ads = buyer.getByRole('region', { name: '店铺广告' });
    await ads.locator('[data-slide]', { hasText: '当季红富士 产地直发' }).waitFor({ state: 'attached' });
    await ads.locator('[data-slide]', { hasText: '五常大米 企业团购价' }).waitFor({ state: 'attached' });
    // Only the ads showing today: not the one not started, ended or disabled.
    expect(await ads.locator('[data-slide]').count()).toBe(2);
    const goods = buyer.getByRole('region', { name: '本店商品' });
    await expect.poll(() => goods.locator('.scpr-card').count()).toBe(30);
    await goods.getByText(/^¥\d+\.\d{2}( - \d+\.\d{2})?\/.+$/).first().waitFor();
    await buyer.getByRole('region', { name: '店铺视频' }).getByText('绿源农业基地宣传片').waitFor();
    await buyer.getByRole('region', { name: '店铺图片' }).getByText('茶园春色').waitFor();
    await screenshot(buyer, 'seller-page-1366');
    await buyer.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(buyer, 'seller-page-1920');

    // The second page of goods, then a goods row opens its details. Both pages hold 30 tiles: the second is
    // there once the first tile is another goods row (read before, a name could be page 1's while the click
    // met page 2's tile).
    const firstOfPageOne = await goods.locator('.scpr-card__heading').first().textContent();
    await goods.getByRole('button', { name: '下一页' }).click();
    await expect.poll(() => goods.locator('.scpr-card__heading').first().textContent()).not.toBe(firstOfPageOne);
    await expect.poll(() => goods.locator('.scpr-card').count()).toBe(30);
    const tile = goods.locator('.scpr-card__main').first();
    const name = (await tile.locator('.scpr-card__heading').textContent()) ?? '';
    await tile.click();
    await buyer.waitForURL(/\/shopping\/product-details\?itemId=/);
    await buyer.getByText(name, { exact: true }).first().waitFor();
  });
});
