import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVE_ARGS } from './launcher';
import { buildIsStale, recordBuildSettings } from './stale-build';

describe('buildIsStale (npm start rebuilds when needed)', () => {
  let root: string;
  const BUILT_WITH = { RECAPTCHA_SITE_KEY: 'site-key-a', MAPS_EMBED_URL: 'https://maps.example/a' };
  const past = new Date(Date.now() - 60_000);
  const file = (name: string, when: Date) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), '');
    utimesSync(path.join(root, name), when, when);
    utimesSync(path.dirname(path.join(root, name)), when, when);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'stale-build-'));
    file('app/page.tsx', past);
    file('.next/BUILD_ID', new Date(Date.now() - 30_000));
    file('.site-css/site.css', new Date(Date.now() - 30_000));
    recordBuildSettings(root, BUILT_WITH);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is fresh when every source is older than the build, stale without a build', () => {
    expect(buildIsStale(root, BUILT_WITH)).toBe(false);
    rmSync(path.join(root, '.next/BUILD_ID'));
    expect(buildIsStale(root, BUILT_WITH)).toBe(true);
  });

  it.each([
    'app/page.tsx',
    'instrumentation.ts',
    'tsconfig.json',
    'postcss.config.mjs',
    'proxy.ts',
    'lib/platform/env.ts',
  ])('is stale when %s changed after the build', (source) => {
    file(source, new Date());
    expect(buildIsStale(root, BUILT_WITH)).toBe(true);
  });

  it.each([
    ['another reCAPTCHA site key', { ...BUILT_WITH, RECAPTCHA_SITE_KEY: 'site-key-b' }],
    ['no reCAPTCHA site key', { MAPS_EMBED_URL: BUILT_WITH.MAPS_EMBED_URL }],
    [
      'another reCAPTCHA script address',
      { ...BUILT_WITH, RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:3101/recaptcha/api.js' },
    ],
    ['another map address', { ...BUILT_WITH, MAPS_EMBED_URL: 'https://maps.example/b' }],
    [
      'an SMS gateway (the forms then ask for the code)',
      { ...BUILT_WITH, SMS_API_URL: 'https://sms.example/a' },
    ],
  ])('is stale when started with %s than the build baked into its form pages', (_, env) => {
    expect(buildIsStale(root, env)).toBe(true);
  });

  it('is fresh with another SMS gateway address: the pages bake in only that there is one', () => {
    recordBuildSettings(root, { ...BUILT_WITH, SMS_API_URL: 'https://sms.example/a' });
    expect(buildIsStale(root, { ...BUILT_WITH, SMS_API_URL: 'http://127.0.0.1:3097/v1' })).toBe(
      false,
    );
    expect(buildIsStale(root, BUILT_WITH)).toBe(true);
  });

  it('is stale when the stylesheet the pages inline is missing (scripts/site-css.ts)', () => {
    rmSync(path.join(root, '.site-css/site.css'));
    expect(buildIsStale(root, BUILT_WITH)).toBe(true);
  });

  it('is stale when the build was not made by npm run build / npm start (no settings recorded)', () => {
    rmSync(path.join(root, '.next/BUILD_SETTINGS.json'));
    expect(buildIsStale(root, BUILT_WITH)).toBe(true);
  });
});

describe("npm start with START_WITHOUT_BUILD=true (the browser tests' own sites on the shared build)", () => {
  it('refuses a stale build with a message and builds nothing, before it starts a database', () => {
    const marker = path.join('.next', 'BUILD_ID');
    const before = existsSync(marker) ? statSync(marker).mtimeMs : null;
    const started = spawnSync(process.execPath, [...SERVE_ARGS, 'start'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        START_WITHOUT_BUILD: 'true',
        // Settings no build was made with: stale, whatever .next holds.
        RECAPTCHA_SITE_KEY: `never-built-${process.pid}`,
        DATABASE_URL: '',
        EMBEDDED_DB_DIR: 'memory',
      },
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(
      'The build is missing or stale (its sources or settings changed since), and START_WITHOUT_BUILD is true: not building it, since another site may be serving it. Run `npm run build` first.',
    );
    expect(started.stdout).not.toMatch(/embedded|Creating an optimized/i);
    expect(existsSync(marker) ? statSync(marker).mtimeMs : null).toBe(before);
  });
});
