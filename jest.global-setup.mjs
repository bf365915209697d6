import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

// A database of the test run's own, so `npm test` never touches data a developer keeps: the
// developer's DATABASE_URL and EMBEDDED_DB_DIR are ignored. TEST_DATABASE_URL (a PostgreSQL server
// for tests, as in CI) gets a scratch database created on it and dropped afterwards; without it an
// in-memory embedded PostgreSQL is started. Migrations are applied, and workers inherit
// DATABASE_URL from this process.
export default async function globalSetup() {
  const server = process.env.TEST_DATABASE_URL;
  // Set before lib/platform/env.ts is first imported (it reads the environment once).
  process.env.DATABASE_URL = '';
  process.env.EMBEDDED_DB_DIR = 'memory';
  // One JSON line per handled request would bury the test report; failures still show.
  process.env.LOG_LEVEL ||= 'warn';
  delete process.env.EMBEDDED_DB_PORT;
  // A fixed key for two-factor secrets in tests (lib/platform/auth/secret-box.ts).
  process.env.STAFF_SECRET_KEY = 'jest-only-staff-secret-key-0123456789abcdef';
  const { scratchDatabase, makeMigratedTemplate } = await tsImport(
    './lib/platform/db/testing.ts',
    import.meta.url,
  );
  const { startEmbeddedDatabase } = await tsImport(
    './lib/platform/db/embedded.ts',
    import.meta.url,
  );
  const { applyMigrations } = await tsImport('./lib/platform/db/migrations.ts', import.meta.url);
  const embedded = server ? undefined : await startEmbeddedDatabase({ dir: 'memory' });
  const database = embedded
    ? { url: embedded.url, drop: embedded.stop }
    : await scratchDatabase(server);
  let dropTemplate = async () => {};
  try {
    await applyMigrations(database.url);
    // The sample catalogue, as the site's database has it: the after-sales forms and their
    // tests find models (IU-1100 …) there (lib/catalogue/after-sales.ts).
    const { separateDatabaseClient } = await tsImport(
      './lib/platform/db/client.ts',
      import.meta.url,
    );
    const { seedCatalogue } = await tsImport('./lib/catalogue/seed.ts', import.meta.url);
    const client = separateDatabaseClient(database.url);
    try {
      await seedCatalogue(client);
    } finally {
      await client.$disconnect();
    }
    // A copy of the migrated database for the test files that need one of their own
    // (lib/platform/db/own-database.jest.ts): copied, not migrated again, for each.
    const dataDirFile = path.join(tmpdir(), `jest-template-${process.pid}-${Date.now()}.tar`);
    dropTemplate = await makeMigratedTemplate(server, database.url, embedded, dataDirFile);
  } catch (error) {
    await dropTemplate();
    await database.drop();
    throw error;
  }
  process.env.DATABASE_URL = database.url;
  globalThis.__testDatabase = {
    async drop() {
      await dropTemplate();
      await database.drop();
    },
  };
}
