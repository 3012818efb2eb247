import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir, e2ePort } from './e2e/support/paths.ts';

// The longest journeys, queued first: the workers take tests in project order, then file order, so
// one of these started last runs on alone while the other worker sits idle. Longest first, the run
// ends on tests of a few seconds (docs/trust.md). A new journey that takes as long belongs here.
const longJourneys = [
  /accessibility\.spec\.ts$/,
  /stored-xss\.spec\.ts$/,
  /offline\.spec\.ts$/,
  /quiz-review-and-mastery\.spec\.ts$/,
  /exam\.spec\.ts$/,
  /saved\.spec\.ts$/,
  /due-review\.spec\.ts$/,
  /text-zoom\.spec\.ts$/,
  /shared-device\.spec\.ts$/,
];

// Browser journeys against the built app, served by the same code path as `npm start`
// (server/index.ts with the embedded PostgreSQL), in Debian's chromium.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // No trace and no screenshot: recording either for every test (to keep the failures') costs a
    // large share of the run's time on CI's 2 cores (docs/trust.md). A failure's message and call
    // log say where it stopped; `npx playwright test <spec> --trace on` records one that needs more.
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    { name: 'long', testMatch: longJourneys },
    { name: 'journeys', testIgnore: longJourneys },
  ],
  webServer: {
    command: 'node e2e/support/serve.ts',
    url: `http://localhost:${e2ePort}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      PUBLIC_URL: `http://localhost:${e2ePort}`,
      LOG_LEVEL: 'warn',
      // Tests send their own X-Forwarded-For (support/test.ts): one client IP per test.
      TRUST_PROXY: '1',
    },
  },
});
