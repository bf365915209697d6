// Database commands: migrate, migration <name>, check, seed, studio. Each works on DATABASE_URL when set,
// otherwise on the embedded database in EMBEDDED_DB_DIR (stop `npm start` first: the embedded
// database's files can be open in one process at a time).
import { spawn } from 'node:child_process';
import { provideDatabase } from '@/lib/db/bootstrap';
import { createMigration, MigrationError, pendingSchemaChanges } from '@/lib/db/migrations';
import { seed } from '@/lib/db/seed';
import { runCommand } from './run-command';

const [command, ...args] = process.argv.slice(2);

async function main(): Promise<number> {
  const database = await provideDatabase();
  try {
    switch (command) {
      case 'migrate':
        console.log('Migrations are up to date.');
        break;
      case 'migration': {
        const name = args[0];
        if (!name) throw new MigrationError('Usage: npm run db:migration -- <name>');
        const folder = await createMigration(database.url, name);
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
      case 'seed':
        await seed(database.url);
        break;
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
      default:
        throw new MigrationError(
          `Unknown command "${command}". Use migrate, migration, check, seed or studio.`,
        );
    }
    return 0;
  } finally {
    await database.stop();
  }
}

runCommand(main);
