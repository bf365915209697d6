import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

async function tsx(script: string, args: string[], env: Record<string, string>) {
  try {
    await execFileAsync('node_modules/.bin/tsx', [script, ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('command-line scripts (runCommand)', () => {
  it('print a bad setting as one message, without a stack, and exit 1', async () => {
    for (const script of ['scripts/db.ts', 'scripts/prune.ts', 'scripts/revalidate.ts']) {
      const { code, stderr } = await tsx(script, ['migrate'], { PORT: 'abc' });
      expect([script, code]).toEqual([script, 1]);
      expect(stderr.trim().split('\n')[0]).toBe('Invalid environment configuration:');
      expect(stderr).toMatch(/^ {2}PORT: /m);
      expect(stderr).not.toMatch(/^\s+at /m);
    }
  });

  it('db.ts refuses an unknown command before it starts (or creates) a database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'db-command-'));
    try {
      const { code, stderr } = await tsx('scripts/db.ts', ['bogus'], {
        DATABASE_URL: '',
        EMBEDDED_DB_DIR: path.join(dir, 'pg'),
      });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        'Unknown command "bogus". Use migrate, migration, check, seed or studio.',
      );
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
