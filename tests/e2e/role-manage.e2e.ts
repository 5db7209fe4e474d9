// Role management in Chromium (issue 32 items 3 and 7, spec 6): an enterprise admin of 绿源农业科技
// (13800000042) unticks the 同意订单 button of its role 订单专员 in 角色管理; the role's member
// (13800000044) opens the sales orders again and the 同意 button is gone, the orders and 查看 still
// there; ticking it again brings it back on the next page. Also the organisation screens at 1366 and
// 1920 px (screenshots in .artifacts/e2e).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appUrl, launch, logIn, openPage, screenshot, type WatchedPage } from './support/browser';
import { call } from './support/requests';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const ADMIN = '13800000042';
const CLERK = '13800000044';
/** The 同意订单 button of the sales orders, as the role tree names it. */
const AGREE = 'b_sale-order-agree';

/** The clerk's orders awaiting confirmation, loaded: how many 查看 and 同意 buttons the rows show. */
async function orderButtons(page: Page): Promise<{ view: number; agree: number }> {
  await page.goto(appUrl('/seller/sale-order?status=10'));
  const rows = page.locator('tbody tr');
  await rows.first().getByRole('button', { name: '查看', exact: true }).waitFor();
  return { view: await rows.getByRole('button', { name: '查看', exact: true }).count(), agree: await rows.getByRole('button', { name: '同意', exact: true }).count() };
}

/** The 同意订单 button back on 订单专员 through the API, if the role lacks it (as 编辑权限 saves it). */
async function restoreAgree(admin: Page): Promise<void> {
  const roles = await call<{ records: { roleId: string; roleNm: string }[] }>(admin, '/scpr/acl/role/page', { pageNum: 1, pageSize: 50, keyword: '订单专员' });
  const role = roles.records.find((r) => r.roleNm === '订单专员')!;
  const held = await call<{ menuIds: string[]; roleNm: string; remark: string }>(admin, '/scpr/acl/role/tree', { roleId: role.roleId });
  if (held.menuIds.includes(AGREE)) return;
  await call(admin, '/scpr/acl/role/save', { roleId: role.roleId, roleNm: held.roleNm, remark: held.remark, menuIds: [...held.menuIds, AGREE] });
}

async function setAgree(page: Page, on: boolean): Promise<void> {
  await page.goto(appUrl('/user/role-manage'));
  const row = page.locator('tbody tr', { hasText: '订单专员' });
  await row.getByRole('button', { name: '编辑权限' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑角色权限' });
  const box = dialog.locator(`input[data-node="${AGREE}"]`);
  await box.waitFor();
  // The dialog opens with what the role holds (the form's data source), then the tick changes it.
  await expect.poll(() => box.isChecked()).toBe(!on);
  await box.setChecked(on);
  await screenshot(page, `role-manage-tree-${on ? 'on' : 'off'}`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByText('保存成功').waitFor();
}

describe('a role loses a button: the button disappears on the next page', () => {
  let admin: WatchedPage;
  let clerk: WatchedPage;
  beforeAll(async () => {
    [admin, clerk] = await Promise.all([openPage(browser), openPage(browser)]);
    await Promise.all([logIn(admin.page, ADMIN), logIn(clerk.page, CLERK)]);
  });
  let unticked = false;
  afterAll(async () => {
    try {
      // The role is shared by the run: a test stopped between the untick and the tick puts it back here.
      if (unticked) await restoreAgree(admin.page);
    } finally {
      await Promise.all([admin.close(), clerk.close()]);
    }
  });

  it('unticked in 角色管理: gone for the role\'s member on its next page; ticked again: back', async () => {
    const before = await orderButtons(clerk.page);
    expect(before.view).toBeGreaterThan(0);
    expect(before.agree).toBeGreaterThan(0);

    unticked = true;
    await setAgree(admin.page, false);
    await screenshot(admin.page, 'role-manage-after-save');
    const after = await orderButtons(clerk.page);
    expect(after).toEqual({ view: before.view, agree: 0 });

    await setAgree(admin.page, true);
    unticked = false;
    expect(await orderButtons(clerk.page)).toEqual(before);
    for (const w of [admin, clerk]) {
      expect(w.violations).toEqual([]);
      expect(w.errors).toEqual([]);
    }
  });
});

describe('the organisation screens at 1366 and 1920 px', () => {
  const SCREENS: [string, string, string][] = [
    ['13800000001', '/user/role-manage', '平台管理员'],
    ['13800000001', '/user/member-enterprise', '企业会员'],
    ['13800000001', '/xmCenter/organManage', '绿源农业科技有限公司'],
    ['13800000001', '/user/member-person', '李农户'],
    [ADMIN, '/user/organ-setting', '华东销售组'],
  ];
  it.each(SCREENS)('%s %s', async (phone, path, text) => {
    const w = await openPage(browser);
    try {
      await logIn(w.page, phone);
      for (const width of [1366, 1920]) {
        await w.page.setViewportSize({ width, height: 900 });
        await w.page.goto(appUrl(path));
        await w.page.getByText(text).first().waitFor();
        await screenshot(w.page, `organ${path.replace(/\//g, '-')}-${width}`);
      }
      expect(w.violations).toEqual([]);
      expect(w.errors).toEqual([]);
      expect(w.calls.filter((c) => !c.startsWith('200 '))).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
