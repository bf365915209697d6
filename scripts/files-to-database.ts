// `npm run files:to-database`: copies the stored files under STORAGE_DIR into the database
// storage (FILE_STORAGE=database), under the same keys, and prints what it did. Safe to run
// again: a file the database already holds is left as it is. The disk's files are not deleted.
// Stop the site first when it runs on the embedded database. First: it catches configuration
// errors raised while the other imports load.
import { runCommand } from './run-command';
import { env } from '@/lib/platform/env';
import { provideDatabase } from '@/lib/platform/db/bootstrap';
import { connectDatabase } from '@/lib/platform/db/client';
import { moveFilesToDatabase } from '@/lib/platform/ops/files-to-database';
import { databaseStorage } from '@/lib/platform/storage/database';

async function main(): Promise<number> {
  const database = await provideDatabase(() => {});
  const client = connectDatabase(database.url);
  try {
    const report = await moveFilesToDatabase(
      env.STORAGE_DIR,
      databaseStorage(() => client),
      client,
    );
    console.log(
      `Files in ${env.STORAGE_DIR}: ${report.moved.length} copied into the database, ` +
        `${report.present.length} already there, ${report.differ.length} kept as the database has them (newer).`,
    );
    for (const key of report.differ) console.log(`  kept the database's version of ${key}`);
    for (const name of report.refused)
      console.log(`  not a storage key, left on the disk: ${name}`);
    if (env.FILE_STORAGE !== 'database') {
      console.log('The site reads its files from the disk until FILE_STORAGE=database is set.');
    }
    return 0;
  } finally {
    await client.$disconnect();
    await database.stop();
  }
}

runCommand(main);
