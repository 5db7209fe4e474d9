import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four suites run by `npm test`: the engine and the app in a DOM, the API against a real database
// (PGlite by default, PostgreSQL when DATABASE_URL is set), and the integration suite: the real client
// and app logic over HTTP against the real server on the same prepared database. The browser suite has
// its own config.
//
// Every suite runs its files one after another in long-lived workers, without a fresh process and module
// graph per file (`isolate: false`): the modules a suite imports (the server's, Fastify, Drizzle and
// PGlite's compiled WebAssembly; React, the engine and happy-dom) are loaded once per worker instead of
// once per file (a fresh worker per file took up to three times the CPU: README "CI"). What files share is the modules'
// own state, per process by design (registries filled at import, caches keyed by database or engine, pure
// functions of their input), and in the DOM suites one happy-dom window: each file unmounts what it
// rendered (afterEach(cleanup)) and puts back fake timers. Each API file still starts its own server on its
// own copy of the prepared database and closes it in afterAll. The suites pass in any file order
// (`--sequence.shuffle.files`).
export default defineConfig({
  plugins: [react()],
  test: {
    // Timeouts and poll bounds are hang guards, not expectations: CI runs the suites beside a CPU hog
    // (.ci/run), and a passing wait ends as soon as its condition holds.
    expect: { poll: { timeout: 60_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'engine', include: ['tests/engine/**/*.test.{ts,tsx}'], environment: 'happy-dom', isolate: false,
          setupFiles: ['tests/support/dom-setup.ts'], testTimeout: 120000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app', include: ['tests/app/**/*.test.{ts,tsx}'], exclude: ['tests/app/integration/**'], environment: 'happy-dom', isolate: false,
          setupFiles: ['tests/support/dom-setup.ts'], testTimeout: 120000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/api/support/global-setup.ts'],
          testTimeout: 120000,
          hookTimeout: 240000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/app/integration/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/api/support/global-setup.ts'],
          testTimeout: 120000,
          hookTimeout: 240000,
        },
      },
    ],
  },
});
