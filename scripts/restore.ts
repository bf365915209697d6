// `npm run restore -- <archive> [--force]`: restores a `npm run backup` archive into the
// database and the storage folder, which must be empty unless --force (lib/platform/ops/restore.ts).
// Stop the site first. First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { parseArgs } from 'node:util';
import { env } from '@/lib/platform/env';
import { restoreBackup } from '@/lib/platform/ops/restore';
import { manifestSize, withBackupDatabase } from './backup-command';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- <backup archive> [--force]');
    return 2;
  }
  return withBackupDatabase(async (databaseUrl) => {
    const manifest = await restoreBackup({
      archive: positionals[0]!,
      databaseUrl,
      storageDir: env.STORAGE_DIR,
      fileStorage: env.FILE_STORAGE,
      force: values.force,
    });
    const { rows, files } = manifestSize(manifest);
    return (
      `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}, migration ${manifest.migration}): ` +
      `${rows} rows and ${files} files, checked against its manifest.`
    );
  }, false);
}

runCommand(main);
