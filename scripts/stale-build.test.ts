import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIsStale } from './stale-build';

describe('buildIsStale (npm start rebuilds when needed)', () => {
  let root: string;
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
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is fresh when every source is older than the build, stale without a build', () => {
    expect(buildIsStale(root)).toBe(false);
    rmSync(path.join(root, '.next/BUILD_ID'));
    expect(buildIsStale(root)).toBe(true);
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
    expect(buildIsStale(root)).toBe(true);
  });
});
