import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: headless Chromium (playwright-core, /usr/bin/chromium) against one real server
// started as `npm start` starts it (client built once, fresh temporary DATA_DIR, random PORT).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // Bounds, not expectations: CI runs this beside a CPU hog (.ci/run), and a passing test ends as soon as
    // its conditions hold.
    testTimeout: 120_000,
    expect: { poll: { timeout: 60_000 } },
    hookTimeout: 240_000,
    // Each file drives its own browser; pages inside a file run concurrently where they are independent.
    maxConcurrency: 7,
    // Files one after another: the account switch changes which account a later login of 13800000002 enters.
    fileParallelism: false,
  },
});
