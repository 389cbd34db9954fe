import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3201);
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-sifre-123' };
/** The e2e server's SESSION_SECRET (tests sign customers' self-service links with it). */
export const E2E_SESSION_SECRET = 'e2e-secret-e2e-secret-e2e-secret';

/**
 * Browser tests run against the production build on a fresh database (.e2e/), in Debian's
 * Chromium (never a downloaded browser). Specs opt out of JavaScript with
 * `test.use({ javaScriptEnabled: false })`. Every spec shares this one server: how a test
 * keeps its data its own is in tests/e2e/README.md.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // never retried: a test that can fail on a correct build is fixed (docs/decisions/0300);
  // `npm run test:flaky` finds such tests before they land
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf .e2e && NODE_ENV=production PORT=${PORT} HOST=127.0.0.1 DATABASE_PATH=.e2e/studio.db UPLOADS_DIR=.e2e/uploads SESSION_SECRET=${E2E_SESSION_SECRET} RATE_LIMITS=off ADMIN_EMAIL=${E2E_ADMIN.email} ADMIN_PASSWORD=${E2E_ADMIN.password} node build/server/server.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
