import fs from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_FLAGS, chromiumPath} from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The build with a hosted chat project id (`build:e2e:kapa`), for the hosted chat's tests. */
const kapaPort = port + 1;
const HOSTED_CHAT_TESTS = /(chat|csp)-hosted\.spec\.ts$/;

const server = (dir: string, serverPort: number) => ({
  command: `node scripts/serve.mjs`,
  env: {BUILD_DIR: dir, PORT: String(serverPort)},
  url: `http://127.0.0.1:${serverPort}/`,
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 30_000,
  expect: {timeout: 5_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_FLAGS, '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    {name: 'chromium', testIgnore: HOSTED_CHAT_TESTS, use: {...devices['Desktop Chrome']}},
    {
      name: 'hosted-chat',
      testMatch: HOSTED_CHAT_TESTS,
      use: {...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${kapaPort}`},
    },
  ],
  // The hosted-chat build is served when it exists: `npm run test:a11y` and single specs
  // need only build-e2e (a hosted spec without its build fails on the refused connection).
  webServer: [
    server('build-e2e', port),
    ...(fs.existsSync('build-e2e-kapa') ? [server('build-e2e-kapa', kapaPort)] : []),
  ],
});
