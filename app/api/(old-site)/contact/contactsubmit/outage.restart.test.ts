import pg from 'pg';
import { POST as contact } from './route';
import { connectDatabase, db } from '@/lib/platform/db/client';

/**
 * A bounded load on the contact API while every connection of this test's pool is killed on the
 * server (pg_terminate_backend: what a PostgreSQL restart does to them). Needs a real PostgreSQL
 * (CI's TEST_DATABASE_URL); the embedded one has no backends to terminate.
 */
const url = process.env.DATABASE_URL!;
const APP = `outage-test-${process.pid}`;
let admin: pg.Client;
let realServer = false;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query<{ version: string }>('SELECT version()');
  realServer = !rows[0]!.version.includes('PGlite');
  const own = new URL(url);
  own.searchParams.set('application_name', APP);
  connectDatabase(own.toString());
});

afterAll(async () => {
  await admin.end();
  await db().$disconnect();
});

const killOurConnections = async () =>
  (
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [APP],
    )
  ).rowCount ?? 0;

const submit = (marker: string, i: number) =>
  contact(
    new Request('http://localhost/api/contact/contactsubmit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.7.${i}` },
      body: JSON.stringify({
        enquiry: ['Lithium_Battery'],
        name: 'Load Test',
        mobile: '9123456780',
        email: 'load@example.com',
        city: 'Chandigarh',
        pincode: '160022',
        message: `${marker} #${i}`,
      }),
    }),
  );

it('answers every request 201 or 503 (never 500) and stores each answered enquiry exactly once', async () => {
  if (!realServer) {
    console.warn('Skipped: needs a PostgreSQL server (TEST_DATABASE_URL), as in CI.');
    return;
  }
  const marker = `restart-${Date.now()}`;
  const statuses: number[] = [];
  let killed = 0;
  // Three waves of 30 concurrent submissions, each cut by a kill of every pooled connection.
  for (let wave = 0; wave < 3; wave++) {
    const requests = Array.from({ length: 30 }, (_, i) => submit(marker, wave * 30 + i));
    await new Promise((resolve) => setTimeout(resolve, 15 * (wave + 1)));
    killed += await killOurConnections();
    for (const response of await Promise.all(requests)) {
      statuses.push(response.status);
      if (response.status === 503) expect(response.headers.get('retry-after')).toBe('5');
    }
  }
  expect(killed).toBeGreaterThan(0);
  expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);

  const rows = await admin.query<{ message: string; n: string }>(
    `SELECT message, count(*) AS n FROM "ContactEnquiry" WHERE message LIKE $1 GROUP BY message`,
    [`${marker} #%`],
  );
  const stored = new Map(rows.rows.map((r) => [r.message, Number(r.n)]));
  statuses.forEach((status, i) => {
    const copies = stored.get(`${marker} #${i}`) ?? 0;
    // Answered 201: stored once. Answered 503: stored at most once (never twice).
    expect([i, copies]).toEqual([i, status === 201 ? 1 : copies > 1 ? 'duplicated' : copies]);
  });
  console.log(
    `restart test: ${killed} connections killed; ${statuses.filter((s) => s === 201).length} x 201, ${statuses.filter((s) => s === 503).length} x 503`,
  );
});
