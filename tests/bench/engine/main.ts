// The engine bench, run in its own process by tests/bench/engine.bench.ts (it installs a DOM and React's
// production build, which must not leak into other benches).
import { installDom } from '../dom';
import { kb, ms } from '../stats';
import type { FormFigures } from './form-bench';
import type { ListFigures } from './list-bench';

function print(where: string, form: FormFigures, list: ListFigures): void {
  const ratio = form.plain.keystroke / form.engine.keystroke;
  console.log(`\n[${where}] 200-field form`);
  console.log(
    `  keystroke-to-commit  engine ${ms(form.engine.keystroke)} (median ${ms(form.engine.median)}, p95 ${ms(form.engine.keystrokeP95)})  plain rjsf ${ms(form.plain.keystroke)} (median ${ms(form.plain.median)}, p95 ${ms(form.plain.keystrokeP95)})  engine ${ratio.toFixed(1)}x faster   goal <= 16 ms and >= 5x: ${form.engine.keystroke <= 16 && ratio >= 5 ? 'met' : 'NOT met'}`,
  );
  console.log(`  (floor: a lone controlled input takes ${ms(form.floor)} per keystroke; keystroke figures are medians of 10 batch means of 20 keystrokes)`);
  console.log(`  mount              engine ${ms(form.engine.mount)} (form chunk and validator already loaded)  plain rjsf ${ms(form.plain.mount)}  ratio ${(form.engine.mount / form.plain.mount).toFixed(2)}`);
  console.log(`[${where}] 100 x 20 list`);
  console.log(`  render with data     engine ${ms(list.engine)}  plain table ${ms(list.plain)}  ratio ${(list.engine / list.plain).toFixed(2)}   goal <= 50 ms: ${list.engine <= 50 ? 'met' : 'NOT met'}`);
}

async function main(): Promise<void> {
  process.env.NODE_ENV = process.env.BENCH_REACT_DEV ? 'development' : 'production';
  installDom();
  // Imported only now: React picks its build from NODE_ENV, react-dom needs the DOM at load.
  const { benchForm } = await import('./form-bench');
  const { benchList } = await import('./list-bench');
  const { measureEngineSize } = await import('../engine-size');
  const { benchInBrowser, chromiumPath } = await import('./browser');

  console.log(`React ${process.env.NODE_ENV} build`);
  print('happy-dom', await benchForm(), await benchList());
  const chromium = chromiumPath();
  if (chromium) {
    const inBrowser = await benchInBrowser(chromium);
    print(`chromium ${chromium}`, inBrowser.form, inBrowser.list);
  } else {
    console.log('\n[chromium] not installed: browser figures skipped (happy-dom DOM operations are several times slower than a browser)');
  }

  const size = await measureEngineSize();
  console.log('\nengine core, gzip (React external)');
  console.log(`  engine code only     ${kb(size.coreOwn)}`);
  console.log(`  with dayjs and the format rules  ${kb(size.coreWithDeps)}`);
  console.log(`  lazy form chunk (store, fields, widgets, precompiled-validator runtime)  ${kb(size.formChunk)}`);
  console.log(`  lazy rjsf chunk (only forms with nested objects or arrays of objects)  ${kb(size.rjsfChunk)}`);
  console.log(`  lazy list chunk (table, filters, pagination, TanStack Table)  ${kb(size.listChunk)}`);
}

await main();
process.exit(0);
