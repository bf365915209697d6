// `npm run bench`: a benchmark, not a test. Builds when needed, starts the production server on
// an in-memory embedded database, drives the home page and the subscribe API with autocannon for
// a fixed time, and prints requests/s, p50 and p99 latency and the home page's first-load
// JavaScript (gzipped). Then the investor document pages after years of filings: it loads 6,000
// bulk filings (`--filings N` for another count, lib/investors/bulk-filings.ts), asks the site to
// revalidate, and prints each page's HTML size (raw and gzipped), how long its fresh render took
// to appear, and how long a cached copy takes to fetch. And what proxy.ts costs: GET / from this
// server against the same build with the proxy switched off (scripts/without-proxy.ts), in
// interleaved rounds, medians side by side with their ratio.
// Then the catalogue finder's filtered queries, from Next and through the shipped nginx edge (one
// address, and a new address every request), against the same filter in SQL on the same database
// (scripts/bench-finder.ts; a real PostgreSQL with BENCH_DATABASE_URL). `--finder-only` runs it
// alone. Last, contact writes on a real PostgreSQL against a bare Node + pg insert server
// (scripts/bench-writes.ts; needs BENCH_DATABASE_URL). `--writes-only` runs that line alone.
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '@/content/routes';
import { connectDatabase } from '@/lib/platform/db/client';
import { freePort } from '@/lib/platform/db/embedded';
import { BULK_FILE_KEY, removeBulkFilings, seedBulkFilings } from '@/lib/investors/bulk-filings';
import { requestRevalidation } from '@/lib/investors/request-revalidation';
import { firstLoadJs, withProductionSite } from './measure';
import { existsSync } from 'node:fs';
import { localAuthSecret, localStaffSecretKey } from '@/lib/platform/auth/local-secret';
import { benchEdge } from './bench-edge';
import { NGINX, REDIS_SERVER, startRedis } from './edge-processes';
import { withNextStart, withSiteWithoutProxy } from './without-proxy';
import { contactWrites } from './bench-writes';
import { catalogueFinder } from './bench-finder';

const args = process.argv.slice(2);
const writesOnlyAt = args.indexOf('--writes-only');
const WRITES_ONLY = writesOnlyAt >= 0 && args.splice(writesOnlyAt, 1).length > 0;
const filingsAt = args.indexOf('--filings');
const FILINGS = filingsAt >= 0 ? Number(args.splice(filingsAt, 2)[1]) : 6000;
// `--proxy-only`: only the proxy's cost (GET / with and without proxy.ts).
const proxyOnlyAt = args.indexOf('--proxy-only');
const PROXY_ONLY = proxyOnlyAt >= 0 && args.splice(proxyOnlyAt, 1).length > 0;
// `--edge-only`: only the nginx edge and the two instances (scripts/bench-edge.ts).
const edgeOnlyAt = args.indexOf('--edge-only');
const EDGE_ONLY = edgeOnlyAt >= 0 && args.splice(edgeOnlyAt, 1).length > 0;
// `--finder-only`: only the catalogue finder and its SQL yardstick (scripts/bench-finder.ts).
const finderOnlyAt = args.indexOf('--finder-only');
const FINDER_ONLY = finderOnlyAt >= 0 && args.splice(finderOnlyAt, 1).length > 0;
const SECONDS = Number(args[0] ?? 10);
const REVALIDATE_SECRET = 'bench-only-revalidate-secret-0123456789';
const CONNECTIONS = 50;

async function run(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${errors}`,
  );
}

/** Rounds of GET / against each server in turn (the order alternating), ROUND_SECONDS each. */
const ROUNDS = 5;
const ROUND_SECONDS = 4;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function homePage(url: string): Promise<Figures> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: ROUND_SECONDS });
  if (r.errors + r.timeouts + r.non2xx > 0) throw new Error(`GET ${url}: failed requests`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

/**
 * GET / from `npm start` (at `base`) against a yardstick on the same build (at `other`). Both
 * servers run at once on the same database and take turns, the order alternating, so a busy
 * moment of this shared machine falls on both.
 */
async function interleaved(
  base: string,
  other: string,
  names: { ours: string; yardstick: string; target: string },
) {
  await autocannon({ url: `${other}/`, connections: 10, duration: 2 }); // warm-up
  const ours: Figures[] = [];
  const yardstick: Figures[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [base, other] : [other, base];
    for (const url of order) (url === base ? ours : yardstick).push(await homePage(`${url}/`));
  }
  const row = (name: string, runs: Figures[]) => {
    const f = {
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
    };
    console.log(
      `${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms`,
    );
    return f;
  };
  console.log(
    `\nGET /, medians of ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s, ${CONNECTIONS} connections\n`,
  );
  const a = row(names.ours, ours);
  const b = row(names.yardstick, yardstick);
  console.log(
    `ratio: ${(a.rps / b.rps).toFixed(2)} of its requests/s (${names.target}), p99 ${(a.p99 / b.p99).toFixed(2)} times its p99`,
  );
}

/** What proxy.ts costs: the same build and server without it (scripts/without-proxy.ts). */
const proxyCost = (base: string, env: Record<string, string>) =>
  withSiteWithoutProxy(env, (bare) =>
    interleaved(base, bare, {
      ours: 'npm start (with proxy.ts)',
      yardstick: 'same build without proxy.ts',
      target: 'target >= 0.9; p99 target <= 1.2',
    }),
  );

/**
 * What npm start's own server costs (scripts/next-server.mjs: client address, request id,
 * access log, graceful stop): `next start` on the same build and database, proxy.ts and all.
 */
const serverCost = (base: string, env: Record<string, string>) =>
  withNextStart(env, (plain) =>
    interleaved(base, plain, {
      ours: 'npm start',
      yardstick: '`next start`, same build',
      target: 'target >= 0.9',
    }),
  );

async function main() {
  if (FINDER_ONLY) return catalogueFinder({ connections: CONNECTIONS });
  if (!WRITES_ONLY) await readsAndPages();
  if (EDGE_ONLY || PROXY_ONLY) return;
  if (!WRITES_ONLY) await catalogueFinder({ connections: CONNECTIONS });
  await contactWrites({ seconds: SECONDS, connections: CONNECTIONS });
}

async function readsAndPages() {
  // All load comes from one address: lift the per-address form limit so the figure is the
  // endpoint's own throughput (the limit's counting still runs on every request).
  const dbPort = await freePort();
  const env: Record<string, string> = {
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_PER_DAY: '100000000',
    EMBEDDED_DB_PORT: String(dbPort),
    REVALIDATE_SECRET,
  };
  // The edge half (scripts/bench-edge.ts) runs two instances on one Redis cache, as deployed.
  const redis = existsSync(REDIS_SERVER) ? await startRedis() : null;
  if (redis) Object.assign(env, { REDIS_URL: redis.url });
  else console.log('redis-server is not installed: the instances share no cache.');
  // Instance B is started without npm start's wrapper: it needs the secrets npm start supplies.
  Object.assign(env, {
    NEXTAUTH_SECRET: localAuthSecret(),
    STAFF_SECRET_KEY: localStaffSecretKey(),
  });
  try {
    await measureSite(env, dbPort);
  } finally {
    await redis?.stop();
  }
}

async function measureSite(env: Record<string, string>, dbPort: number) {
  await withProductionSite(env, async (base) => {
    await autocannon({ url: `${base}/`, connections: 10, duration: 2 }); // warm-up
    const databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`;
    if (EDGE_ONLY) return edgeFigures(base, databaseUrl, env);
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each\n`);
    await run('GET / (static home page)', { url: `${base}/` });
    const sameDatabase = { ...env, DATABASE_URL: databaseUrl };
    await serverCost(base, sameDatabase);
    await proxyCost(base, sameDatabase);
    if (PROXY_ONLY) return;
    let n = 0;
    await run('POST subscribe (new address each)', {
      url: `${base}/api/emailsubscribe/submitsubscribemail`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ email: `bench-${Date.now()}-${n++}@example.com` }),
          }),
        },
      ],
    });
    const js = await firstLoadJs(base, '/');
    console.log(`\nHome page first-load JavaScript: ${(js / 1024).toFixed(1)} KB gzipped\n`);
    await edgeFigures(base, databaseUrl, env);
    await investorPages(base, databaseUrl);
  });
}

async function edgeFigures(base: string, databaseUrl: string, env: Record<string, string>) {
  if (!existsSync(NGINX))
    return console.log('nginx is not installed: the edge figures are left out.');
  await benchEdge(
    { base, databaseUrl, env, revalidateSecret: REVALIDATE_SECRET },
    SECONDS,
    CONNECTIONS,
  );
}

const INVESTOR_PAGES = [
  ROUTES.financials.path,
  ROUTES.shareholding.path,
  ROUTES.policies.path,
  '/api/financials/financials',
];

/** In the link of every bulk filing, so a page that lists any holds it. */
const BULK_MARK = BULK_FILE_KEY;

/** A year in the middle of the bulk filings (2001-02 to 2025-26), current and archived. */
const YEAR_PAGES = [ROUTES.financials.path, ROUTES.shareholding.path, ROUTES.policies.path].map(
  (path) => `${path}/2012-13`,
);

async function investorPages(base: string, databaseUrl: string) {
  const before = new Map<string, string>();
  for (const path of INVESTOR_PAGES) before.set(path, await (await fetch(base + path)).text());
  const db = connectDatabase(databaseUrl);
  try {
    await seedBulkFilings(db, FILINGS);
  } finally {
    await db.$disconnect();
  }
  const revalidated = await requestRevalidation(base, REVALIDATE_SECRET);
  if (!revalidated.ok) throw new Error(`revalidation failed: ${JSON.stringify(revalidated)}`);
  console.log(`Investor pages with ${FILINGS} bulk filings added (the seed's own besides)\n`);
  for (const path of INVESTOR_PAGES) {
    // After revalidation the first request still gets the old copy while the new one renders:
    // "fresh after" is how long the new copy, the one listing bulk filings, took to appear. (Not
    // "any other HTML": a copy can differ from the one before without holding the new rows.)
    const started = Date.now();
    let html = before.get(path)!;
    while (!html.includes(BULK_MARK) && Date.now() - started < 120_000) {
      await new Promise((r) => setTimeout(r, 50));
      html = await (await fetch(base + path)).text();
    }
    if (!html.includes(BULK_MARK)) throw new Error(`${path} never listed the bulk filings`);
    const fresh = Date.now() - started;
    const times = await cachedFetches(base, path);
    printPage(path, html, `fresh after ${String(fresh).padStart(5)} ms`, times);
  }
  // Year pages are rendered on their first visit (ISR): "first visit" is that render.
  for (const path of YEAR_PAGES) {
    const started = Date.now();
    const response = await fetch(base + path);
    const html = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const first = Date.now() - started;
    printPage(
      path,
      html,
      `first visit ${String(first).padStart(5)} ms`,
      await cachedFetches(base, path),
    );
  }
  await restoreInvestorPages(base, databaseUrl);
}

/**
 * Takes the bulk filings out again and waits until the list pages have been rendered without
 * them: those renders are kept in the build's folder (.next/server/app), which the next
 * `npm start` on the same build serves until it revalidates.
 */
async function restoreInvestorPages(base: string, databaseUrl: string) {
  const db = connectDatabase(databaseUrl);
  try {
    await removeBulkFilings(db);
  } finally {
    await db.$disconnect();
  }
  await requestRevalidation(base, REVALIDATE_SECRET);
  for (const path of INVESTOR_PAGES) {
    const started = Date.now();
    while (Date.now() - started < 120_000) {
      const html = await (await fetch(base + path)).text();
      if (!html.includes(BULK_MARK)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Five fetches of a cached page (gzip, as browsers ask); the median is printed. */
async function cachedFetches(base: string, path: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await (await fetch(base + path, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
    times.push(performance.now() - t);
  }
  return times;
}

function printPage(path: string, html: string, render: string, times: number[]) {
  const raw = Buffer.byteLength(html);
  const gz = gzipSync(html).length;
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(
    `${path.padEnd(44)} ${(raw / 1024).toFixed(0).padStart(6)} KB raw ${(gz / 1024).toFixed(0).padStart(5)} KB gzip   ${render}   cached fetch ${median.toFixed(0).padStart(4)} ms`,
  );
}

runCommand(main);
