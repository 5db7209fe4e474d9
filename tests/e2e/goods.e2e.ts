// The goods vertical in a real browser, as the demo accounts (issue: goods end to end): the seller sets up a
// category, an attribute and a unit, creates goods with two SKUs and a picture and puts it on shelf; the
// buyer finds it by search and opens its details; the tenant admin freezes it and it leaves the mall.
// Every screen here is a schema rendered by the engine. No page may meet a CSP violation.
import { encodePng } from '../../api/server/core/png';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { appUrl, logIn, pagesPerTest, screenshot } from './support/browser';
import { PHONE } from './support/constants';
import { chooseOption } from './support/select';

const page = pagesPerTest();

// Names unique to this run, so the test does not depend on the demo data.
const RUN = Date.now().toString(36).slice(-4);
const CATEGORY = `蜜桃类${RUN}`;
const ATTRIBUTE = `甜度${RUN}`;
const UNIT = `筐${RUN}`;
const GOODS = `阳山水蜜桃${RUN}`;

/** A real 8x8 PNG (the upload checks the picture's first bytes). */
const png = (): Buffer => encodePng(8, 8, new Uint8Array(8 * 8 * 3).fill(200));

/** The goods list stays alive (hidden) behind the form, with a 商品名称 filter of its own: only visible fields count. */
const field = (p: Page, label: string): Locator => p.getByLabel(label).filter({ visible: true });
const toast = (p: Page, text: string) => p.getByText(text, { exact: true }).first().waitFor();
const dialog = (p: Page) => p.getByRole('dialog');
const rowOf = (p: Page, text: string): Locator => p.locator('tbody tr', { hasText: text }).first();

describe('goods end to end', () => {
  it('the seller sets up a category, an attribute, a unit and goods with two SKUs and a picture, and puts it on shelf', async () => {
    const p = await page();
    await logIn(p, PHONE.seller);
    await p.waitForURL(/\/home\?/);

    await p.goto(appUrl('/seller/commodity-manage-classify'));
    await p.getByRole('button', { name: '新增一级分类' }).click();
    await dialog(p).getByLabel('分类名称').fill(CATEGORY);
    await dialog(p).getByRole('button', { name: '确定' }).click();
    await toast(p, '添加成功');
    await rowOf(p, CATEGORY).waitFor();

    await p.goto(appUrl('/seller/commodity-manage-property'));
    await p.getByRole('button', { name: '新增属性' }).click();
    await dialog(p).getByLabel('属性名称').fill(ATTRIBUTE);
    await dialog(p).getByLabel('可选值').fill('高,中,低');
    await dialog(p).getByRole('button', { name: '确定' }).click();
    await toast(p, '添加成功');
    await rowOf(p, ATTRIBUTE).waitFor();

    await p.goto(appUrl('/seller/commodity-manage-unit'));
    await p.getByRole('button', { name: '新增单位' }).click();
    await dialog(p).getByLabel('单位名称').fill(UNIT);
    await dialog(p).getByRole('button', { name: '确定' }).click();
    await toast(p, '添加成功');
    await rowOf(p, UNIT).waitFor();

    await p.goto(appUrl('/seller/commodity-manage-commodityList'));
    await p.getByRole('button', { name: '新增商品' }).click();
    await p.waitForURL(/commodity-manage-addCommodity/);
    // The form is on screen (the list behind it is hidden once the form has rendered).
    await p.getByPlaceholder('如：烟台红富士苹果').waitFor();
    await field(p, '商品名称').fill(GOODS);
    await chooseOption(field(p, '商品分类'), CATEGORY);
    await chooseOption(field(p, '计量单位'), UNIT);
    await chooseOption(field(p, '所属商城'), '企业采购商城');
    await field(p, '产地').fill('无锡阳山');
    await field(p, '商品图片').setInputFiles({ name: 'peach.png', mimeType: 'image/png', buffer: png() });
    // A thumbnail of the uploaded picture, loaded from the server (issue 14: not a file-name link).
    const thumb = p.getByRole('img', { name: 'peach.png' });
    await thumb.waitFor();
    await expect.poll(() => thumb.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(8);

    // Two SKU rows and one attribute row, edited inline (cells are labelled 第N行<column>).
    const addRow = p.getByRole('button', { name: '添加一行' });
    await addRow.nth(0).click();
    await field(p, '第1行规格').fill('5斤装');
    await field(p, '第1行销售价(元)').fill('39.9');
    await field(p, '第1行库存').fill('100');
    await addRow.nth(0).click();
    await field(p, '第2行规格').fill('10斤装');
    await field(p, '第2行销售价(元)').fill('75');
    await field(p, '第2行库存').fill('50');
    await addRow.nth(1).click();
    await field(p, '第1行属性名称').fill(ATTRIBUTE);
    await field(p, '第1行属性值').fill('高');

    await p.getByRole('button', { name: '保存' }).click();
    await toast(p, '添加成功');
    await p.waitForURL(/commodity-manage-commodityList/);
    const row = rowOf(p, GOODS);
    await row.waitFor();
    expect(await row.textContent()).toContain('草稿');
    expect(await row.textContent()).toContain('39.90');
    // The same form in edit mode: loaded, changed, saved.
    await row.getByRole('button', { name: '编辑' }).click();
    await p.waitForURL(/commodity-manage-editCommodity/);
    await field(p, '第2行规格').waitFor();
    expect(await field(p, '商品名称').inputValue()).toBe(GOODS);
    await field(p, '产地').fill('江苏无锡阳山镇');
    await p.getByRole('button', { name: '保存' }).click();
    await toast(p, '修改成功');
    await p.waitForURL(/commodity-manage-commodityList/);
    await rowOf(p, GOODS).getByRole('button', { name: '上架' }).click();
    await toast(p, '上架成功');
    await rowOf(p, GOODS).getByText('已上架').waitFor();
    // The category filter offers the enterprise's tree; filtering by the new category leaves this goods only.
    const filters = p.getByRole('search', { name: '筛选' }).filter({ visible: true });
    await chooseOption(filters.getByLabel('商品分类'), CATEGORY);
    await filters.getByRole('button', { name: '查询' }).click();
    await p.getByText('共 1 条').waitFor();
    await rowOf(p, GOODS).waitFor();
    await screenshot(p, 'goods-seller-on-shelf');
  });

  it('the buyer finds the goods by search and opens its details', async () => {
    const p = await page();
    await logIn(p, PHONE.buyer);
    await p.waitForURL(/\/home\?/);
    await p.goto(appUrl(`/shopping/shopping-mall-search?keyword=${encodeURIComponent(GOODS)}`));
    const card = p.locator('li.scpr-card', { hasText: GOODS });
    await card.waitFor();
    expect(await card.textContent()).toContain('¥39.90');
    await card.getByRole('link').first().click();
    await p.waitForURL(/\/shopping\/product-details\?/);
    await p.getByText('10斤装').waitFor();
    await p.getByText('5斤装').waitFor();
    await p.getByText('江苏无锡阳山镇').waitFor();
    await screenshot(p, 'goods-buyer-details');
  });

  it('the tenant admin freezes it and it leaves the mall', async () => {
    const admin = await page();
    await logIn(admin, PHONE.tenantAdmin);
    await admin.waitForURL(/\/home\?/);
    await admin.goto(appUrl('/user/platform-commodity-manage'));
    await field(admin, '商品名称').fill(GOODS);
    await admin.getByRole('button', { name: '查询' }).click();
    const row = rowOf(admin, GOODS);
    await row.getByRole('button', { name: '冻结' }).click();
    await dialog(admin).getByLabel('冻结原因').fill('抽检不合格，暂停销售');
    await dialog(admin).getByRole('button', { name: '确定' }).click();
    await toast(admin, '冻结成功');
    await rowOf(admin, GOODS).getByText('已冻结').waitFor();
    await screenshot(admin, 'goods-admin-frozen');

    const buyer = await page();
    await logIn(buyer, PHONE.buyer);
    await buyer.waitForURL(/\/home\?/);
    await buyer.goto(appUrl(`/shopping/shopping-mall-search?keyword=${encodeURIComponent(GOODS)}`));
    await buyer.getByText('没有找到相关商品').waitFor();
    expect(await buyer.locator('li.scpr-card', { hasText: GOODS }).count()).toBe(0);
    await screenshot(buyer, 'goods-buyer-after-freeze');
  });
});
