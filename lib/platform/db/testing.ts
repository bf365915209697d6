import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { env } from '@/lib/platform/env';
import { startEmbeddedDatabase } from './embedded';
import { applyMigrations } from './migrations';

type Scratch = { url: string; drop(): Promise<void> };

/**
 * The migrated template the test run made (jest.global-setup.mjs), which `migratedDatabase`
 * copies: on a PostgreSQL server a database's name (TEST_TEMPLATE_DATABASE, copied with `CREATE
 * DATABASE … TEMPLATE`), on the embedded database a file holding its files (TEST_TEMPLATE_DATA_DIR,
 * a PGlite `dumpDataDir` archive, loaded by the new in-memory database).
 */
export const TEMPLATE_DATABASE = 'TEST_TEMPLATE_DATABASE';
export const TEMPLATE_DATA_DIR = 'TEST_TEMPLATE_DATA_DIR';

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/**
 * A throw-away database for tests that need one of their own: a new database on the PostgreSQL
 * server at `serverUrl` (by default the one under test), empty or a copy of `template` (a database
 * on that server no one is connected to), or a fresh in-memory PGlite when that server is an
 * embedded one (PGlite serves a single database), empty or started from `dataDir`'s files.
 */
export async function scratchDatabase(
  serverUrl = env.DATABASE_URL,
  from: { template?: string; dataDir?: Blob } = {},
): Promise<Scratch> {
  const url = serverUrl;
  if (!url) throw new Error('The test database is not set up (jest.global-setup.mjs).');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ version: string }>('SELECT version()');
    if (rows[0]?.version.includes('PGlite')) {
      const embedded = await startEmbeddedDatabase({ dir: 'memory', loadDataDir: from.dataDir });
      return { url: embedded.url, drop: embedded.stop };
    }
    const name = `scratch_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const template = from.template ? ` TEMPLATE "${from.template.replaceAll('"', '""')}"` : '';
    await admin.query(`CREATE DATABASE "${name}"${template}`);
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    return {
      url: scratch.toString(),
      async drop() {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      },
    };
  } finally {
    await admin.end();
  }
}

/**
 * For the test run's set-up (jest.global-setup.mjs), once its database at `databaseUrl` is
 * migrated: a copy of it no one connects to, which `migratedDatabase` copies again, so the test
 * files that need a database of their own do not each apply every migration. Sets the variables
 * the workers inherit; gives the function that deletes the template.
 */
export async function makeMigratedTemplate(
  serverUrl: string | undefined,
  databaseUrl: string,
  embedded?: { dump(): Promise<Blob> },
  dataDirFile?: string,
): Promise<() => Promise<void>> {
  if (embedded && dataDirFile) {
    const { writeFile, rm } = await import('node:fs/promises');
    await writeFile(dataDirFile, Buffer.from(await (await embedded.dump()).arrayBuffer()));
    process.env[TEMPLATE_DATA_DIR] = dataDirFile;
    return () => rm(dataDirFile, { force: true });
  }
  if (!serverUrl) return async () => {};
  // Connected to the server's own database: the copied one must have no connections.
  const template = await scratchDatabase(serverUrl, { template: databaseName(databaseUrl) });
  process.env[TEMPLATE_DATABASE] = databaseName(template.url);
  return template.drop;
}

/**
 * A migrated database of a test's own: a copy of the run's migrated template when there is one
 * (a few hundred milliseconds), otherwise an empty one with every migration applied.
 */
export async function migratedDatabase(): Promise<Scratch> {
  const template = process.env[TEMPLATE_DATABASE];
  const dataDirFile = process.env[TEMPLATE_DATA_DIR];
  if (template) return scratchDatabase(env.DATABASE_URL, { template });
  if (dataDirFile) {
    return scratchDatabase(env.DATABASE_URL, { dataDir: new Blob([await readFile(dataDirFile)]) });
  }
  const scratch = await scratchDatabase();
  try {
    await applyMigrations(scratch.url);
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return scratch;
}
