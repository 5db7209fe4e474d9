// `npm run bench engine`: the engine against plain rjsf and a plain table, in the same run, plus the gzip
// size of the engine core. React runs in its production build (what ships). Figures come from
// happy-dom (always) and from Chromium when one is installed (CHROMIUM_PATH, or /usr/bin/chromium).
// Goals (issue 3): keystroke <= 16 ms and >= 5x faster than plain rjsf; 100 x 20 list <= 50 ms.
// It runs in a child process: the DOM globals and React's production build stay out of other benches.
import { spawnSync } from 'node:child_process';

export default async function engineBench(): Promise<void> {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/engine/main.ts'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`engine bench failed (exit ${run.status})`);
}
