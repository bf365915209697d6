// Database commands: migrate, migration <name>, check, seed [--sample], studio. Each works on DATABASE_URL when set,
// otherwise on the embedded database in EMBEDDED_DB_DIR (stop `npm start` first: the embedded
// database's files can be open in one process at a time).
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import { spawn } from 'node:child_process';
import { provideDatabase } from '@/lib/db/bootstrap';
import { createMigration, MigrationError, pendingSchemaChanges } from '@/lib/db/migrations';
import { describeSampleChoice, seed, wantsSampleData } from '@/lib/db/seed';
import { env } from '@/lib/env';

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

runCommand(main);
