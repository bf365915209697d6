// Finds a Chromium for the browser tests, installing one when none is found: Debian's package
// where apt is available (Playwright's own download cannot reach its CDN on our machines), else
// Playwright's download.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Flags for every Chromium our tools start (Playwright, Lighthouse): no sandbox or GPU in
 * containers, and no background traffic to Google that the offline machines cannot reach.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-features=NetworkTimeServiceQuerying',
];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** CHROMIUM_PATH, or the first system Chromium found; undefined when there is none. */
export const findChromium = () =>
  [process.env.CHROMIUM_PATH, ...CANDIDATES].find((p) => p && existsSync(p));

function run(command: string, args: string[]) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  );
}

/** A path to a Chromium binary, or undefined when Playwright's own browser is to be used. */
export function ensureChromium(): string | undefined {
  const existing = findChromium();
  if (existing) return existing;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (hasApt) {
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const apt = (args: string[]) =>
      sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args);
    if (apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'chromium'])) {
      const installed = findChromium();
      if (installed) return installed;
    }
  }
  console.log("No system Chromium; using Playwright's own.");
  execFileSync('node_modules/.bin/playwright', ['install', 'chromium'], { stdio: 'inherit' });
  return undefined;
}

// `tsx scripts/chromium.ts` (used by .ci/run) prints the path it found or installed.
if (import.meta.url === `file://${process.argv[1]}`)
  console.log(ensureChromium() ?? "Playwright's Chromium");
