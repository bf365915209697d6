// `npm run test:e2e`: browser tests against a production build (`next build && next start`) on
// a fresh in-memory embedded database and a temporary file storage, never the developer's
// DATABASE_URL, .data/pg or .data/files. Arguments are passed on to `playwright test`.
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@/lib/platform/db/embedded';
import { e2eSettings, siteEnv } from '../e2e/support/settings';
import { ensureTestBrowsers } from './chromium';
import { SERVE_ARGS } from './launcher';

async function main(): Promise<number> {
  // Found again by playwright.config.ts (scripts/chromium.ts) at the paths installed here.
  ensureTestBrowsers();
  const storage = mkdtempSync(path.join(tmpdir(), 'e2e-files-'));
  // Page states axe found clean in this run, so one state is scanned once (e2e/support/fixtures.ts).
  const axeCache = mkdtempSync(path.join(tmpdir(), 'e2e-axe-'));
  // The site's schedule clock runs this file's milliseconds ahead (e2e/support/clock.ts).
  const clock = mkdtempSync(path.join(tmpdir(), 'e2e-clock-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    E2E_PORT: String(await freePort()),
    E2E_DB_PORT: String(await freePort()),
    E2E_STANDIN_HTTP_PORT: String(await freePort()),
    E2E_STANDIN_SMTP_PORT: String(await freePort()),
    E2E_RAZORPAY_PORT: String(await freePort()),
    E2E_EDGE_PORT: String(await freePort()),
    E2E_TRY_STANDIN_PORT: String(await freePort()),
    E2E_STORAGE_DIR: storage,
    E2E_AXE_CACHE_DIR: axeCache,
    E2E_CLOCK_FILE: path.join(clock, 'offset-ms'),
  };
  try {
    // Built for the address and with the storage the server (playwright.config.ts) will use.
    // Without the build's own type check: `npm run typecheck` makes the same one (next.config.ts).
    const build = spawnSync(process.execPath, [...SERVE_ARGS, 'build'], {
      stdio: 'inherit',
      env: { ...env, ...siteEnv(e2eSettings(env)), BUILD_SKIP_TYPECHECK: '1' },
    });
    if (build.status !== 0) return build.status ?? 1;
    const tests = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env,
    });
    return tests.status ?? 1;
  } finally {
    rmSync(storage, { recursive: true, force: true });
    rmSync(axeCache, { recursive: true, force: true });
    rmSync(clock, { recursive: true, force: true });
  }
}

runCommand(main);
