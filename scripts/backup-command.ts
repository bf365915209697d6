// The shell `npm run backup` and `npm run restore` share: start (or reach) the database, run the
// step, print a BackupError's message alone with exit code 1, and always stop the database.
import { provideDatabase } from '@/lib/platform/db/bootstrap';
import { BackupError, type Manifest } from '@/lib/platform/ops/backup';

export async function withBackupDatabase(
  step: (databaseUrl: string) => Promise<string>,
  /** A backup may read the database of the site running on it; a restore must not write under it. */
  joinRunningSite = true,
): Promise<number> {
  const database = await provideDatabase(() => {}, { joinRunningSite });
  try {
    console.log(await step(database.url));
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.stop();
  }
}

/** How many rows and files an archive's manifest holds. */
export const manifestSize = (manifest: Manifest) => ({
  rows: Object.values(manifest.tables).reduce((sum, n) => sum + n, 0),
  files: Object.keys(manifest.files).length,
});
