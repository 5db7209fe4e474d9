// DOM suites (engine, app): findBy* and waitFor wait up to 5 s instead of 1 s. The assertions are the same;
// only a loaded 2-CPU machine (CI runs four suites side by side) no longer turns a slow render into a failure.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
