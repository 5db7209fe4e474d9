// Visual regression (issue 14): each key screen at 1366x768 and 1920x1080 in the three themes, compared
// with its committed baseline (tests/e2e/baselines, halved PNGs) within MAX_DIFF_RATIO. Fonts come from
// fonts-noto-cjk, animations are off, clock text is masked.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch, markVersionSeen, newContext, toPristineServer } from './support/browser';
import { actAs, KEY_SCREENS, clockText } from './support/screens';
import { compareWithBaseline, MAX_DIFF_RATIO, prepareForShot, THEMES, VIEWPORTS } from './support/visual';

// Baselines are pictures of the fresh demo data, whatever the other files did before this one.
toPristineServer();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('key screens look as their baselines', () => {
  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width}x${viewport.height} in ${THEMES.join(', ')}`, async () => {
      // bypassCSP: the stillness style sheet is added inline (the app's CSP allows only its own styles).
      const context = await newContext(browser, { viewport, reducedMotion: 'reduce', bypassCSP: true });
      await markVersionSeen(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        const results = [];
        let user: string | undefined;
        for (const screen of KEY_SCREENS) {
          if (screen.user !== user) {
            await actAs(page, screen.user);
            user = screen.user;
          }
          await screen.open(page);
          for (const theme of THEMES) {
            await prepareForShot(page, theme);
            results.push(await compareWithBaseline(page, `${screen.name}-${viewport.width}-${theme}`, clockText(page)));
          }
        }
        expect(results.filter((r) => r.ratio > MAX_DIFF_RATIO)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 300_000); // every key screen in three themes: minutes on a busy machine
  }
});
