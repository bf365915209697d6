// The bench's write line (`npm run bench`, issue 31 point 5): contact enquiries stored by the
// production site on a real PostgreSQL server, against a bare Node http + `pg` server
// (scripts/bench-bare-insert.mjs) storing the same rows in the same database, in one run.
//
// BENCH_DATABASE_URL names a PostgreSQL server and a role that may create databases (for example
// postgresql://site_ci:site_ci@127.0.0.1:5432/postgres). The bench makes a scratch database
// there, runs `npm start` on it (migrations applied as usual) with reCAPTCHA on and its verify
// URL pointing at a local siteverify stand-in, and drops the database afterwards. Without
// BENCH_DATABASE_URL the line is skipped: the embedded database is no measure of a real server.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { SITEVERIFY_PATH, standInToken } from '@/e2e/stand-ins/siteverify';
import { freePort } from '@/lib/platform/db/embedded';
import { scratchDatabase } from '@/lib/platform/db/testing';
import { waitFor, withProductionSite } from './measure';

const ROUNDS = 3;
const SECRET = 'bench-recaptcha-secret';
const TOKEN_HOST = '127.0.0.1';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** A contact enquiry as the old site's form posts it, new text each time. */
function contactBody(n: number): string {
  return JSON.stringify({
    enquiry: ['Lithium_Battery', 'Inverter_And_UPS'],
    name: 'Bench Visitor',
    mobile: '9123456780',
    email: `bench-${n}@example.com`,
    city: 'Chandigarh',
    pincode: '160022',
    message: `Please send a quote for a 5 kVA inverter with two batteries (${n}).`,
    recaptchaToken: standInToken(0.9, 'contact', TOKEN_HOST),
  });
}

/** Posts a new contact enquiry on every request, or GETs the URL when `post` is false. */
async function load(
  url: string,
  connections: number,
  seconds: number,
  post = true,
): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(post && {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (req) => ({ ...req, body: contactBody(n++) }) }],
    }),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function print(name: string, runs: Figures[]) {
  const f = (pick: (r: Figures) => number) => median(runs.map(pick));
  console.log(
    `${name.padEnd(34)} ${f((r) => r.rps)
      .toFixed(0)
      .padStart(
        7,
      )} req/s   p50 ${String(f((r) => r.p50)).padStart(4)} ms   p99 ${String(f((r) => r.p99)).padStart(4)} ms   errors ${runs.reduce((s, r) => s + r.errors, 0)}`,
  );
}

/** Starts a Node script on a free port (named by `portVariable`); resolves once it answers. */
async function startServer(
  args: string[],
  env: Record<string, string>,
  { portVariable = 'PORT', ready = '/' } = {},
) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, [portVariable]: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base + ready, 30_000);
  return { base, stop: () => child.kill('SIGTERM') };
}

/** The bare insert server (scripts/bench-bare-insert.mjs). */
const startBareServer = (databaseUrl: string) =>
  startServer(['scripts/bench-bare-insert.mjs'], { DATABASE_URL: databaseUrl });

/**
 * The e2e siteverify stand-in, in a process of its own: in the bench's process it would wait
 * behind autocannon, and the site's captcha check with it.
 */
async function startSiteverify() {
  const server = await startServer(
    ['--import', 'tsx', 'e2e/stand-ins/serve.ts'],
    { STANDIN_SMTP_PORT: String(await freePort()), STANDIN_RECAPTCHA_SECRET: SECRET },
    { portVariable: 'STANDIN_HTTP_PORT', ready: '/mail' },
  );
  return { url: server.base + SITEVERIFY_PATH, close: server.stop };
}

async function countRows(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ enquiries: string; mails: string }>(
      `SELECT (SELECT count(*) FROM "ContactEnquiry") AS enquiries,
              (SELECT count(*) FROM "MailOutbox" WHERE "kind" = 'contact-enquiry') AS mails`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/**
 * POST /api/contact/contactsubmit on the production site against the bare insert server, both
 * on one scratch database, interleaved (site, bare, site, bare ...), medians of ROUNDS runs.
 * GET /api/health, the site answering without doing anything, is measured in the same rounds:
 * the most any route of this server can do on this machine, so the ceiling of the ratio.
 */
export async function contactWrites({
  seconds,
  connections,
}: {
  seconds: number;
  connections: number;
}) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      '\nContact writes: skipped (set BENCH_DATABASE_URL to a PostgreSQL server URL whose role may create databases)\n',
    );
    return;
  }
  const database = await scratchDatabase(serverUrl);
  const verify = await startSiteverify();
  try {
    const env = {
      DATABASE_URL: database.url,
      RECAPTCHA_SITE_KEY: 'bench-site-key',
      RECAPTCHA_SECRET_KEY: SECRET,
      RECAPTCHA_VERIFY_URL: verify.url,
      RECAPTCHA_HOSTNAMES: TOKEN_HOST,
      // All load comes from one address: lifted so that the figure is the endpoint's own
      // throughput; every request is still counted against the limits.
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_PER_DAY: '100000000',
    };
    await withProductionSite(env, async (base) => {
      const bare = await startBareServer(database.url);
      try {
        const site = `${base}/api/contact/contactsubmit`;
        const check = await fetch(site, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: contactBody(-1),
        });
        if (check.status !== 201) {
          throw new Error(`the contact API answered ${check.status}: ${await check.text()}`);
        }
        await load(site, 10, 2); // warm-up
        await load(bare.base, 10, 2);
        const siteRuns: Figures[] = [];
        const bareRuns: Figures[] = [];
        const floorRuns: Figures[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          siteRuns.push(await load(site, connections, seconds));
          bareRuns.push(await load(bare.base, connections, seconds));
          floorRuns.push(await load(`${base}/api/health`, connections, seconds, false));
        }
        console.log(
          `\nContact writes on PostgreSQL (scratch database on BENCH_DATABASE_URL's server), ${connections} connections, median of ${ROUNDS} interleaved ${seconds} s runs\n`,
        );
        print('POST contact (site)', siteRuns);
        print('POST bare Node + pg (2 inserts, tx)', bareRuns);
        // What the site answers with no work at all: no reading, no database, no captcha.
        print('GET /api/health (site, no work)', floorRuns);
        const rps = (runs: Figures[]) => median(runs.map((r) => r.rps));
        const ratio = rps(siteRuns) / rps(bareRuns);
        const { enquiries, mails } = await countRows(database.url);
        console.log(
          `site / bare: ${ratio.toFixed(2)} (target >= 0.5)   site's own ceiling (health / bare): ${(rps(floorRuns) / rps(bareRuns)).toFixed(2)}   stored: ${enquiries} enquiries, ${mails} queued mails\n`,
        );
      } finally {
        bare.stop();
      }
    });
  } finally {
    verify.close();
    // The site may still be closing its connections: the drop forces them.
    await new Promise((r) => setTimeout(r, 1000));
    await database.drop();
  }
}
