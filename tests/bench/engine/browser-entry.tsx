// The same benches inside a real browser (Chromium), when one is installed. Built by browser.ts.
import { benchForm } from './form-bench';
import { benchList } from './list-bench';

(async () => {
  try {
    const form = await benchForm();
    const list = await benchList();
    (window as unknown as { __benchResult: unknown }).__benchResult = { form, list };
  } catch (e) {
    (window as unknown as { __benchResult: unknown }).__benchResult = { error: String((e as Error)?.stack ?? e) };
  }
})();
