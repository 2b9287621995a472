import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3310)
const baseURL = `http://127.0.0.1:${port}`

/** End-to-end tests in Debian's Chromium against the real built server on a freshly seeded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  // Files in parallel on two workers (one a core), each file's tests in order: the tests of a
  // file build on each other, and every file makes the members and works it changes.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    // Recording a trace costs Chromium about a third of its CPU (a screencast of every action),
    // and the end-to-end stage is bound by Chromium's CPU on 2 cores. In CI (one retry) the
    // retry of a failed test records one; a local run keeps the trace of every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // Software compositing on the browser's own thread instead of a GPU process of its own:
        // some 12 % less CPU for the same pages (measured on checkout.e2e).
        '--in-process-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node --import ./scripts/node/register.mjs tests/e2e/server.ts',
    url: `${baseURL}/healthz`,
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
})
