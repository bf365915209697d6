// `npm run backup [-- --out <folder>]`: one tar.gz of the database and the stored files, with a
// manifest (lib/platform/ops/backup.ts), written to <folder> (default .data/backups); prints its path.
// On the embedded database it reads through the running site when one runs (lib/platform/db/running-site.ts).
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { env } from '@/lib/platform/env';
import { createBackup } from '@/lib/platform/ops/backup';
import { manifestSize, withBackupDatabase } from './backup-command';

function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: '.data/backups' } } });
  return withBackupDatabase(async (databaseUrl) => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const { archive, manifest } = await createBackup({
      databaseUrl,
      storageDir: env.STORAGE_DIR,
      fileStorage: env.FILE_STORAGE,
      outDir: values.out!,
      appVersion: version,
    });
    const { rows, files } = manifestSize(manifest);
    return `Backup written: ${archive} (${rows} rows, ${files} files)`;
  });
}

runCommand(main);
