// `npm run demo:snapshot` (and `npm install`, through scripts/prepare.mjs): makes the prepared demo
// database that a first start opens instead of seeding row by row (api/server/demo-snapshot.ts), unless the
// one for the current code is there and young enough.
import { makeDemoSnapshot } from '../api/server/demo-snapshot';

const started = performance.now();
const made = await makeDemoSnapshot((line) => console.log(`演示数据库：${line}`));
console.log(made ? `演示数据库：已准备（${((performance.now() - started) / 1000).toFixed(1)} 秒）` : '演示数据库：已是最新');
process.exit(0);
