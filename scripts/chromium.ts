// Finds a Chromium for the browser tests (the headless shell) and for Lighthouse (the full
// browser), installing one when none is found: Debian's package where apt is available
// (Playwright's own download cannot reach its CDN on our machines), else Playwright's download.
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

/** Full browsers: what Lighthouse measures, as a phone's Chrome would render. */
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the build Playwright itself
 * runs headless): the same Blink without the browser around it. The browser tests take a third
 * less time with it than with the full browser on this 2-core machine (docs/operations/testing.md),
 * and the pictures of e2e/visual.spec.ts are taken with it (text is smoothed differently there).
 */
const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell'];

const firstExisting = (paths: (string | undefined)[]) =>
  paths.find((p): p is string => Boolean(p) && existsSync(p!));

/** CHROMIUM_PATH, or the first system Chromium found; undefined when there is none. */
export const findChromium = () => firstExisting([process.env.CHROMIUM_PATH, ...BROWSERS]);

/** The browser tests' Chromium: CHROMIUM_PATH, else the headless shell; undefined without one. */
export const findTestChromium = () =>
  firstExisting([process.env.CHROMIUM_PATH, ...HEADLESS_SHELLS]);

function run(command: string, args: string[]) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  );
}

/** Debian's packages, with one `apt-get update` for all; false without apt or on failure. */
function aptInstall(...pkgs: string[]): boolean {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!hasApt) return false;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) =>
    sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args);
  return apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...pkgs]);
}

/**
 * The path `find` gives, installing Debian's `pkg` first where it gives none and apt is
 * available; undefined when Playwright's own download of the same kind is to be used.
 */
function ensure(
  find: () => string | undefined,
  pkg: 'chromium' | 'chromium-headless-shell',
): string | undefined {
  const found = find() ?? (aptInstall(pkg) ? find() : undefined);
  if (found) return found;
  console.log(`No system ${pkg}; using Playwright's own.`);
  execFileSync('node_modules/.bin/playwright', ['install', pkg], { stdio: 'inherit' });
  return undefined;
}

/** A path to a full Chromium (Lighthouse), or undefined when Playwright's own is to be used. */
export const ensureChromium = () => ensure(findChromium, 'chromium');

/** A path to the browser tests' Chromium (the headless shell), or undefined for Playwright's own. */
export const ensureTestChromium = () => ensure(findTestChromium, 'chromium-headless-shell');

/** Both: the browser tests run most tests in the shell, a few in the full browser. */
export function ensureTestBrowsers() {
  // A fresh machine has neither: one apt run installs both.
  if (!findTestChromium() && !findChromium()) aptInstall('chromium-headless-shell', 'chromium');
  return {
    shell: ensureTestChromium() ?? "Playwright's headless shell",
    full: ensureChromium() ?? "Playwright's Chromium",
  };
}

// `tsx scripts/chromium.ts` (used by .ci/run) prints the paths it found or installed.
if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureTestBrowsers());
