import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

// Runs jest.global-setup.mjs in a process of its own, as Jest does, with a developer's settings.
const SCRIPT = `
  const setup = (await import('./jest.global-setup.mjs')).default;
  const teardown = (await import('./jest.global-teardown.mjs')).default;
  await setup();
  console.log(process.env.DATABASE_URL);
  await teardown();
`;

describe('the unit-test database (jest.global-setup.mjs)', () => {
  it("ignores the developer's DATABASE_URL and EMBEDDED_DB_DIR and uses one of its own", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'test-setup-'));
    const developerDb = path.join(dir, 'pg');
    try {
      const { stdout } = await execFileAsync('node', ['--input-type=module', '-e', SCRIPT], {
        env: {
          ...process.env,
          // Nothing listens on port 1: the set-up fails if it connects here.
          DATABASE_URL: 'postgresql://developer:secret@127.0.0.1:1/production',
          EMBEDDED_DB_DIR: developerDb,
          TEST_DATABASE_URL: '',
        },
      });
      const url = stdout.trim().split('\n').at(-1)!;
      expect(url).toMatch(/^postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres/);
      expect(existsSync(developerDb)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
