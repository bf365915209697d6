// `npm run restore -- <archive> [--force]`: restores a `npm run backup` archive into the
// database and the storage folder, which must be empty unless --force (lib/ops/restore.ts).
// Stop the site first. First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { parseArgs } from 'node:util';
import { provideDatabase } from '@/lib/db/bootstrap';
import { env } from '@/lib/env';
import { BackupError } from '@/lib/ops/backup';
import { restoreBackup } from '@/lib/ops/restore';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- <backup archive> [--force]');
    return 2;
  }
  const database = await provideDatabase(() => {});
  try {
    const manifest = await restoreBackup({
      archive: positionals[0]!,
      databaseUrl: database.url,
      storageDir: env.STORAGE_DIR,
      force: values.force,
    });
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}, migration ${manifest.migration}): ` +
        `${rows} rows and ${Object.keys(manifest.files).length} files, checked against its manifest.`,
    );
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
