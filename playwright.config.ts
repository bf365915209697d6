import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_REVALIDATE_SECRET } from './e2e/support/investors';

// scripts/e2e.ts (npm run test:e2e) picks free ports, finds Chromium and builds first; these
// defaults serve a plain `npx playwright test` after `npm run build`.
const port = Number(process.env.E2E_PORT ?? 3100);
const dbPort = Number(process.env.E2E_DB_PORT ?? 54329);
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium || undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        '--disable-features=NetworkTimeServiceQuerying',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node_modules/.bin/tsx scripts/serve.ts start',
    url: `http://127.0.0.1:${port}/robots.txt`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      EMBEDDED_DB_DIR: 'memory',
      EMBEDDED_DB_PORT: String(dbPort),
      NEXT_TELEMETRY_DISABLED: '1',
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
    },
  },
});
