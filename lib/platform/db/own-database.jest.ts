import { connectDatabase, db } from './client';
import { migratedDatabase } from './testing';

/**
 * For a Jest test file (or describe block) whose tests count or take every row of a table: a
 * migrated database of its own for its tests, dropped after them, so that the other files, which
 * share the run's database (jest.global-setup.mjs), neither disturb it nor are disturbed. It is a
 * copy of the run's migrated template (./testing.ts), not migrated again.
 * Gives the database's URL (for a child process, or to reconnect after `disconnectDatabase`).
 */
export function withOwnDatabase(): () => string {
  let scratch: Awaited<ReturnType<typeof migratedDatabase>> | undefined;
  beforeAll(async () => {
    scratch = await migratedDatabase();
    connectDatabase(scratch.url);
  });
  afterAll(async () => {
    await db().$disconnect();
    await scratch?.drop();
  });
  return () => {
    if (!scratch) throw new Error('The database of its own exists only while the tests run.');
    return scratch.url;
  };
}
