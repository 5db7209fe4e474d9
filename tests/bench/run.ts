// `npm run bench`: runs every tests/bench/*.bench.ts (or those whose name contains an argument).
// Each module's default export is an async function that measures in this same run and prints its
// figures, their budget and the ratio to the baseline it measured alongside. Nothing here asserts
// on time: benches report; tests decide behaviour.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<void> };
  await mod.default();
}
process.exit(0);
