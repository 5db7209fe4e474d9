// Runs the form and list benches in Chromium (playwright-core, no download: an installed browser is
// used when present). The bundle is built by Vite in production mode, as the app ships.
import { existsSync } from 'node:fs';
import { build, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import type { FormFigures } from './form-bench';
import type { ListFigures } from './list-bench';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const chromiumPath = (): string | undefined => CANDIDATES.find((p): p is string => !!p && existsSync(p));

export async function benchInBrowser(executablePath: string): Promise<{ form: FormFigures; list: ListFigures }> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: 'tests/bench/engine/browser-entry.tsx', output: { codeSplitting: false } as never },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).find((c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.isEntry)!;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({ content: chunk.code, type: 'module' });
    await page.waitForFunction(() => (window as unknown as { __benchResult?: unknown }).__benchResult, undefined, { timeout: 180_000 });
    const result = (await page.evaluate(() => (window as unknown as { __benchResult: unknown }).__benchResult)) as { form: FormFigures; list: ListFigures; error?: string };
    if (result.error) throw new Error(result.error);
    return result;
  } finally {
    await browser.close();
  }
}
