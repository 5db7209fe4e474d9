// DOM suites (engine, app): findBy* and waitFor wait up to 45 s instead of 1 s. The assertions are the same
// and a passing wait returns as soon as its condition holds; the bound only decides how long a failure
// takes to report. A loaded 2-CPU machine (CI runs the suites beside a CPU hog: .ci/run, issue 13 item 10)
// must not turn a slow render into a failure. The suites' testTimeout (vitest.config.ts) is above it.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 45_000 });
