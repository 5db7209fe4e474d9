// A shop's gallery in a real browser (issue 33 item 5): the seller uploads two pictures in 添加图片, each
// with its own progress bar (the upload throttled, so the bars are seen moving), and finds them on the
// picture wall; uploads a short WebM in 添加视频 and plays it from 店铺视频 (the player reads the length and
// seeks through byte ranges). The add screens show their title once; each upload line keeps its text off
// its bar at 1366 and 1920 px. What it added is deleted again, so later files see the demo gallery.
// The four screens are photographed at 1366 and 1920 px.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { encodePng } from '../../api/server/core/png';
import { demoVideoBytes } from '../../api/server/data/assets';
import { appUrl, logIn, pagesPerTest, screenshot } from './support/browser';
import { PHONE } from './support/constants';

const page = pagesPerTest();

/** A PNG of noise (it does not compress): about 190 KB, so a throttled upload takes a while. */
function noisePng(seed: number): Buffer {
  const w = 256;
  const rgb = new Uint8Array(w * w * 3);
  let x = seed;
  for (let i = 0; i < rgb.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    rgb[i] = x >>> 24;
  }
  return encodePng(w, w, rgb);
}

/** Uploads go out at about 100 KB/s, so each file's bar is seen between 0 and 100. */
async function throttleUploads(p: Page, on: boolean) {
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: on ? 100 * 1024 : -1 });
}

async function shoot(p: Page, name: string) {
  for (const width of [1366, 1920]) {
    await p.setViewportSize({ width, height: width === 1366 ? 768 : 1080 });
    await screenshot(p, `${name}-${width}`);
  }
  await p.setViewportSize({ width: 1440, height: 900 });
}

const wallCaptions = (p: Page) => p.locator('.scpr-wall__caption').allTextContents();

describe('shop gallery end to end', () => {
  it('uploads two pictures with progress, sees them on the wall, uploads a video and plays it', async () => {
    const p = await page();
    await logIn(p, PHONE.seller);
    await p.waitForURL(/\/home\?/);

    // The wall with the demo pictures.
    await p.goto(appUrl('/user/shop-image-list'));
    await p.locator('.scpr-wall__caption', { hasText: '有机水稻基地' }).waitFor();
    expect((await wallCaptions(p)).slice(0, 5)).toEqual(['有机水稻基地', '茶园春色', '金秋麦田', '果园丰收', '蔬菜大棚']);
    await shoot(p, 'shop-image-list');
    // A click previews the picture large.
    await p.getByRole('button', { name: '预览茶园春色' }).click();
    await p.getByRole('dialog').getByRole('img', { name: '茶园春色' }).waitFor();
    await p.keyboard.press('Escape');

    // 添加图片: two files, each with its own bar.
    await p.getByRole('button', { name: '添加图片' }).click();
    await p.waitForURL(/\/user\/add-images/);
    await p.getByLabel('相册').fill('新品展示');
    // The title once: the page header's (the form repeated it below).
    expect(await p.getByRole('heading', { name: '添加图片', exact: true }).count()).toBe(1);
    await shoot(p, 'add-images');
    // Each line as Ant Design's upload item, at both widths: the name and percent above the thin bar, never
    // over it (the text overlapped the bar before), the cancel icon at the right end. The uploads are held
    // (never answered) so the lines stay while they are measured; then both are cancelled and removed.
    await p.route('**/scpr/file/file/upload', () => undefined);
    await p.locator('input[type=file]').first().setInputFiles([
      { name: '春季新品-基地实拍高清大图.png', mimeType: 'image/png', buffer: noisePng(3) },
      { name: '秋季新品.png', mimeType: 'image/png', buffer: noisePng(4) },
    ]);
    await p.getByText('等待上传').waitFor();
    for (const width of [1366, 1920]) {
      await p.setViewportSize({ width, height: width === 1366 ? 768 : 1080 });
      const lines = await p.locator('.scpr-upload__line').all();
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        const box = async (css: string) => (await line.locator(css).boundingBox())!;
        const [name, percent, bar, action] = [await box('.scpr-upload__name'), await box('.scpr-upload__percent'), await box('.scpr-progress__track'), await box('.scpr-upload__action')];
        expect(name.y + name.height).toBeLessThanOrEqual(bar.y);
        expect(percent.y + percent.height).toBeLessThanOrEqual(bar.y);
        expect(bar.height).toBeLessThanOrEqual(3);
        expect(bar.width).toBeGreaterThan(200);
        expect(percent.x).toBeGreaterThan(name.x);
        expect(action.x).toBeGreaterThanOrEqual(percent.x + percent.width);
      }
      await screenshot(p, `add-images-queue-${width}`);
    }
    await p.setViewportSize({ width: 1440, height: 900 });
    for (const name of ['秋季新品.png', '春季新品-基地实拍高清大图.png']) await p.getByRole('button', { name: `取消上传${name}` }).click();
    for (const name of ['秋季新品.png', '春季新品-基地实拍高清大图.png']) await p.getByRole('button', { name: `移除${name}` }).click();
    await p.locator('.scpr-upload__queue').waitFor({ state: 'detached' });
    await p.unroute('**/scpr/file/file/upload');
    await throttleUploads(p, true);
    await p.locator('input[type=file]').first().setInputFiles([
      { name: '春季新品.png', mimeType: 'image/png', buffer: noisePng(1) },
      { name: '秋季新品.png', mimeType: 'image/png', buffer: noisePng(2) },
    ]);
    const first = p.getByRole('progressbar', { name: '春季新品.png上传进度' });
    await first.waitFor();
    await p.getByRole('progressbar', { name: '秋季新品.png上传进度' }).waitFor();
    // The first file's bar moves past 0 while the second waits.
    await p.waitForFunction(() => Number(document.querySelector('[aria-label="春季新品.png上传进度"]')?.getAttribute('aria-valuenow') ?? 0) > 0);
    await screenshot(p, 'add-images-progress');
    // Progress seen: the rest of the bytes at full speed (a throttled upload of both took over a minute).
    await throttleUploads(p, false);
    await p.getByRole('img', { name: '秋季新品.png' }).waitFor({ timeout: 60_000 });
    await p.getByRole('img', { name: '春季新品.png' }).waitFor();
    await p.getByRole('button', { name: '保存' }).click();
    await p.getByText('添加成功', { exact: true }).first().waitFor();
    await p.waitForURL(/\/user\/shop-image-list/);
    await p.locator('.scpr-wall__caption', { hasText: '秋季新品' }).waitFor();
    expect((await wallCaptions(p)).slice(-2)).toEqual(['春季新品', '秋季新品']);
    // 前移 puts 秋季新品 before 春季新品.
    await p.locator('.scpr-wall__item', { hasText: '秋季新品' }).getByRole('button', { name: '前移' }).click();
    await expect.poll(async () => (await wallCaptions(p)).slice(-2)).toEqual(['秋季新品', '春季新品']);

    // 添加视频: a WebM with its bar, then played from the list.
    await p.goto(appUrl('/user/shop-video-list'));
    await p.locator('tbody tr', { hasText: '绿源农业基地宣传片' }).waitFor();
    await shoot(p, 'shop-video-list');
    await p.getByRole('button', { name: '添加视频' }).click();
    await p.waitForURL(/\/user\/add-video/);
    await p.getByLabel('标题').fill('春耕纪实');
    expect(await p.getByRole('heading', { name: '添加视频', exact: true }).count()).toBe(1);
    await shoot(p, 'add-video');
    await throttleUploads(p, true);
    await p.locator('input[type=file]').first().setInputFiles({ name: '春耕纪实.webm', mimeType: 'video/webm', buffer: demoVideoBytes() });
    await p.getByRole('progressbar', { name: '春耕纪实.webm上传进度' }).waitFor();
    await p.waitForFunction(() => Number(document.querySelector('[aria-label="春耕纪实.webm上传进度"]')?.getAttribute('aria-valuenow') ?? 0) > 0);
    await p.locator('.scpr-upload__item', { hasText: '春耕纪实.webm' }).waitFor({ timeout: 60_000 });
    await throttleUploads(p, false);
    await p.getByRole('button', { name: '保存' }).click();
    await p.getByText('添加成功', { exact: true }).first().waitFor();
    await p.waitForURL(/\/user\/shop-video-list/);
    const row = p.locator('tbody tr', { hasText: '春耕纪实' });
    await row.getByRole('button', { name: '播放' }).click();
    const dialog = p.getByRole('dialog', { name: '播放视频' });
    const video = dialog.locator('video');
    await video.waitFor();
    // The player reads the length from the file, plays, and seeks by asking for a byte range.
    await p.waitForFunction(() => {
      const v = document.querySelector('[role="dialog"] video') as HTMLVideoElement | null;
      return !!v && v.readyState >= 1 && Number.isFinite(v.duration);
    });
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(4);
    await video.evaluate((v: HTMLVideoElement) => { v.muted = true; return v.play(); });
    await video.evaluate((v: HTMLVideoElement) => new Promise<void>((done) => { v.addEventListener('seeked', () => done(), { once: true }); v.currentTime = 2.5; }));
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime >= 2)).toBe(true);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await shoot(p, 'shop-video-play');
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Leave the demo gallery as it was.
    await row.getByRole('button', { name: '删除' }).click();
    await p.getByRole('button', { name: '确定' }).click();
    await p.getByText('删除成功', { exact: true }).first().waitFor();
    await row.waitFor({ state: 'detached' });
    await p.goto(appUrl('/user/shop-image-list'));
    for (const title of ['春季新品', '秋季新品']) {
      const item = p.locator('.scpr-wall__item', { hasText: title });
      await item.getByRole('button', { name: '删除' }).click();
      await p.getByRole('button', { name: '确定' }).click();
      await item.waitFor({ state: 'detached' });
    }
    expect(await wallCaptions(p)).toEqual(['有机水稻基地', '茶园春色', '金秋麦田', '果园丰收', '蔬菜大棚']);
  });
});
