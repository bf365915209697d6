import pg from 'pg';

/** The embedded database of the server under test (see playwright.config.ts). */
export async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []) {
  const port = Number(process.env.E2E_DB_PORT ?? 54329);
  const client = new pg.Client({
    connectionString: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
  });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
