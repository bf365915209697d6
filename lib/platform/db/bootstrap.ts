import { env } from '@/lib/platform/env';
import { startEmbeddedDatabase } from './embedded';
import { applyMigrations } from './migrations';

export interface ProvidedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * The database for this process and its children: DATABASE_URL when set, otherwise an embedded
 * PostgreSQL with its files under EMBEDDED_DB_DIR. Pending migrations are applied either way.
 */
export async function provideDatabase(
  log: (line: string) => void = console.log,
): Promise<ProvidedDatabase> {
  let database: ProvidedDatabase;
  if (env.DATABASE_URL) {
    database = { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  } else {
    const embedded = await startEmbeddedDatabase({
      dir: env.EMBEDDED_DB_DIR,
      port: env.EMBEDDED_DB_PORT,
    });
    const where = env.EMBEDDED_DB_DIR === 'memory' ? 'in memory' : `in ${env.EMBEDDED_DB_DIR}`;
    log(`Embedded PostgreSQL (PGlite) ${where}, listening at ${new URL(embedded.url).host}`);
    database = { ...embedded, embedded: true };
  }
  try {
    await applyMigrations(database.url, { log });
  } catch (error) {
    await database.stop();
    throw error;
  }
  return database;
}
