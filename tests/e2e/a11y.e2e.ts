// Accessibility (issue 14): axe-core on each key screen finds no serious or critical violation (WCAG 2 A
// and AA rules); dialogs trap focus and give it back; every control shows a visible focus ring.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, logIn, markVersionSeen, newContext } from './support/browser';
import { actAs, KEY_SCREENS } from './support/screens';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<{ violations: Violation[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('accessibility of the key screens', () => {
  it('axe-core: 0 serious or critical violations', async () => {
    // axe is injected as a script: this context lets it past the app's Content-Security-Policy.
    const context = await newContext(browser, { viewport: { width: 1366, height: 768 }, bypassCSP: true });
    await markVersionSeen(context);
    const page = await context.newPage();
    try {
      const found: string[] = [];
      let user: string | undefined;
      for (const screen of KEY_SCREENS) {
        if (screen.user !== user) {
          await actAs(page, screen.user);
          user = screen.user;
        }
        await screen.open(page);
        for (const v of await seriousViolations(page)) found.push(`${screen.name}: ${v}`);
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000); // every key screen: minutes on a busy machine

  it('a dialog traps Tab, closes on Escape and gives focus back; focus is visible', async () => {
    const context = await newContext(browser, { viewport: { width: 1366, height: 768 } });
    await markVersionSeen(context);
    const page = await context.newPage();
    try {
      await logIn(page, KEY_SCREENS.find((s) => s.name === 'home')!.user!);
      const opener = page.getByRole('button', { name: '系统消息' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '系统消息' });
      await dialog.waitFor();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      }
      // The focused control draws a ring (outline or box-shadow), not nothing.
      const ring = await page.evaluate(() => {
        const s = getComputedStyle(document.activeElement!);
        return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
      });
      expect(ring).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('系统消息');
    } finally {
      await context.close();
    }
  });
});
