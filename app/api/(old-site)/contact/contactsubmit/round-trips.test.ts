import pg from 'pg';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { standInToken, startSiteverifyStandIn } from '@/e2e/stand-ins/siteverify';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { POST } from './route';

/**
 * What one contact enquiry asks of the database, statement by statement: each is a round trip
 * that holds a pooled connection, and under load they decide how many enquiries a second the
 * site takes (`npm run bench`). Two: the rate limit's (both windows in one statement) and the
 * store's (the enquiry and its queued mail in one statement, no BEGIN/COMMIT).
 */
const SECRET = 'round-trips-secret';
let stopVerify: () => Promise<void>;

beforeAll(async () => {
  const verify = await startSiteverifyStandIn(SECRET);
  stopVerify = verify.close;
  Object.assign(env, {
    RECAPTCHA_SITE_KEY: 'jest-site-key',
    RECAPTCHA_SECRET_KEY: SECRET,
    RECAPTCHA_VERIFY_URL: verify.url,
  });
});

afterAll(async () => {
  await stopVerify();
  await db().$disconnect();
});

const submit = () =>
  POST(
    new Request('http://localhost/api/contact/contactsubmit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
      body: JSON.stringify({
        enquiry: ['Lithium_Battery'],
        name: 'Asha Rao',
        mobile: '9123456780',
        email: 'asha@example.com',
        city: 'Pune',
        pincode: '411001',
        message: 'Round trips',
        recaptchaToken: standInToken(0.9, 'contact', new URL(env.SITE_URL).hostname),
      }),
    }),
  );

/**
 * The statements sent to PostgreSQL while `work` runs: each named by the tables it inserts into,
 * or by its first word (BEGIN, COMMIT, SELECT ...).
 */
async function statements(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args as [string | { text?: string }];
    const text = typeof config === 'string' ? config : (config.text ?? '');
    const tables = [...text.matchAll(/INSERT INTO (?:"public"\.)?"(\w+)"/g)].map((m) => m[1]);
    sent.push(tables.length > 0 ? tables.join(' + ') : text.trim().split(/\s/)[0]!);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = counting as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

it('stores a contact enquiry in two statements: the rate limit and the write', async () => {
  expect((await submit()).status).toBe(201); // the pool's connections opened
  let status = 0;
  const sent = await statements(async () => (status = (await submit()).status));
  expect(status).toBe(201);
  expect(sent).toEqual(['RateLimitBucket', 'ContactEnquiry + MailOutbox']);
});
