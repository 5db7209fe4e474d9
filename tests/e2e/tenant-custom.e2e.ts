// Tenant customisation in Chromium (issue 33 item 7), as the demo tenant admin (13800000001) and the demo
// seller (13800000002): page settings change the skin and the system name, the preview shows them before
// the save and a fresh login page after it; a screen patch hides a column of the seller's goods list,
// previewed as the seller role, gone for the seller after the save and back after the rollback; a feature
// ticked in the disable list of 功能设置 disappears from the seller's next page and comes back when
// unticked. The e2e server and its database are shared by every file of the run (global-setup.ts), so each
// test puts back what it changed.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { appUrl, logIn, pagesPerTest, screenshot } from './support/browser';
import { call } from './support/requests';
import { PHONE } from './support/constants';
import { chooseOption } from './support/select';

const page = pagesPerTest();

const RUN = Date.now().toString(36).slice(-4);
/** The code list TNT_SKIN as the radio buttons label it. */
const SKINS = { blue: '蓝色 #007aff', orange: '橙色 #f95e5e', green: '绿色 #2ab28b', custom: '自定义颜色' } as const;
const GOODS_LIST = '/seller/commodity-manage-commodityList';

const dialog = (p: Page) => p.getByRole('dialog');
const text = (p: Page, t: string) => p.getByText(t, { exact: true }).first().waitFor();

/** Rolls the screen's patch back to `version` through the API, unless the version in effect already is
 * it or a rollback to it. */
async function rollBackTo(admin: Page, screen: string, version: number): Promise<void> {
  const versions = await call<{ records: { version: number; rollbackOf: number | null }[]; current: number }>(admin, '/scpr/mall/screenPatch/versions', { screen, pageNum: 1, pageSize: 5 });
  const inEffect = versions.records.find((r) => r.version === versions.current);
  if (versions.current === version || inEffect?.rollbackOf === version) return;
  await call(admin, '/scpr/mall/screenPatch/rollbackPatch', { screen, version, baseVersion: versions.current });
}

/** The header cells of a list, once its 商品名称 column is drawn. */
async function headersOf(scope: Locator): Promise<string[]> {
  const cells = await scope.locator('thead th').allTextContents();
  return cells.some((c) => c.includes('商品名称')) ? cells.map((c) => c.trim()) : ['（列表未显示）'];
}

/** The seller's goods list on a fresh load: does its header show 规格数 (once the list is drawn)? */
async function sellerSeesSkuCount(seller: Page, shown: boolean): Promise<void> {
  await seller.goto(appUrl(GOODS_LIST));
  await expect
    .poll(async () => {
      const h = await headersOf(seller.locator('main'));
      return h.includes('（列表未显示）') ? 'not drawn' : h.some((c) => c.includes('规格数'));
    })
    .toBe(shown);
}

describe('page settings: skin and system name', () => {
  it('previewed beside the current look, saved, shown on a fresh login page; put back', async () => {
    const admin = await page();
    await logIn(admin, PHONE.tenantAdmin);
    await admin.goto(appUrl('/user/page-setting'));
    const name = admin.getByLabel('系统名称');
    await expect.poll(() => name.inputValue()).not.toBe('');
    const before = { name: await name.inputValue(), skin: '' as string, colour: '' };
    for (const label of Object.values(SKINS)) if (await admin.getByRole('radio', { name: label, exact: true }).isChecked()) before.skin = label;
    if (before.skin === SKINS.custom) before.colour = await admin.getByLabel('自定义主题色').inputValue();
    const [skin, rgb, colour] = before.skin === SKINS.orange ? [SKINS.green, 'rgb(42, 178, 139)', '#2ab28b'] : [SKINS.orange, 'rgb(249, 94, 94)', '#f95e5e'];
    const newName = `惠农云平台${RUN}`;

    const save = async (message: string) => {
      await admin.getByRole('button', { name: '保存并应用' }).click();
      await dialog(admin).getByRole('button', { name: '确定' }).click();
      await text(admin, message);
    };
    try {
      await admin.getByRole('radio', { name: skin, exact: true }).check();
      await name.fill(newName);

      // The preview: the unsaved look beside what users see now.
      const next = admin.locator('.scpr-look__pane[aria-label="保存后（预览）"]');
      const now = admin.locator('.scpr-look__pane[aria-label="用户现在看到的"]');
      await expect.poll(() => next.locator('.scpr-look__login [data-preview="systemName"]').textContent()).toBe(newName);
      await expect.poll(() => next.locator('.scpr-look__login .scpr-look__button').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb);
      expect(await now.locator('.scpr-look__login [data-preview="systemName"]').textContent()).toBe(before.name);
      await screenshot(admin, 'tenant-custom-page-setting-preview');

      await save('已保存，本平台用户的下一个页面起生效');

      // A guest's fresh page of the login page: the new name, in the new skin.
      const guest = await page();
      await guest.goto(appUrl('/login'));
      await text(guest, newName);
      await expect.poll(() => guest.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--scpr-primary').trim().toLowerCase())).toBe(colour);
      expect(await guest.getByText(before.name, { exact: true }).count()).toBe(0);
      await screenshot(guest, 'tenant-custom-login-after-save');
    } finally {
      // Put the tenant's look back for the other files of the run.
      await admin.goto(appUrl('/user/page-setting'));
      await expect.poll(() => name.inputValue()).not.toBe('');
      if (before.skin) await admin.getByRole('radio', { name: before.skin, exact: true }).check();
      if (before.colour) await admin.getByLabel('自定义主题色').fill(before.colour);
      await name.fill(before.name);
      await save('已保存，本平台用户的下一个页面起生效');
    }
    const guest = await page();
    await guest.goto(appUrl('/login'));
    await text(guest, before.name);
  });
});

describe('screen patch: a column of the seller\'s goods list', () => {
  it('hidden, previewed as the seller role, saved: gone for the seller; rolled back: back', async () => {
    const [admin, seller] = await Promise.all([page(), page()]);
    await Promise.all([logIn(admin, PHONE.tenantAdmin), logIn(seller, PHONE.seller)]);
    await sellerSeesSkuCount(seller, true);

    await admin.goto(appUrl('/user/screen-patch?screen=CommodityList'));
    const row = admin.locator('tr[data-element="columns/skuCount"]');
    await row.getByRole('checkbox', { name: '隐藏「规格数」' }).check();
    const readAsRole = admin.waitForResponse((r) => r.url().endsWith('/scpr/mall/screenPatch/previewCall') && r.ok());
    await chooseOption(admin.getByRole('combobox', { name: '预览角色' }), '卖家管理员');
    await readAsRole;
    await admin.getByRole('tab', { name: /预览（未保存） · 卖家管理员/ }).waitFor();
    const draft = admin.locator('section[aria-label="未保存的定制预览"]');
    await expect.poll(async () => (await headersOf(draft)).some((c) => c.includes('规格数'))).toBe(false);
    expect(await headersOf(draft)).toContain('总库存');
    // The rows are read as that role through the server's preview call: the tenant's live goods.
    await draft.locator('tbody tr:not(:has(td.scpr-table__empty))').first().waitFor();
    await screenshot(admin, 'tenant-custom-patch-preview');

    // The version in effect before the save (0: the list as shipped, no row marked), then the new one.
    const versions = admin.locator('table[aria-label="版本记录"]');
    const inEffect = async () => ((await versions.locator('tr[data-current]').count()) ? Number(await versions.locator('tr[data-current]').getAttribute('data-version')) : 0);
    await admin.locator('table[aria-label="版本记录"][aria-busy="false"]').waitFor();
    const before = await inEffect();
    // From the save on the seller's list is patched for the whole run: a test stopped before its own
    // rollback is rolled back through the API.
    let restored = false;
    try {
      await admin.getByRole('button', { name: '保存为新版本' }).click();
      await expect.poll(inEffect).toBe(before + 1);
      const saved = before + 1;

      await sellerSeesSkuCount(seller, false);
      await screenshot(seller, 'tenant-custom-seller-list-patched');

      // One step back to the version before (version 0 is the list as shipped).
      const previous = admin.locator(`table[aria-label="版本记录"] tr[data-version="${saved - 1}"]`);
      await previous.getByRole('button', { name: '回滚到此版本' }).click();
      await previous.getByRole('button', { name: '确定回滚' }).click();
      await expect.poll(inEffect).toBe(saved + 1);
      restored = true;
    } finally {
      if (!restored) await rollBackTo(admin, 'CommodityList', before);
    }

    await sellerSeesSkuCount(seller, true);
  });
});

describe('function settings: the disable list', () => {
  /** 新增商品 buttons on the seller's goods list, on a fresh load once the list is drawn. */
  async function addButtons(seller: Page, n: number): Promise<void> {
    await seller.goto(appUrl(GOODS_LIST));
    await expect
      .poll(async () => {
        const h = await headersOf(seller.locator('main'));
        return h.includes('（列表未显示）') ? 'not drawn' : seller.getByRole('button', { name: '新增商品', exact: true }).count();
      })
      .toBe(n);
  }

  async function setDisabled(admin: Page, on: boolean): Promise<void> {
    await admin.goto(appUrl('/tntConfig'));
    const box = admin.getByRole('checkbox', { name: '商品列表：新增商品', exact: true });
    await box.waitFor();
    await expect.poll(() => box.isChecked()).toBe(!on);
    await box.setChecked(on);
    await admin.getByRole('button', { name: '保存并应用' }).click();
    await text(admin, '已保存，功能设置立即生效');
  }

  it('a disabled button disappears from the seller\'s next page; enabled again, it is back', async () => {
    const [admin, seller] = await Promise.all([page(), page()]);
    await Promise.all([logIn(admin, PHONE.tenantAdmin), logIn(seller, PHONE.seller)]);
    await addButtons(seller, 1);
    try {
      await setDisabled(admin, true);
      await screenshot(admin, 'tenant-custom-tnt-config');
      await addButtons(seller, 0);
    } finally {
      await setDisabled(admin, false);
    }
    await addButtons(seller, 1);
  });
});
