// Mall ads in a real browser (issue 33 items 4 and 7): the tenant admin adds an ad in 商城内容管理 (新增广告:
// the enterprise mall, an uploaded picture, a link, today as its first and last day) and the buyer finds it
// in the shopping front's carousel; the link opens the goods it points at.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { encodePng } from '../../api/server/core/png';
import { todayOf } from '../../api/server/modules/mall/adv-schedule';
import { appUrl, logIn, pagesPerTest, screenshot } from './support/browser';
import { PHONE } from './support/constants';
import { chooseOption } from './support/select';

const page = pagesPerTest();
const TITLE = `丰收节特惠${Date.now() % 10000}`;
const toast = (p: Page, text: string) => p.getByText(text, { exact: true }).first().waitFor();

describe('mall ads end to end', () => {
  it('an ad scheduled now shows in the mall', async () => {
    const admin = await page();
    await logIn(admin, PHONE.tenantAdmin);
    await admin.waitForURL(/\/home\?/);
    await admin.goto(appUrl('/user/malltype-manage'));
    // The demo ads, with their show status.
    await admin.locator('tbody tr', { hasText: '粮油采购节' }).first().getByText('展示中').waitFor();
    await screenshot(admin, 'malltype-manage');
    await admin.getByRole('button', { name: '新增广告' }).click();
    await admin.waitForURL(/\/user\/add-adv/);
    await chooseOption(admin.getByLabel('所属商城'), '企业采购商城');
    await admin.getByLabel('广告标题').fill(TITLE);
    await admin.getByLabel('广告语').fill('新米上市 企业集采直降');
    const png = encodePng(32, 10, new Uint8Array(32 * 10 * 3).fill(180));
    await admin.getByLabel('广告图片').setInputFiles({ name: '丰收节.png', mimeType: 'image/png', buffer: png });
    await admin.getByRole('img', { name: '丰收节.png' }).waitFor();
    await admin.getByLabel('跳转链接').fill('/shopping/shopping-mall-search');
    const today = todayOf(Date.now());
    await admin.getByLabel('开始日期').fill(today);
    await admin.getByLabel('结束日期').fill(today);
    await screenshot(admin, 'add-adv');
    await admin.getByRole('button', { name: '保存' }).click();
    await toast(admin, '添加成功');
    await admin.waitForURL(/\/user\/malltype-manage/);
    await admin.locator('tbody tr', { hasText: TITLE }).first().getByText('展示中').waitFor();

    const buyer = await page();
    await logIn(buyer, PHONE.buyer);
    await buyer.waitForURL(/\/home\?/);
    await buyer.goto(appUrl('/shopping/shopping-mall'));
    const carousel = buyer.getByRole('region', { name: '商城广告' });
    const slide = carousel.locator('[data-slide]', { hasText: TITLE });
    await slide.waitFor({ state: 'attached' });
    // Bring it forward with its dot, then follow its link.
    const index = Number(await slide.getAttribute('data-slide'));
    await carousel.getByRole('button', { name: `第${index + 1}张` }).click();
    await expect.poll(() => slide.getAttribute('aria-hidden')).toBeNull();
    await slide.getByText('新米上市 企业集采直降').waitFor();
    await screenshot(buyer, 'shopping-mall-ads');
    await slide.getByRole('link').click();
    await buyer.waitForURL(/\/shopping\/shopping-mall-search/);
  });
});
