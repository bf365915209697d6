import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { existsSync } from 'node:fs';
import {
  applyMigrations,
  lastSnapshot,
  listMigrations,
  MIGRATIONS_DIR,
  writeMigration,
} from './migrations';
import { scratchDatabase } from './testing';

const execFileAsync = promisify(execFile);

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('the schema snapshot', () => {
  it('is kept by the last migration only: a new migration takes it over', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      writeMigration(dir, '20260101000000_first', 'SELECT 1;', 'schema one');
      writeMigration(dir, '20260102000000_second', 'SELECT 2;', 'schema two');
      expect(existsSync(path.join(dir, '20260101000000_first', 'schema.snapshot.prisma'))).toBe(
        false,
      );
      expect(readFileSync(path.join(dir, '20260101000000_first', 'migration.sql'), 'utf8')).toBe(
        'SELECT 1;',
      );
      expect(lastSnapshot(dir)).toBe('schema two');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is in prisma/migrations beside the last migration, and beside no other', () => {
    const withSnapshot = listMigrations().filter((name) =>
      existsSync(path.join(MIGRATIONS_DIR, name, 'schema.snapshot.prisma')),
    );
    expect(withSnapshot).toEqual([listMigrations().at(-1)]);
  });
});

describe('migrations', () => {
  it('cover every change in prisma/schema.prisma (run `npm run db:migration -- <name>`)', async () => {
    // Prisma's schema engine is an ES module with WebAssembly, which Jest cannot load: run the
    // same check developers run, against a throw-away database.
    const scratch = await scratchDatabase();
    try {
      const { stdout } = await execFileAsync('node_modules/.bin/tsx', ['scripts/db.ts', 'check'], {
        env: { ...process.env, DATABASE_URL: scratch.url },
      });
      expect(stdout).toContain('Every change in schema.prisma has a migration.');
    } finally {
      await scratch.drop();
    }
  });

  it('apply in order, are recorded as Prisma records them, and a second run changes nothing', async () => {
    const scratch = await scratchDatabase();
    try {
      const names = listMigrations();
      expect(await applyMigrations(scratch.url)).toEqual(names);
      const rows = await query<{
        migration_name: string;
        checksum: string;
        finished_at: Date | null;
        applied_steps_count: number;
      }>(
        scratch.url,
        'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
      );
      expect(rows.map((r) => r.migration_name)).toEqual(names);
      for (const row of rows) {
        const sql = readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
        expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
        expect(row.finished_at).not.toBeNull();
        expect(row.applied_steps_count).toBe(1);
      }
      expect(await applyMigrations(scratch.url)).toEqual([]);
    } finally {
      await scratch.drop();
    }
  });

  it('applied by two instances at once, each migration run once (by one of them)', async () => {
    const scratch = await scratchDatabase();
    try {
      const names = listMigrations();
      const runs = await Promise.all([applyMigrations(scratch.url), applyMigrations(scratch.url)]);
      // Each migration takes the lock on its own, so the two may share the work; none runs twice.
      expect(runs.flat().sort()).toEqual(names);
      const rows = await query<{ migration_name: string }>(
        scratch.url,
        'SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name',
      );
      expect(rows.map((r) => r.migration_name)).toEqual(names);
    } finally {
      await scratch.drop();
    }
  });

  it('leave the database as it was when one fails, and name the file and the error', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    const write = (name: string, sql: string) => {
      mkdirSync(path.join(dir, name));
      writeFileSync(path.join(dir, name, 'migration.sql'), sql);
    };
    write('20200101000000_first', 'CREATE TABLE "First" ("id" INTEGER PRIMARY KEY);');
    write(
      '20200102000000_broken',
      'CREATE TABLE "Second" ("id" INTEGER);\nINSERT INTO "Nowhere" VALUES (1);',
    );
    write('20200103000000_never', 'CREATE TABLE "Third" ("id" INTEGER);');
    const scratch = await scratchDatabase();
    try {
      const failure = applyMigrations(scratch.url, { dir });
      await expect(failure).rejects.toThrow(
        /20200102000000_broken\/migration\.sql[\s\S]*"Nowhere"/,
      );
      const tables = await query<{ tablename: string }>(
        scratch.url,
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      );
      expect(tables.map((t) => t.tablename)).toEqual(['First', '_prisma_migrations']);
      const history = await query<{ migration_name: string }>(
        scratch.url,
        'SELECT migration_name FROM "_prisma_migrations"',
      );
      expect(history.map((h) => h.migration_name)).toEqual(['20200101000000_first']);
    } finally {
      await scratch.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
