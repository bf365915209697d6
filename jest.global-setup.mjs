import { tsImport } from 'tsx/esm/api';

// Starts (or connects to) the test database and applies the migrations; workers inherit
// DATABASE_URL from this process.
export default async function globalSetup() {
  process.env.EMBEDDED_DB_DIR ??= 'memory';
  const { provideDatabase } = await tsImport('./lib/db/bootstrap.ts', import.meta.url);
  const database = await provideDatabase(() => {});
  process.env.DATABASE_URL = database.url;
  globalThis.__testDatabase = database;
}
