// `npm run bench bundle`: builds the client as production does (vite.config.ts, into a temporary folder),
// then sums the gzip size of the JavaScript each route loads, from the build's manifest (chunk graph) and
// the route's screen file (tests/bench/bundle/route-js.ts; tests/e2e/bundle.e2e.ts checks that model
// against what Chromium really fetches and fails when a route is over its budget). Budgets (issue 4): the
// login route <= 200 KB, any other route <= 300 KB; node-forge only once a password is sent; echarts only
// where a chart is shown.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { catalogue } from '../../api/catalogue';
import { loadSchemaFiles } from '../../engine/build/load-files';
import { BUDGET, ECHARTS_PART, PARTS, routeFigures, routeJs } from './bundle/route-js';
import { kb } from './stats';

export default async function bundleBench(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'scpr-bundle-'));
  // Vite 8 loads vite.config.ts natively and warns about extensionless imports it resolves anyway.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const { figures, gzipOf: sum, manifest } = routeFigures(outDir);
    const { entities } = loadSchemaFiles('schemas');
    const encrypted = new Set(catalogue.filter((c) => c.encrypted).map((c) => c.key));
    const entry = sum(routeJs(manifest, 'schemas/public/payment-success.json', entities, encrypted).load);
    console.log(`app entry (index.html and what it imports): ${kb(entry)} gzip`);
    console.log(`lazy parts: form ${kb(sum([manifest[PARTS.form]!.file]))}, list ${kb(sum([manifest[PARTS.list]!.file]))}, rjsf ${kb(sum([manifest[PARTS.rjsf]!.file]))}, node-forge ${kb(sum([manifest[PARTS.forge]!.file]))}`);
    console.log('');
    console.log('route                 path                    JS gzip     budget   once a password is sent (+ node-forge)');
    let over = 0;
    for (const f of figures) {
      const ok = f.gzip <= f.budget;
      if (!ok) over += 1;
      console.log(
        `${f.name.padEnd(22)}${f.path.padEnd(24)}${kb(f.gzip).padStart(10)}  ${kb(f.budget).padStart(9)}${ok ? '  ' : ' !'}${f.afterPassword !== undefined ? `  ${kb(f.afterPassword).padStart(10)}` : ''}`,
      );
    }
    const everywhere = Object.keys(manifest);
    console.log('');
    const charts = figures.filter((f) => f.budget === BUDGET.chart).map((f) => f.name);
    console.log(`echarts: ${manifest[ECHARTS_PART] ? `its own chunk ${kb(sum([manifest[ECHARTS_PART]!.file]))}, loaded by the chart block on ${charts.join(', ') || 'no route'}` : everywhere.some((k) => k.includes('node_modules/echarts')) ? 'in the build (check which routes load it)' : 'in no chunk (no screen shows a chart)'}`);
    console.log(`node-forge: its own chunk, loaded only by the sealing of a password call (${[...encrypted].join(', ')})`);
    console.log(over ? `${over} route(s) over budget` : 'every route within budget');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
