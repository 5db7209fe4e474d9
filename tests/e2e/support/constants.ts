// Facts of the e2e run.

/** Screenshots and the server log are kept here (CI keeps the folder as an artifact). */
export const ARTIFACTS = '.artifacts/e2e';

/** The access token's life on the e2e server: 10 s longer than the refresh window of spec 9 (30 min). */
export const REFRESH_WINDOW_MS = 1_800_000;
export const ACCESS_TTL_MS = REFRESH_WINDOW_MS + 10_000;

export { PASSWORD, PHONE } from '../../support/demo-accounts';

/** Chromium on this machine kind (STACK.md). */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
} as const;
