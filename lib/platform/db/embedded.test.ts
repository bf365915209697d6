import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir, startEmbeddedDatabase } from './embedded';

describe('embedded PostgreSQL', () => {
  it('keeps each connection’s extended-protocol messages together under concurrency', async () => {
    const database = await startEmbeddedDatabase({ dir: 'memory' });
    const pool = new pg.Pool({ connectionString: database.url, max: 20 });
    try {
      // Parameterised queries use Parse/Bind/Execute/Sync; interleaving two connections' messages
      // loses the unnamed statement or portal ("portal \"\" does not exist").
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          pool.query<{ n: number; s: number; k: number }>(
            `SELECT $1::int AS n, length($2::text) AS s, ${i} AS k`,
            [i, 'x'.repeat(i * 300)],
          ),
        ),
      );
      answers.forEach((answer, i) => expect(answer.rows).toEqual([{ n: i, s: i * 300, k: i }]));

      await pool.query('CREATE TABLE t (id int PRIMARY KEY)');
      await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            await client.query('INSERT INTO t VALUES ($1)', [i]);
            if (i % 2) await client.query('ROLLBACK');
            else await client.query('COMMIT');
          } finally {
            client.release();
          }
        }),
      );
      const { rows } = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM t');
      expect(rows[0]?.count).toBe(20);
    } finally {
      await pool.end();
      await database.stop();
    }
  });
});

describe('the embedded database in a folder', () => {
  it('is open in one process at a time: a second start is refused until the first stops', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'embedded-lock-'));
    const dataDir = path.join(dir, 'pg');
    try {
      // Another process holds it (this test's parent, which is running).
      writeFileSync(`${dataDir}.lock`, String(process.ppid));
      await expect(startEmbeddedDatabase({ dir: dataDir })).rejects.toThrow(
        `The embedded database in ${dataDir} is open in another process (pid ${process.ppid}`,
      );
      rmSync(`${dataDir}.lock`);
      const first = await startEmbeddedDatabase({ dir: dataDir });
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
      await first.stop();
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a process that has ended', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'embedded-lock-'));
    const dataDir = path.join(dir, 'pg');
    try {
      const ended = spawnSync('true').pid!;
      writeFileSync(`${dataDir}.lock`, String(ended));
      const release = lockDataDir(dataDir, dataDir);
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
      release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
