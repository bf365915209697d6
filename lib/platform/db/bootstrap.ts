import { env } from '@/lib/platform/env';
import { startEmbeddedDatabase } from './embedded';
import { applyMigrations } from './migrations';
import { announceRunningSite, reachRunningSite } from './running-site';

export interface ProvidedDatabase {
  url: string;
  embedded: boolean;
  /** The embedded database of the site running on it (its pid), which this process only uses. */
  runningSitePid?: number;
  stop(): Promise<void>;
}

export interface DatabaseRole {
  /**
   * The process is the site (`npm start`, `npm run dev`) listening on this port: it opens the
   * embedded database's files itself and names its port for the commands
   * (lib/platform/db/running-site.ts).
   */
  siteOnPort?: number;
  /**
   * A command that may use the database of a site running on the embedded database (the
   * default) rather than open its files; false: it must open them itself (a restore, a build).
   */
  joinRunningSite?: boolean;
}

/**
 * The database for this process and its children: DATABASE_URL when set; otherwise the embedded
 * PostgreSQL with its files under EMBEDDED_DB_DIR, reached through the site running on it when one
 * runs, else opened here. Pending migrations are applied either way.
 */
export async function provideDatabase(
  log: (line: string) => void = console.log,
  role: DatabaseRole = {},
): Promise<ProvidedDatabase> {
  let database: ProvidedDatabase;
  const dir = env.EMBEDDED_DB_DIR;
  const joining =
    !env.DATABASE_URL &&
    dir !== 'memory' &&
    role.siteOnPort === undefined &&
    role.joinRunningSite !== false;
  const running = joining ? await reachRunningSite(dir) : null;
  if (env.DATABASE_URL) {
    database = { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  } else if (running) {
    log(
      `Embedded PostgreSQL in ${dir}: the running site's (pid ${running.site.pid}), at 127.0.0.1:${running.site.databasePort}`,
    );
    const { url } = running;
    database = { url, embedded: true, runningSitePid: running.site.pid, stop: async () => {} };
  } else {
    const embedded = await startEmbeddedDatabase({ dir, port: env.EMBEDDED_DB_PORT });
    const where = dir === 'memory' ? 'in memory' : `in ${dir}`;
    log(`Embedded PostgreSQL (PGlite) ${where}, listening at ${new URL(embedded.url).host}`);
    const sitePort = role.siteOnPort;
    const unannounce =
      sitePort !== undefined && dir !== 'memory'
        ? announceRunningSite(dir, { databasePort: embedded.port, sitePort })
        : () => {};
    database = {
      url: embedded.url,
      embedded: true,
      async stop() {
        unannounce();
        await embedded.stop();
      },
    };
  }
  try {
    await applyMigrations(database.url, { log });
  } catch (error) {
    await database.stop();
    throw error;
  }
  return database;
}
