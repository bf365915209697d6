// `npm run bench`'s edge half: the shipped nginx edge and several instances, each figure beside a
// yardstick measured in the same run (the machine is shared and noisy: ratios, medians of
// interleaved rounds).
//   1. `/` through the shipped edge (deploy/nginx) against nginx serving the same bytes from disk;
//   2. `/search?q=led` (never cached) through the edge over two instances against over one;
//   3. how long after a revalidation the new rows show through the edge and on each instance.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase } from '@/lib/platform/db/client';
import { requestRevalidation } from '@/lib/investors/request-revalidation';
import { BULK_FILE_KEY, removeBulkFilings, seedBulkFilings } from '@/lib/investors/bulk-filings';
import { ROUTES } from '@/content/routes';
import { freePort } from '@/lib/platform/db/embedded';
import { requestFrom } from '../e2e/support/from-address';
import { startNextInstance, startNginxEdge, type NextInstance } from './edge-processes';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

/**
 * wrk (Debian's package) when it is installed: autocannon is one Node thread and tops out near
 * 4,000 TLS requests/s on this machine, below what nginx serves, so with it both sides of the
 * edge's comparison measure the client. The other lines keep autocannon.
 */
export const WRK = '/usr/bin/wrk';

export async function load(
  url: string,
  seconds: number,
  connections: number,
  fast = false,
): Promise<Figures> {
  if (fast && existsSync(WRK)) return wrk(url, seconds, connections);
  const result = await autocannon({ url, connections, duration: seconds });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > result.requests.total / 100) throw new Error(`${url}: ${failed} failed requests`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function wrk(url: string, seconds: number, connections: number): Figures {
  const out = execFileSync(WRK, ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', url], {
    encoding: 'utf8',
  });
  const ms = (line: RegExp) => {
    const [, value, unit] = line.exec(out) ?? [];
    if (!value) throw new Error(`wrk printed no ${line}:\n${out}`);
    return Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit!]!;
  };
  if (/Non-2xx or 3xx responses: (\d+)/.test(out))
    throw new Error(`${url}: failed requests\n${out}`);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: Number(ms(/\s50%\s+([\d.]+)(us|ms|s)/).toFixed(1)),
    p99: Number(ms(/\s99%\s+([\d.]+)(us|ms|s)/).toFixed(1)),
  };
}

/** Interleaved rounds of two loads; the medians of each. */
async function sideBySide(
  urls: [string, string],
  rounds: number,
  seconds: number,
  connections: number,
  fast = false,
) {
  const runs: [Figures[], Figures[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    for (const i of [0, 1] as const) runs[i].push(await load(urls[i], seconds, connections, fast));
  }
  return runs.map((figures) => ({
    rps: median(figures.map((f) => f.rps)),
    p50: median(figures.map((f) => f.p50)),
    p99: median(figures.map((f) => f.p99)),
  })) as [Figures, Figures];
}

const line = (name: string, f: Figures) =>
  console.log(
    `${name.padEnd(46)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms`,
  );

const ratio = (name: string, ours: Figures, yardstick: Figures, target: string) =>
  console.log(
    `  ratio ${name}: ${(ours.rps / yardstick.rps).toFixed(2)} (target ${target}); p99 ${ours.p99} ms against ${yardstick.p99} ms\n`,
  );

export interface EdgeBenchSite {
  /** The site `npm run bench` started (instance A). */
  base: string;
  /** Its database, for instance B and the revalidation rows. */
  databaseUrl: string;
  /** What instance B needs besides DATABASE_URL (the same settings as A: secrets, REDIS_URL). */
  env: Record<string, string>;
  revalidateSecret: string;
}

export async function benchEdge(site: EdgeBenchSite, seconds: number, connections: number) {
  const rounds = 3;
  const b: NextInstance = await startNextInstance({ ...site.env, DATABASE_URL: site.databaseUrl });
  const aPort = Number(new URL(site.base).port);
  const yardstickPort = await freePort();
  // One edge in front of A alone, one in front of A and B; the first also serves `/`'s bytes
  // from disk as the yardstick, on the same TLS and worker settings.
  const one = await startNginxEdge({
    upstreams: [aPort],
    workers: 'auto',
    extraServers: (dir) => `
  server {
    listen 127.0.0.1:${yardstickPort} ssl;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location = / { root ${dir}/static; try_files /index.html =404; default_type text/html; }
  }`,
  });
  const two = await startNginxEdge({ upstreams: [aPort, b.port], workers: 'auto' });
  try {
    mkdirSync(path.join(one.dir, 'static'));
    const html = await (await fetch(`${site.base}/`)).text();
    writeFileSync(path.join(one.dir, 'static', 'index.html'), html);
    const edge = (port: number, p: string) => `https://127.0.0.1:${port}${p}`;
    await load(edge(one.port, '/'), 2, 10); // warm-up: the cache filled, TLS sessions made
    await load(edge(two.port, '/search?q=led'), 2, 10);

    console.log(
      `\nThe shipped nginx edge (${rounds} interleaved rounds, medians, ${connections} connections, ${seconds} s each)\n`,
    );
    const [viaEdge, fromDisk] = await sideBySide(
      [edge(one.port, '/'), `https://127.0.0.1:${yardstickPort}/`],
      rounds,
      seconds,
      connections,
      true,
    );
    const client = existsSync(WRK) ? 'wrk' : 'autocannon (install wrk: it tops out first)';
    console.log(`(load from ${client})`);
    line('GET / through the shipped edge (cached)', viaEdge);
    line('GET / same bytes, nginx from disk', fromDisk);
    ratio('edge / nginx from disk', viaEdge, fromDisk, '>= 0.5, p99 < 10 ms');

    const [twoInstances, oneInstance] = await sideBySide(
      [edge(two.port, '/search?q=led'), edge(one.port, '/search?q=led')],
      rounds,
      seconds,
      connections,
    );
    line('GET /search?q=led, edge over two instances', twoInstances);
    line('GET /search?q=led, edge over one instance', oneInstance);
    ratio('two instances / one', twoInstances, oneInstance, '>= 1.3');

    await revalidationReach(site, [edge(one.port, ''), edge(two.port, ''), site.base, b.url]);
  } finally {
    await Promise.all([one.stop(), two.stop(), b.stop()]);
  }
}

/**
 * Adds one filing, asks instance A to revalidate (as `npm run revalidate` does), and times how
 * long the financials page takes to list it at every address given: through each edge, and on
 * each instance.
 */
async function revalidationReach(site: EdgeBenchSite, bases: string[]) {
  const page = ROUTES.financials.path;
  const db = connectDatabase(site.databaseUrl);
  try {
    await seedBulkFilings(db, 1);
    const started = Date.now();
    const outcome = await requestRevalidation(site.base, site.revalidateSecret);
    if (!outcome.ok) throw new Error(`revalidation failed: ${JSON.stringify(outcome)}`);
    const seen = await Promise.all(
      bases.map(async (base) => {
        while (Date.now() - started < 30_000) {
          // requestFrom accepts the edges' throw-away certificates.
          const { body: html } = await requestFrom('127.0.0.1', base, { path: page });
          if (html.includes(BULK_FILE_KEY)) return Date.now() - started;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return Number.NaN;
      }),
    );
    console.log(
      `A filing added and revalidated on instance A: ${page} lists it after (target 2,000 ms)`,
    );
    const names = ['edge over A', 'edge over A and B', 'instance A', 'instance B'];
    seen.forEach((ms, i) =>
      console.log(`  ${names[i]!.padEnd(20)} ${Number.isNaN(ms) ? 'not within 30 s' : `${ms} ms`}`),
    );
    await removeBulkFilings(db);
    await requestRevalidation(site.base, site.revalidateSecret);
  } finally {
    await db.$disconnect();
  }
}
