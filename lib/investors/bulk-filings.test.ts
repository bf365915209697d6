import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { db } from '@/lib/platform/db/client';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { migratedDatabase } from '@/lib/platform/db/testing';
import { localDiskStorage } from '@/lib/platform/storage';
import { BULK_FILE_KEY, bulkFilings, removeBulkFilings, seedBulkFilings } from './bulk-filings';

const execFileAsync = promisify(execFile);

describe('bulk filings (npm run db:seed -- --bulk N)', () => {
  it('splits the count over three kinds, newest first, the older half of each archived', () => {
    const rows = bulkFilings(6000);
    expect(rows).toHaveLength(6000);
    expect(new Set(rows.map((r) => r.id)).size).toBe(6000);
    const financials = rows.filter((r) => r.kind === 'FINANCIALS');
    expect(financials).toHaveLength(2000);
    expect(financials.filter((r) => r.archived)).toHaveLength(1000);
    // 2,000 financial reports over 100 quarters: 20 a quarter, the titles repeated and numbered.
    const label = (r: (typeof rows)[number]) => `${r.title} - ${r.year}`;
    expect(financials.slice(0, 2).map(label)).toEqual([
      'Quarterly Financial Results - Q4 2025-26',
      'Outcome of Board Meeting - Q4 2025-26',
    ]);
    expect(label(financials[8]!)).toBe('Quarterly Financial Results (2) - Q4 2025-26');
    expect(label(financials[20]!)).toBe('Quarterly Financial Results - Q3 2025-26');
    expect(label(financials.at(-1)!)).toBe(
      'Newspaper Publication of Financial Results (3) - Q1 2001-02',
    );
    expect(new Set(financials.map(label)).size).toBe(2000);
    expect(rows.filter((r) => r.kind === 'SHAREHOLDING')).toHaveLength(2000);
    expect(rows.filter((r) => r.kind === 'POLICY')).toHaveLength(2000);
    expect(bulkFilings(7).map((r) => r.kind)).toEqual([
      'FINANCIALS',
      'FINANCIALS',
      'FINANCIALS',
      'SHAREHOLDING',
      'SHAREHOLDING',
      'POLICY',
      'POLICY',
    ]);
  });

  describe('in the database', () => {
    withOwnDatabase();
    const dir = mkdtempSync(path.join(tmpdir(), 'bulk-files-'));
    const files = localDiskStorage(dir);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('adds the rows once, keeps other filings, and removes only its own', async () => {
      const own = await db().investorDocument.create({
        data: { kind: 'FINANCIALS', title: 'Annual Report', year: '2024-25', file: 'x.pdf' },
      });
      // The shared PDF is made when missing (the command's test below); one already there stays.
      await files.put(BULK_FILE_KEY, new TextEncoder().encode('%PDF-1.7 placeholder'));
      expect(await seedBulkFilings(db(), 600, files)).toBe(600);
      expect(await seedBulkFilings(db(), 600, files)).toBe(0);
      expect(await seedBulkFilings(db(), 900, files)).toBe(300);
      expect(await db().investorDocument.count({ where: { file: BULK_FILE_KEY } })).toBe(900);
      expect((await files.get(BULK_FILE_KEY))?.size).toBe(20);
      expect(await removeBulkFilings(db())).toBe(900);
      expect(await db().investorDocument.findMany({ select: { id: true } })).toEqual([
        { id: own.id },
      ]);
    });

    it('refuses a count that is not a whole number from 1 to 100000, adding nothing', async () => {
      for (const n of [0, -5, 1.5, Number.NaN, 100_001]) {
        await expect(seedBulkFilings(db(), n, files)).rejects.toThrow(
          '--bulk takes a number of filings from 1 to 100000.',
        );
      }
      expect(await db().investorDocument.count({ where: { file: BULK_FILE_KEY } })).toBe(0);
    });
  });
});

describe('the command', () => {
  it('`db:seed -- --bulk 30` makes the sample PDF and adds the rows; `--bulk-remove` takes them out', async () => {
    const scratch = await migratedDatabase();
    const dir = mkdtempSync(path.join(tmpdir(), 'bulk-command-'));
    try {
      const env = { ...process.env, DATABASE_URL: scratch.url, STORAGE_DIR: dir };
      const run = (...args: string[]) =>
        execFileAsync('node_modules/.bin/tsx', ['scripts/db.ts', 'seed', ...args], { env });
      expect((await run('--bulk', '30')).stdout).toContain('Added 30 bulk filings (30 asked for).');
      expect((await run('--bulk', '30')).stdout).toContain(
        'Added 0 bulk filings (30 asked for; the others were there already).',
      );
      const pdf = await localDiskStorage(dir).get(BULK_FILE_KEY);
      expect(pdf?.contentType).toBe('application/pdf');
      expect(pdf?.size).toBeGreaterThan(1000);
      await expect(run('--bulk', 'many')).rejects.toMatchObject({
        stderr: expect.stringContaining('--bulk takes a number of filings from 1 to 100000.'),
      });
      expect((await run('--bulk-remove')).stdout).toContain('Removed 30 bulk filings.');
    } finally {
      await scratch.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
