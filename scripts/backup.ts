// `npm run backup [-- --out <folder>]`: one tar.gz of the database and the stored files, with a
// manifest (lib/ops/backup.ts), written to <folder> (default .data/backups); prints its path.
// The embedded database can be backed up while the site is stopped only (its files are locked).
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { provideDatabase } from '@/lib/db/bootstrap';
import { env } from '@/lib/env';
import { BackupError, createBackup } from '@/lib/ops/backup';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: '.data/backups' } } });
  const database = await provideDatabase(() => {});
  try {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const { archive, manifest } = await createBackup({
      databaseUrl: database.url,
      storageDir: env.STORAGE_DIR,
      outDir: values.out!,
      appVersion: version,
    });
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    const files = Object.keys(manifest.files).length;
    console.log(`Backup written: ${archive} (${rows} rows, ${files} files)`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.stop();
  }
}

runCommand(main);
