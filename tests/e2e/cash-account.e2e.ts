// Cash accounts in a real browser (issue 33 item 7): the seller's admin adds a personal bank card in
// 收款账户管理 (bank, province, city and branch picked from the purchase chain's lists, which cascade) and
// finds it listed, masked to its last four digits; a card number failing its Luhn check digit is refused.
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, logIn, pagesPerTest, screenshot } from './support/browser';
import { PHONE } from './support/constants';
import { chooseOption } from './support/select';

const page = pagesPerTest();
const dialog = (p: Page) => p.getByRole('dialog');

describe('cash accounts end to end', () => {
  it('a bank card is added and listed', async () => {
    const p = await page();
    await logIn(p, PHONE.seller);
    await p.waitForURL(/\/home\?/);
    await p.goto(appUrl('/user/cash-account-manage'));
    // The demo company account, masked.
    await p.locator('tbody tr', { hasText: '**** **** **** 2345' }).first().waitFor();
    await screenshot(p, 'cash-account-list');
    await p.getByRole('button', { name: '新增银行账户' }).click();
    const form = dialog(p);
    await form.getByLabel('个人银行卡').check();
    await form.getByLabel('开户名').fill('王小丰');
    await form.getByLabel('银行账号').fill('6217001800056789016');
    await chooseOption(form.getByLabel('开户银行'), '中国工商银行');
    await chooseOption(form.getByLabel('开户省份'), '山东省');
    await chooseOption(form.getByLabel('开户城市'), '烟台市');
    await chooseOption(form.getByLabel('开户支行'), '中国工商银行股份有限公司烟台分行');
    await form.getByRole('button', { name: '保存' }).click();
    // The last digit is wrong: the server's Luhn check refuses it and the dialog stays open.
    await p.getByText('银行卡号校验未通过，请核对卡号').first().waitFor();
    await form.getByLabel('银行账号').fill('6217001800056789015');
    await form.getByRole('button', { name: '保存' }).click();
    await p.getByText('添加成功', { exact: true }).first().waitFor();
    const row = p.locator('tbody tr', { hasText: '**** **** **** 9015' }).first();
    await row.getByText('中国工商银行股份有限公司烟台分行').waitFor();
    await row.getByText('王小丰').waitFor();
    await row.getByText('个人银行卡').waitFor();
    await screenshot(p, 'cash-account-added');
  });
});
