// Database commands: migrate, migration <name>, check, seed [--sample | --bulk N | --bulk-remove], studio. Each works on DATABASE_URL when set,
// otherwise on the embedded database in EMBEDDED_DB_DIR: through the site running on it when one
// runs (lib/platform/db/running-site.ts), else opening its files.
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { spawn } from 'node:child_process';
import { provideDatabase } from '@/lib/platform/db/bootstrap';
import {
  createMigration,
  MigrationError,
  pendingSchemaChanges,
} from '@/lib/platform/db/migrations';
import { describeSampleChoice, seed, wantsSampleData } from '@/lib/seed';
import { env } from '@/lib/platform/env';
import { connectDatabase, type Db } from '@/lib/platform/db/client';
import { removeBulkFilings, seedBulkFilings } from '@/lib/investors/bulk-filings';
import { requestRevalidation } from '@/lib/investors/request-revalidation';
import { revalidationTarget } from './revalidation-target';

const [command, ...args] = process.argv.slice(2);

const COMMANDS = ['migrate', 'migration', 'check', 'seed', 'studio'];

async function main(): Promise<number> {
  // Checked before the database is started and migrated, so a typo changes nothing.
  if (!COMMANDS.includes(command ?? '')) {
    throw new MigrationError(
      `Unknown command "${command}". Use migrate, migration, check, seed or studio.`,
    );
  }
  if (command === 'migration' && !args[0]) {
    throw new MigrationError('Usage: npm run db:migration -- <name>');
  }
  const database = await provideDatabase();
  try {
    switch (command) {
      case 'migrate':
        console.log('Migrations are up to date.');
        break;
      case 'migration': {
        const folder = await createMigration(database.url, args[0]!);
        console.log(folder ? `Wrote ${folder}/migration.sql` : 'schema.prisma has no changes.');
        break;
      }
      case 'check': {
        // Used by the test suite: fails when schema.prisma has changes no migration covers.
        const sql = await pendingSchemaChanges(database.url);
        if (sql) {
          console.error(
            `schema.prisma has changes without a migration. Run npm run db:migration -- <name>.\n${sql}`,
          );
          return 1;
        }
        console.log('Every change in schema.prisma has a migration.');
        break;
      }
      case 'seed': {
        // Years of filings for load tests and benchmarks (lib/investors/bulk-filings.ts).
        if (args.includes('--bulk-remove')) {
          const removed = await withDb(database.url, removeBulkFilings);
          console.log(`Removed ${removed} bulk filings.`);
          await revalidateRunningSite();
          break;
        }
        const bulkAt = args.indexOf('--bulk');
        if (bulkAt >= 0) {
          const asked = Number(args[bulkAt + 1]);
          const added = await withDb(database.url, (db) => seedBulkFilings(db, asked));
          console.log(
            `Added ${added} bulk filings (${asked} asked for${added < asked ? '; the others were there already' : ''}).`,
          );
          await revalidateRunningSite();
          break;
        }
        const samples = wantsSampleData({
          embedded: database.embedded,
          setting: env.SEED_SAMPLE_DATA,
          flag: args.includes('--sample'),
        });
        await seed(database.url, { samples });
        console.log(describeSampleChoice(samples, database.embedded));
        break;
      }
      case 'studio':
        await new Promise<void>((resolve) => {
          const child = spawn(
            'node_modules/.bin/prisma',
            ['studio', '--browser', 'none', ...args],
            {
              stdio: 'inherit',
              env: { ...process.env, DATABASE_URL: database.url, CHECKPOINT_DISABLE: '1' },
            },
          );
          process.on('SIGINT', () => child.kill('SIGINT'));
          child.on('exit', () => resolve());
        });
        break;
    }
    return 0;
  } finally {
    await database.stop();
  }
}

/** Runs `work` with a Prisma client on the database at `url`, disconnecting after. */
async function withDb<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = connectDatabase(url);
  try {
    return await work(db);
  } finally {
    await db.$disconnect();
  }
}

/** A site already running on this database shows the change at once (when it has a secret). */
async function revalidateRunningSite() {
  const target = revalidationTarget();
  if (!target) return;
  const outcome = await requestRevalidation(target.url, target.secret, 2_000);
  console.log(outcome.ok ? 'The running site shows it now.' : 'No running site was refreshed.');
}

runCommand(main);
