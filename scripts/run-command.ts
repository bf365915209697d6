// How every command-line script ends. Import it FIRST in a script: lib/platform/env.ts parses the
// environment when it is imported, so a bad setting throws while the script's imports load,
// before `runCommand` is called, and only the handler installed here catches it. For that reason
// this module imports nothing that reads the environment.
import { EmbeddedDatabaseBusyError } from '@/lib/platform/db/embedded';
import { MigrationError } from '@/lib/platform/db/migrations';

/** Errors for the person at the terminal to fix: their message alone says what to do. */
function isForThePerson(error: unknown): error is Error {
  return (
    error instanceof MigrationError ||
    error instanceof EmbeddedDatabaseBusyError ||
    // lib/platform/env.ts's EnvError, recognised without importing (and so parsing) the environment.
    (error instanceof Error && error.constructor.name === 'EnvError')
  );
}

function fail(error: unknown): never {
  console.error(isForThePerson(error) ? error.message : error);
  process.exit(1);
}

process.on('uncaughtException', fail);

/**
 * Runs a script's `main` and exits with the code it gives. Configuration, migration and
 * database-in-use errors print as their message alone; anything else prints with its stack.
 */
export function runCommand(main: () => Promise<number | void>) {
  main().then((code) => process.exit(code ?? 0), fail);
}
