// Visual comparison (issue 14): a screenshot, halved (2x2 box average: smaller baselines, and sub-pixel
// anti-aliasing no longer counts), compared with its committed baseline by pixelmatch. A screen differs
// when more than MAX_DIFF_RATIO of its pixels differ beyond pixelmatch's colour threshold.
// UPDATE_BASELINES=1 npm run test:e2e writes the baselines instead (review the PNGs before committing).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './constants';

export const BASELINES = 'tests/e2e/baselines';
/** Share of pixels allowed to differ (font hinting, a moved caret). */
export const MAX_DIFF_RATIO = 0.01;
export const UPDATING = process.env.UPDATE_BASELINES === '1';

export const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
export const THEMES = ['blue', 'orange', 'green'] as const;
export type Theme = (typeof THEMES)[number];

/** Spec 9 colours by theme: the app applies them from the tenant's skin; the test applies each in turn. */
const THEME_COLOURS: Record<Theme, string> = { blue: '#007aff', orange: '#f95e5e', green: '#2ab28b' };

/** No motion, no caret, no scrollbars that come and go: the same pixels on every run. */
const STILL = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
  ::-webkit-scrollbar { display: none; }`;

export async function prepareForShot(page: Page, theme: Theme): Promise<void> {
  await page.addStyleTag({ content: STILL });
  await page.evaluate(
    ([name, colour]) => {
      const root = document.documentElement;
      root.dataset.scprTheme = name;
      root.dataset.theme = name;
      root.style.setProperty('--color-primary', colour);
      (document.activeElement as HTMLElement | null)?.blur?.();
    },
    [theme, THEME_COLOURS[theme]] as const,
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Every block rendered with its data: lazily loaded block renderers (cards, details) and their calls show
  // 加载中 until they are there, and a shot taken before would catch the placeholder (the home page did).
  await page.waitForFunction(() => !document.body.innerText.includes('加载中'));
  // Every picture on screen loaded (thumbnails come from the server).
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  // No button still held by the click cool-down (greyed for 1500 ms after a click: 查询 of a filtered list).
  await page.waitForFunction(() => !document.querySelector('[data-cooldown]'));
}

function halve(png: PNG): PNG {
  const w = Math.floor(png.width / 2);
  const h = Math.floor(png.height / 2);
  const out = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let c = 0; c < 4; c++) {
        const at = (yy: number, xx: number) => png.data[(yy * png.width + xx) * 4 + c]!;
        out.data[(y * w + x) * 4 + c] = Math.round((at(2 * y, 2 * x) + at(2 * y, 2 * x + 1) + at(2 * y + 1, 2 * x) + at(2 * y + 1, 2 * x + 1)) / 4);
      }
    }
  }
  return out;
}

export interface Comparison {
  name: string;
  ratio: number;
  written?: boolean;
}

/** Screenshots the viewport (masking `mask`), halves it and compares it with the baseline `name`. */
export async function compareWithBaseline(page: Page, name: string, mask: ReturnType<Page['locator']>[] = []): Promise<Comparison> {
  const shot = PNG.sync.read(await page.screenshot({ animations: 'disabled', caret: 'hide', mask, maskColor: '#c0c0c0' }));
  const actual = halve(shot);
  const file = join(BASELINES, `${name}.png`);
  if (UPDATING || !existsSync(file)) {
    if (!UPDATING) throw new Error(`no baseline ${file}: run UPDATE_BASELINES=1 npm run test:e2e and review it`);
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(file, PNG.sync.write(actual, { colorType: 2 }));
    return { name, ratio: 0, written: true };
  }
  const expected = PNG.sync.read(readFileSync(file));
  if (expected.width !== actual.width || expected.height !== actual.height) return { name, ratio: 1 };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const n = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.15 });
  const ratio = n / (actual.width * actual.height);
  if (ratio > MAX_DIFF_RATIO) {
    mkdirSync(join(ARTIFACTS, 'visual'), { recursive: true });
    writeFileSync(join(ARTIFACTS, 'visual', `${name}.actual.png`), PNG.sync.write(actual));
    writeFileSync(join(ARTIFACTS, 'visual', `${name}.diff.png`), PNG.sync.write(diff));
  }
  return { name, ratio };
}
