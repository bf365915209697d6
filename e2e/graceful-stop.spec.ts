import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { freePort } from '@/lib/platform/db/embedded';
import { expect, test } from './support/fixtures';
import { buildEnv, E2E } from './support/settings';
import { SERVE_ARGS } from '../scripts/launcher';

/**
 * `npm start` stopped by SIGTERM (sent to its whole process group, as systemd does) while
 * clients post enquiries, report navigations and load pages: every request answered 2xx is in
 * the database afterwards, nothing unanswered is, no claimed mail is left half-sent, and the
 * process exits 0 within 10 s. The site runs on a database on disk of its own, read after the stop.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const CLIENTS = 24;
type Kind = 'enquiry' | 'beacon' | 'page';
interface Outcome {
  kind: Kind;
  i: number;
  status?: number;
  requestId?: string | null;
  error?: string;
}

let dir: string;
let site: ChildProcess;
let output = '';
/** Every response this test received from its site (readiness polls and warm-up included). */
let responses = 0;
test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'graceful-stop-'));
});
test.afterAll(async () => {
  if (site?.exitCode === null) process.kill(-site.pid!, 'SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

async function startSite(port: number) {
  site = spawn(process.execPath, [...SERVE_ARGS, 'start'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_ADDRESS: '127.0.0.1',
      // Its requests name a client each in X-Forwarded-For, as a proxy on this host would.
      TRUSTED_PROXIES: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      EMBEDDED_DB_DIR: path.join(dir, 'pg'),
      STORAGE_DIR: path.join(dir, 'files'),
      SMTP_URL: `smtp://127.0.0.1:${E2E.standInSmtpPort}`,
      SEED_SAMPLE_DATA: 'false',
      // The build's (scripts/stale-build.ts), or npm start would rebuild the shared build; and
      // should it be stale all the same (sources edited during the run), a refusal, not a rebuild.
      ...buildEnv(),
      START_WITHOUT_BUILD: 'true',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  site.stdout!.on('data', (chunk) => (output += chunk));
  site.stderr!.on('data', (chunk) => (output += chunk));
  for (let tries = 0; tries < 240; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
    if (ready) responses++;
    if (ready?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site did not become ready:\n${output}`);
}

const marker = `stop-${Date.now()}`;
const forwardedFor = (i: number) => `198.18.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

function send(origin: string, kind: Kind, i: number): Promise<Response> {
  const headers = { 'x-forwarded-for': forwardedFor(i), origin };
  if (kind === 'page') {
    return fetch(`${origin}/`, { headers: { ...headers, 'user-agent': `${marker} #${i}` } });
  }
  const json = { ...headers, 'content-type': 'application/json' };
  if (kind === 'beacon') {
    // A page of the site (the beacon counts no other path): a page of a year of a list.
    return fetch(`${origin}/api/clicklogs/navigation`, {
      method: 'POST',
      headers: { ...json, 'user-agent': `${marker} #${i}` },
      body: JSON.stringify({ path: `/investor-relations/financials/2023-24/${(i % 90_000) + 2}` }),
    });
  }
  return fetch(`${origin}/api/contact/contactsubmit`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      enquiry: ['Lithium_Battery'],
      name: 'Stop Test',
      mobile: '9123456780',
      email: 'stop@example.com',
      city: 'Chandigarh',
      pincode: '160022',
      message: `${marker} #${i}`,
    }),
  });
}

test('SIGTERM under load: every answered request is stored and the site exits 0 within 10 s', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  await startSite(port);
  // Warm-up: each route's code is loaded before the load starts.
  for (const kind of ['enquiry', 'beacon', 'page'] as const) {
    const response = await send(origin, kind, 1_000_000);
    expect(response.status).toBeLessThan(300);
    responses++;
  }

  const outcomes: Outcome[] = [];
  let next = 0;
  const client = async () => {
    for (;;) {
      const i = next++;
      const kind = (['enquiry', 'beacon', 'page'] as const)[i % 3]!;
      try {
        const response = await send(origin, kind, i);
        await response.arrayBuffer();
        responses++;
        const requestId = response.headers.get('x-request-id');
        outcomes.push({ kind, i, status: response.status, requestId });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        outcomes.push({ kind, i, error: cause?.code ?? String(error) });
        return; // the site is gone (or going): this client stops
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  // Load, not a clock: the clients keep requests in flight for the stop to meet.
  // eslint-disable-next-line no-restricted-syntax
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const exited = new Promise<number | null>((resolve) => site.on('exit', resolve));
  const stopSentAt = Date.now();
  process.kill(-site.pid!, 'SIGTERM');
  const code = await exited;
  const stopMs = Date.now() - stopSentAt;
  await Promise.all(clients);

  const siteLine = (text: string) =>
    JSON.parse(output.split('\n').find((line) => line.includes(text)) ?? 'null');
  const answered = outcomes.filter((o) => o.status !== undefined);
  const failed = outcomes.filter((o) => o.error !== undefined);
  console.log(
    `graceful stop: exit ${code} after ${stopMs} ms; ${answered.length} answered, ` +
      `${siteLine('SIGTERM: stopping')?.inFlight} in flight at SIGTERM, requests done ` +
      `${siteLine('requests finished')?.msg.match(/\d+ ms/)?.[0]} later; ` +
      `site: ${JSON.stringify(siteLine('"stopped in')?.requests)}; failures: ${JSON.stringify(failed.reduce<Record<string, number>>((n, o) => ({ ...n, [o.error!]: (n[o.error!] ?? 0) + 1 }), {}))}`,
  );
  expect(code, output).toBe(0);
  expect(stopMs).toBeLessThan(10_000);
  expect(answered.filter((o) => o.status! >= 300).map((o) => `${o.kind} ${o.status}`)).toEqual([]);
  expect(answered.length).toBeGreaterThan(CLIENTS);
  expect(output).toMatch(/stopped: page views/);
  // Every request the site took was answered, and every answer reached this test: a failure
  // above was a request the site never received (sent as it closed), not one cut off.
  expect(siteLine('"stopped in')?.requests).toEqual({ received: responses, answered: responses });
  // The stop began with requests in flight, so finishing them was put to the test.
  expect(siteLine('SIGTERM: stopping')?.inFlight).toBeGreaterThan(0);

  // The access log: one line per request the site took, under the id its answer carried, with
  // the client address the trusted proxy (this test, from 127.0.0.1) named.
  const accessLines = output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(accessLines).toHaveLength(responses);
  const byId = new Map(accessLines.map((line) => [line.requestId, line]));
  for (const outcome of answered) {
    expect(outcome.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(byId.get(outcome.requestId)).toMatchObject({
      status: outcome.status,
      client: forwardedFor(outcome.i),
      method: outcome.kind === 'page' ? 'GET' : 'POST',
    });
  }
  expect(output).toContain(
    'Client addresses: from the connection, or from X-Forwarded-For when the connection comes from a trusted proxy (TRUSTED_PROXIES: 127.0.0.1/32).',
  );

  // The site has stopped, so its database files are free: read what it stored.
  const database = await PGlite.create({ dataDir: path.join(dir, 'pg') });
  try {
    const rows = async (query: string) =>
      (await database.query<{ key: string }>(query, [`${marker}%`, `/${marker}/%`])).rows.map(
        (r) => r.key,
      );
    const stored = new Set([
      ...(await rows(
        `SELECT 'enquiry ' || split_part(message, '#', 2) AS key FROM "ContactEnquiry" WHERE message LIKE $1 AND $2 <> ''`,
      )),
      ...(await rows(
        `SELECT 'beacon ' || split_part("userAgent", '#', 2) AS key FROM "ClickLog" WHERE "userAgent" LIKE $1 AND $2 <> ''`,
      )),
    ]);
    // A page itself writes nothing (its view comes from the browser's beacon): pages are load.
    const stores = (o: Outcome) => o.kind !== 'page';
    const answeredKeys = answered
      .filter(stores)
      .map((o) => `${o.kind} ${o.i}`)
      .sort();
    // Every request answered 2xx is stored ...
    expect(answeredKeys.filter((key) => !stored.has(key))).toEqual([]);
    // ... and none that went unanswered is: no request was cut off after the site took it.
    expect(
      failed
        .filter(stores)
        .map((o) => `${o.kind} ${o.i}`)
        .filter((key) => stored.has(key)),
    ).toEqual([]);
    // The mail sender stopped between mails: none is left claimed for a send that never ended.
    const claimed = await database.query(
      `SELECT id FROM "MailOutbox" WHERE status = 'pending' AND "lockedUntil" IS NOT NULL`,
    );
    expect(claimed.rows).toEqual([]);
  } finally {
    await database.close();
  }
});
