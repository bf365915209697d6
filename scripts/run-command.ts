// Shared by the command-line scripts that provide the database (db.ts, serve.ts).
import { MigrationError } from '@/lib/db/migrations';
import { EnvError } from '@/lib/env';

/**
 * Runs a script's `main` and exits with the code it gives. Configuration and migration errors
 * are for the person at the terminal to fix, so they print as their message alone; anything
 * else prints with its stack.
 */
export function runCommand(main: () => Promise<number>) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(
        error instanceof MigrationError || error instanceof EnvError ? error.message : error,
      );
      process.exit(1);
    },
  );
}
