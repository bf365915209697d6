import pg from 'pg';
import { env } from '@/lib/platform/env';
import { startEmbeddedDatabase } from './embedded';

/**
 * A throw-away empty database for tests that need one of their own (migrations): a new database
 * on the PostgreSQL server at `serverUrl` (by default the one under test), or a fresh in-memory
 * PGlite when that server is an embedded one (PGlite serves a single database).
 */
export async function scratchDatabase(
  serverUrl = env.DATABASE_URL,
): Promise<{ url: string; drop(): Promise<void> }> {
  const url = serverUrl;
  if (!url) throw new Error('The test database is not set up (jest.global-setup.mjs).');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ version: string }>('SELECT version()');
    if (rows[0]?.version.includes('PGlite')) {
      const embedded = await startEmbeddedDatabase({ dir: 'memory' });
      return { url: embedded.url, drop: embedded.stop };
    }
    const name = `scratch_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await admin.query(`CREATE DATABASE "${name}"`);
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
