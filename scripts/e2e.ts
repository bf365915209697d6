// `npm run test:e2e`: browser tests against a production build (`next build && next start`) on
// a fresh in-memory embedded database. Arguments are passed on to `playwright test`.
import { spawnSync } from 'node:child_process';
import { freePort } from '@/lib/db/embedded';
import { ensureChromium } from './chromium';

async function main(): Promise<number> {
  const chromium = ensureChromium();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    E2E_PORT: String(await freePort()),
    E2E_DB_PORT: String(await freePort()),
    E2E_STANDIN_HTTP_PORT: String(await freePort()),
    E2E_STANDIN_SMTP_PORT: String(await freePort()),
    E2E_RAZORPAY_PORT: String(await freePort()),
    ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
  };
  const build = spawnSync('node_modules/.bin/tsx', ['scripts/serve.ts', 'build'], {
    stdio: 'inherit',
    env: { ...env, EMBEDDED_DB_DIR: 'memory' },
  });
  if (build.status !== 0) return build.status ?? 1;
  const tests = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env,
  });
  return tests.status ?? 1;
}

main().then((code) => process.exit(code));
