import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { scratchDatabase } from '../platform/db/testing';
import { applyMigrations } from '../platform/db/migrations';
import { SEED_SETS, seed, wantsSampleData } from './index';

const execFileAsync = promisify(execFile);

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe('sample data only where asked', () => {
  it('goes into the embedded database by default, never into a server unless asked', () => {
    expect(wantsSampleData({ embedded: true })).toBe(true);
    expect(wantsSampleData({ embedded: false })).toBe(false);
    expect(wantsSampleData({ embedded: true, setting: false })).toBe(false);
    expect(wantsSampleData({ embedded: false, setting: true })).toBe(true);
    expect(wantsSampleData({ embedded: false, setting: false, flag: true })).toBe(true);
  });

  it('`npm run db:seed` on DATABASE_URL loads no sample row and says so; `--sample` adds them', async () => {
    const scratch = await scratchDatabase();
    const storage = mkdtempSync(path.join(tmpdir(), 'seed-files-'));
    try {
      await applyMigrations(scratch.url);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATABASE_URL: scratch.url,
        STORAGE_DIR: storage,
        SEED_SAMPLE_DATA: '',
      };
      const { stdout } = await execFileAsync('node_modules/.bin/tsx', ['scripts/db.ts', 'seed'], {
        env,
      });
      expect(stdout).toContain(
        'Sample data: not loaded (reference data only); `npm run db:seed -- --sample` adds it.',
      );
      for (const table of ['Director', 'CommitteeMember', 'InvestorDocument', 'Subscriber']) {
        expect(await count(scratch.url, table)).toBe(0);
      }
      expect(await count(scratch.url, 'SeedRun')).toBe(0);

      // The sample sets load when asked (only the quick one here: the investor set renders PDFs).
      const subscribers = SEED_SETS.filter((set) => set.name === 'subscribers');
      expect(await seed(scratch.url, { samples: true, sets: subscribers, log: () => {} })).toEqual([
        'subscribers',
      ]);
      expect(await count(scratch.url, 'Subscriber')).toBe(2);
    } finally {
      rmSync(storage, { recursive: true, force: true });
      await scratch.drop();
    }
  });

  it('seeding the sample outlets again neither duplicates one staff renamed nor undoes the edit', async () => {
    const scratch = await scratchDatabase();
    try {
      await applyMigrations(scratch.url);
      const outlets = SEED_SETS.filter((set) => set.name === 'outlets');
      await seed(scratch.url, { samples: true, sets: outlets, log: () => {} });
      const seeded = await count(scratch.url, 'Outlet');
      expect(seeded).toBeGreaterThan(1);
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        await client.query(
          `UPDATE "Outlet" SET name = 'Tricity Power House (Sector 17)', phones = '{9876511111}'
            WHERE name = 'Tricity Power House'`,
        );
        await seed(scratch.url, { samples: true, sets: outlets, log: () => {} });
        expect(await count(scratch.url, 'Outlet')).toBe(seeded);
        const { rows } = await client.query<{ name: string; phones: string[] }>(
          `SELECT name, phones FROM "Outlet" WHERE name LIKE 'Tricity Power House%'`,
        );
        expect(rows).toEqual([{ name: 'Tricity Power House (Sector 17)', phones: ['9876511111'] }]);
      } finally {
        await client.end();
      }
    } finally {
      await scratch.drop();
    }
  });

  it('marks every set as reference or sample', () => {
    for (const set of SEED_SETS) expect(['reference', 'sample']).toContain(set.kind);
    expect(SEED_SETS.find((s) => s.name === 'investors')?.kind).toBe('sample');
  });
});
