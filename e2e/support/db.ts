import pg from 'pg';
import { E2E } from './settings';

/** The embedded database of the server under test (see playwright.config.ts). */
export const E2E_DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${E2E.dbPort}/postgres?sslmode=disable`;

export async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
