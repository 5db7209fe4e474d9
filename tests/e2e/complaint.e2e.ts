// Complaints in a real browser (issue 32 items 4 and 7): the buyer files a complaint about one of its orders
// from 我的投诉 (我要投诉 opens /user/complain/add with flag=add) with an evidence picture, the platform
// accepts it in 投诉处理 and replies on /user/complainPlat/add, the buyer reads the reply in the complaint's
// details and in its system messages, the platform closes it, and the home page's 投诉中心 tile counts one
// fewer open complaint. Every screen here is a schema.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { encodePng } from '../../api/server/core/png';
import { appUrl, logIn, pagesPerTest, screenshot } from './support/browser';
import { PHONE } from './support/constants';
import { chooseOption } from './support/select';

const page = pagesPerTest();
const dialog = (p: Page) => p.getByRole('dialog');
const toast = (p: Page, text: string) => p.getByText(text, { exact: true }).first().waitFor();
const TITLE = `规格不符-${Date.now() % 100000}`;

async function logInAs(p: Page, phone: string): Promise<void> {
  await logIn(p, phone);
  await p.waitForURL(/\/home\?/);
}

/** The number the home tile shows (N条投诉处理中; 0 when it says there is none), once the tile's own call has
 * answered: the tile must say what the server counted. */
async function tileCount(p: Page): Promise<number> {
  const answered = p.waitForResponse((r) => r.url().includes('/industry/complaint/openCount'));
  await p.goto(appUrl('/home'));
  const n = ((await (await answered).json()) as { resultData: { openCount: number } }).resultData.openCount;
  const tile = p.locator('[data-card="complain"]');
  await expect.poll(async () => (await tile.textContent()) ?? '').toContain(n > 0 ? `${n}条投诉处理中` : '投诉受理与处理进度');
  return n;
}

describe('complaint end to end', () => {
  it('a buyer complains about an order, the platform replies, the buyer reads the reply, the tile\'s count falls once closed', async () => {
    const buyer = await page();
    await buyer.setViewportSize({ width: 1366, height: 900 });
    await logInAs(buyer, PHONE.buyer);
    const open = await tileCount(buyer);

    await buyer.goto(appUrl('/user/complain'));
    await buyer.getByRole('button', { name: '我要投诉' }).click();
    await buyer.waitForURL(/\/user\/complain\/add\?.*flag=add/);
    const order = await chooseOption(buyer.getByLabel('投诉订单'), { index: 0 });
    expect(order).toMatch(/（.+）$/);
    await buyer.getByLabel('投诉标题').fill(TITLE);
    await buyer.getByLabel('投诉内容').fill('到货规格为70mm，订单规格为80mm，请平台处理。');
    await buyer.getByLabel('证据图片').setInputFiles({ name: '到货照片.png', mimeType: 'image/png', buffer: encodePng(8, 8, new Uint8Array(8 * 8 * 3).fill(180)) });
    await buyer.getByRole('img', { name: '到货照片.png' }).waitFor();
    await screenshot(buyer, 'complaint-add-1366');
    await buyer.getByRole('button', { name: '提交投诉' }).click();
    await toast(buyer, '投诉已提交，请等待平台受理');
    await buyer.waitForURL(/\/user\/complain(\?|$)/);
    await buyer.locator('tbody tr', { hasText: TITLE }).first().getByText('待受理').waitFor();
    expect(await tileCount(buyer)).toBe(open + 1);

    const admin = await page();
    await admin.setViewportSize({ width: 1920, height: 1000 });
    await logInAs(admin, PHONE.tenantAdmin);
    await admin.goto(appUrl('/user/complainPlat'));
    const row = () => admin.locator('tbody tr', { hasText: TITLE }).first();
    await row().getByRole('button', { name: '受理', exact: true }).click();
    await dialog(admin).getByRole('button', { name: '确定' }).click();
    await toast(admin, '已受理投诉');
    await row().getByText('处理中').waitFor();
    await screenshot(admin, 'complaint-platform-1920');
    await row().getByRole('button', { name: '回复', exact: true }).click();
    await admin.waitForURL(/\/user\/complainPlat\/add\?/);
    await admin.locator(`text=${TITLE} >> visible=true`).first().waitFor();
    await admin.getByLabel('回复内容').fill('已联系卖家核实，卖家同意补发80mm规格。');
    await screenshot(admin, 'complaint-reply-1920');
    await admin.getByRole('button', { name: '发送回复' }).click();
    await toast(admin, '已回复');

    // The buyer reads the reply in the complaint's details, and is told in its messages.
    await buyer.goto(appUrl('/user/complain'));
    await buyer.locator('tbody tr', { hasText: TITLE }).first().getByRole('button', { name: '详情' }).click();
    await dialog(buyer).getByText('已联系卖家核实，卖家同意补发80mm规格。').first().waitFor();
    await screenshot(buyer, 'complaint-detail-1366');
    await buyer.keyboard.press('Escape');
    await buyer.getByRole('button', { name: '系统消息' }).click();
    await dialog(buyer).getByText('投诉有新回复').first().waitFor();
    await buyer.keyboard.press('Escape');
    expect(await tileCount(buyer)).toBe(open + 1);

    await admin.goto(appUrl('/user/complainPlat'));
    await row().getByRole('button', { name: '结案', exact: true }).click();
    await dialog(admin).getByLabel('处理结果').fill('卖家已补发正确规格，结案。');
    await dialog(admin).getByRole('button', { name: '确定' }).click();
    await toast(admin, '已结案');
    await row().getByText('已结案').waitFor();

    expect(await tileCount(buyer)).toBe(open);
  });
});
