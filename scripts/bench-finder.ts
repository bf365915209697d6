// The bench's catalogue line (`npm run bench`, issue 43): the finder's latency on the production
// site at 50 connections, with the sample catalogue (725 models) loaded, beside a yardstick
// measured in the same run: the same filter as one SQL query (rows of the page and the count) on
// the same PostgreSQL, 50 at a time through a `pg` Pool. Each query four ways, in interleaved
// rounds: from Next directly; through the shipped nginx edge (deploy/nginx, scripts/edge-processes.ts)
// at one address, as a popular query is asked (the edge keeps it for a second); through the edge
// with every request a query not asked before (each one a render: what an unseen query costs);
// and the yardstick. And the in-process cost of `findModels` over the whole catalogue, to show
// where the time goes. `npm run bench -- --finder-only` runs it alone. Without nginx installed the
// two edge lines are left out.
//
// With BENCH_DATABASE_URL (a PostgreSQL server and a role that may create databases, as for the
// contact writes) the site runs on a scratch database there, with the sample sets loaded
// (SEED_SAMPLE_DATA=true), and the yardstick queries that database: a real server both ways.
// Without it both use the in-memory embedded database (PGlite: one WebAssembly thread that answers
// one query at a time), whose yardstick says little about a real server.
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import pg from 'pg';
import type { Language } from '@/content/languages';
import { connectDatabase } from '@/lib/platform/db/client';
import { embeddedUrl, freePort } from '@/lib/platform/db/embedded';
import { scratchDatabase } from '@/lib/platform/db/testing';
import {
  PAGE_SIZE,
  findModels,
  finderSearch,
  parseFinderQuery,
  type FinderQuery,
  type SearchParams,
} from '@/lib/catalogue/finder';
import type { CatalogueLine } from '@/lib/catalogue/specs';
import { readCatalogue } from '@/lib/catalogue/store';
import type { CatalogueModel } from '@/lib/catalogue/types';
import { requestFrom } from '../e2e/support/from-address';
import { load, WRK } from './bench-edge';
import { NGINX, startNginxEdge } from './edge-processes';
import { withProductionSite } from './measure';

/** Rounds of each query, the site and the yardstick taking turns (the order alternating). */
const ROUNDS = 5;
const ROUND_SECONDS = 4;
/** Runs of findModels in process, per query. */
const IN_PROCESS_RUNS = 500;
const LANGUAGE: Language = 'en';

interface Case {
  name: string;
  line: CatalogueLine | null;
  params: SearchParams;
  /**
   * The same filter at another address for every n from 1 (bounds moved by thousandths where no
   * model lies, or one past every model; the text in other letter cases and separators): each
   * finds the same models in the same order (checked), so an unseen address costs what the
   * first visit of a real one does.
   */
  unseen: (n: number) => SearchParams;
}

/** Addresses not asked before that each case can make (checked, then used at most once each). */
const UNSEEN_ADDRESSES = 5_000;

/** n as (1 to 999, 0 up): thousandths to move a bound by, and a second count. */
const split = (n: number) => [(n % 999) + 1, Math.floor(n / 999)] as const;

/**
 * `text` in the letter cases of n's low bits, its first space replaced by n's high bits plus one
 * in commas and spaces (the finder splits words at either): never `text` itself.
 */
function spelling(text: string, n: number): string {
  let bit = 0;
  const cased = text.replace(/[a-z]/gi, (letter) =>
    (n >> bit++) & 1 ? letter.toUpperCase() : letter.toLowerCase(),
  );
  const separator = ((n >> bit) + 1).toString(2).replace(/0/g, ' ').replace(/1/g, ',');
  return cased.replace(' ', separator);
}

/** Filtered queries people make: a line's ranges and ticks with a sort, and the index's search. */
const CASES: Case[] = [
  {
    name: 'LED 10–40 W, 4000K, by price',
    line: 'led-lights',
    params: {
      'min-wattage': '10',
      'max-wattage': '40',
      colourTemperature: '4000K',
      sort: 'price-asc',
    },
    unseen: (n) => {
      const [thousandths, more] = split(n);
      return {
        ...CASES[0]!.params,
        'max-wattage': (40 + thousandths / 1000).toFixed(3),
        'min-wattage': (10 - more / 1000).toFixed(3),
      };
    },
  },
  {
    name: 'Inverters pure sine, ≥ 1000 VA',
    line: 'inverter-ups',
    params: { waveform: 'pure-sine', 'min-ratingVa': '1000' },
    unseen: (n) => {
      const [thousandths, more] = split(n);
      return {
        ...CASES[1]!.params,
        'min-ratingVa': (1000 - thousandths / 1000).toFixed(3),
        ...(more > 0 && { 'max-ratingVa': String(1_000_000 + more) }),
      };
    },
  },
  {
    name: 'Index search "18W panel"',
    line: null,
    params: { q: '18W panel' },
    unseen: (n) => ({ q: spelling('18W panel', n) }),
  },
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The finder's address for a case, in the form the page answers 200 (not a 307 to it). */
function pathOf({ line, params }: Case): string {
  return `/products${line ? `/${line}` : ''}${finderSearch(parseFinderQuery(line, params))}`;
}

/** The finder's text matching (lib/catalogue/finder.ts), in SQL: lower case, numbers split from units. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/(\d)([a-z\u0900-\u097f])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2');
const HAYSTACK = String.raw`regexp_replace(regexp_replace(lower(code || ' ' || replace(code, '-', ' ') || ' ' || "nameEn" || ' ' || "nameHi"), '(\d)([a-z\u0900-\u097f])', '\1 \2', 'g'), '([a-z])(\d)', '\1 \2', 'g')`;

/**
 * The same filter as one query on "CatalogueModel": the page's rows (every column, as the site's
 * read takes them) and the count of all matches (a window count), LIMIT a page. Names sort in the
 * database's collation, not the finder's numeric one, so the order of equal prices and of names
 * with numbers may differ; the count is the same (checked).
 */
function finderSql(line: CatalogueLine | null, query: FinderQuery) {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where: string[] = [];
  if (line) where.push(`line = ${param(line)}`);
  if (!query.discontinued) where.push('NOT discontinued');
  if (query.series.length > 0) where.push(`series = ANY(${param(query.series)})`);
  for (const [key, { min, max }] of Object.entries(query.ranges)) {
    const number = `(CASE WHEN jsonb_typeof(specs -> ${param(key)}) = 'number' THEN (specs ->> ${param(key)})::numeric END)`;
    if (min !== undefined) where.push(`${number} >= ${param(min)}`);
    if (max !== undefined) where.push(`${number} <= ${param(max)}`);
    if (min === undefined && max === undefined) where.push(`${number} IS NOT NULL`);
  }
  for (const [key, choices] of Object.entries(query.choices))
    where.push(`specs ->> ${param(key)} = ANY(${param(choices)})`);
  for (const key of query.yes) where.push(`specs -> ${param(key)} = 'true'::jsonb`);
  for (const word of normalise(query.q)
    .split(/[\s,]+/)
    .filter(Boolean))
    where.push(`strpos(${HAYSTACK}, ${param(word)}) > 0`);
  const byName = '"nameEn", code';
  const order = {
    name: byName,
    newest: `"launchedOn" DESC, ${byName}`,
    'price-asc': `"mrpPaise" ASC NULLS LAST, ${byName}`,
    'price-desc': `"mrpPaise" DESC NULLS LAST, ${byName}`,
  }[query.sort];
  const text = `SELECT *, count(*) OVER () AS total FROM "CatalogueModel"
    WHERE ${where.join(' AND ') || 'true'} ORDER BY ${order}
    LIMIT ${PAGE_SIZE} OFFSET ${(query.page - 1) * PAGE_SIZE}`;
  return { text, values };
}

/**
 * A new address of the case's filter for every call (`Case.unseen`), so the edge has no copy and
 * Next renders each request. Used up, it repeats the last one (a throw inside autocannon's
 * request set-up would end the process with nginx and the site still running) and `check` then
 * fails the round: a repeat would be the edge's copy.
 */
function unseenAddresses(c: Case) {
  let n = 0;
  const next = () => pathOf({ ...c, params: c.unseen(Math.min(++n, UNSEEN_ADDRESSES)) });
  const check = () => {
    if (n > UNSEEN_ADDRESSES) throw new Error(`${c.name}: more requests than unseen addresses`);
  };
  return { next, check };
}

/** Each unseen address is the query's own form (not a 307) and finds what the case finds. */
function checkUnseen(c: Case, models: CatalogueModel[]) {
  const of = (params: SearchParams) => {
    const found = findModels(scope(models, c), parseFinderQuery(c.line, params), LANGUAGE);
    return `${found.total}: ${found.models.map((m) => m.code).join(' ')}`;
  };
  const expected = of(c.params);
  const paths = new Set([pathOf(c)]);
  for (let n = 1; n <= UNSEEN_ADDRESSES; n++) {
    const params = c.unseen(n);
    paths.add(pathOf({ ...c, params }));
    if (of(params) !== expected)
      throw new Error(`${c.name}: unseen address ${n} finds other models`);
  }
  if (paths.size !== UNSEEN_ADDRESSES + 1) throw new Error(`${c.name}: unseen addresses repeat`);
}

const scope = (models: CatalogueModel[], { line }: Pick<Case, 'line'>) =>
  line ? models.filter((m) => m.line === line) : models;

async function site(
  url: string,
  connections: number,
  seconds: number,
  nextPath?: () => string,
): Promise<Figures> {
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(nextPath && {
      requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    }),
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** `connections` clients each running the query back to back for `seconds`. */
async function yardstick(
  pool: pg.Pool,
  sql: { text: string; values: unknown[] },
  connections: number,
  seconds: number,
): Promise<Figures> {
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          await pool.query(sql);
          times.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    }),
  );
  const sorted = times.sort((a, b) => a - b);
  return {
    rps: times.length / seconds,
    p50: sorted[sorted.length >> 1] ?? NaN,
    p99: sorted[Math.floor(sorted.length * 0.99)] ?? NaN,
    errors,
  };
}

const ms = (value: number) =>
  `${(value < 10 ? value.toFixed(1) : value.toFixed(0)).padStart(5)} ms`;

function row(name: string, runs: Figures[]) {
  const f = (pick: (r: Figures) => number) => median(runs.map(pick));
  console.log(
    `  ${name.padEnd(32)} ${f((r) => r.rps)
      .toFixed(0)
      .padStart(
        6,
      )} req/s   p50 ${ms(f((r) => r.p50))}   p99 ${ms(f((r) => r.p99))}   errors ${runs.reduce((s, r) => s + r.errors, 0)}`,
  );
  return { rps: f((r) => r.rps), p50: f((r) => r.p50), p99: f((r) => r.p99) };
}

/** Median time of findModels over the catalogue as the page calls it (its line's models, or all). */
function inProcess(models: CatalogueModel[], { line }: Case, query: FinderQuery): number {
  const times: number[] = [];
  for (let i = 0; i < IN_PROCESS_RUNS; i++) {
    const started = performance.now();
    findModels(line ? models.filter((m) => m.line === line) : models, query, LANGUAGE);
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * What each request pays to read the cached catalogue: Next's data cache keeps `listModels()`'s
 * answer as JSON text and parses it on every call (unstable_cache). Its size and median parse.
 */
function cachedRead(models: CatalogueModel[]) {
  const json = JSON.stringify(models);
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    JSON.parse(json);
    times.push(performance.now() - started);
  }
  return { kb: Buffer.byteLength(json) / 1024, parse: median(times) };
}

type Prepared = Case & {
  query: FinderQuery;
  url: string;
  /** Its address through the edge, when nginx is installed. */
  edgeUrl: string | null;
  sql: { text: string; values: unknown[] };
  htmlKb: number;
};

/**
 * The case's address answers 200 with the models the finder finds, from Next and through the
 * edge (a HIT on the repeat: the edge keeps it), and the yardstick's query counts the same.
 */
async function check(c: Prepared, models: CatalogueModel[], pool: pg.Pool) {
  const response = await fetch(c.url, { redirect: 'manual' });
  const html = await response.text();
  c.htmlKb = Buffer.byteLength(html) / 1024;
  const expected = findModels(scope(models, c), c.query, LANGUAGE);
  if (response.status !== 200) throw new Error(`${c.url} answered ${response.status}`);
  if (expected.total === 0 || !html.includes(expected.models[0]!.code)) {
    throw new Error(`${c.url} does not show ${expected.models[0]?.code ?? 'any model'}`);
  }
  if (c.edgeUrl) {
    const { origin, pathname, search } = new URL(c.edgeUrl);
    const statuses: string[] = [];
    for (let i = 0; i < 5 && statuses.at(-1) !== 'HIT'; i++) {
      // requestFrom accepts the edge's throw-away certificate.
      const answer = await requestFrom('127.0.0.1', origin, { path: pathname + search });
      if (answer.status !== 200 || !answer.body.includes(expected.models[0]!.code))
        throw new Error(`${c.edgeUrl} answered ${answer.status} without the models`);
      statuses.push(String(answer.headers['x-cache-status']));
    }
    if (statuses.at(-1) !== 'HIT') throw new Error(`${c.edgeUrl}: never kept (${statuses})`);
  }
  checkUnseen(c, models);
  const { rows } = await pool.query<{ total: string }>(c.sql);
  if (Number(rows[0]?.total) !== expected.total) {
    throw new Error(
      `the yardstick's query finds ${rows[0]?.total} models for ${c.name}, the finder ${expected.total}`,
    );
  }
}

/**
 * The edge's kept copy, loaded by wrk when it is installed (scripts/bench-edge.ts): autocannon is
 * one Node thread, and decrypting some 800 TLS answers of 160 KB a second it is the bottleneck,
 * so its median is partly the client's. wrk's load fails on any answer but 2xx.
 */
async function cachedAtTheEdge(url: string, connections: number): Promise<Figures> {
  if (!existsSync(WRK)) return site(url, connections, ROUND_SECONDS);
  return { ...(await load(url, ROUND_SECONDS, connections, true)), errors: 0 };
}

/** The case's loads in interleaved rounds (each round starts one later), then their medians. */
async function measureCase(
  c: Prepared,
  models: CatalogueModel[],
  pool: pg.Pool,
  connections: number,
) {
  const unseen = unseenAddresses(c);
  const loads: [string, () => Promise<Figures>][] = [
    ['Next directly (GET, HTML)', () => site(c.url, connections, ROUND_SECONDS)],
    ...(c.edgeUrl === null
      ? []
      : ([
          ['edge, this address (kept 1 s)', () => cachedAtTheEdge(c.edgeUrl!, connections)],
          [
            'edge, every request unseen',
            async () => {
              const figures = await site(c.edgeUrl!, connections, ROUND_SECONDS, unseen.next);
              unseen.check();
              return figures;
            },
          ],
        ] as [string, () => Promise<Figures>][])),
    ['yardstick (SQL page + count)', () => yardstick(pool, c.sql, connections, ROUND_SECONDS)],
  ];
  const runs = loads.map((): Figures[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < loads.length; i++) {
      const k = (i + round) % loads.length;
      runs[k]!.push(await loads[k]![1]());
    }
  }
  const alone = await site(c.url, 1, 3);
  const { total } = findModels(scope(models, c), c.query, LANGUAGE);
  console.log(`${c.name}: ${pathOf(c)} (${total} models, ${c.htmlKb.toFixed(0)} KB of HTML)`);
  const medians = loads.map(([name], k) => row(name, runs[k]!));
  const sql = medians.at(-1)!;
  console.log(
    `  Next alone (1 connection)        p50 ${ms(alone.p50)}   findModels in process: median ${ms(inProcess(models, c, c.query))} of ${IN_PROCESS_RUNS}`,
  );
  const ratios = loads
    .slice(0, -1)
    .map(([name], k) => `${name.split(' (')[0]} ${(medians[k]!.p50 / sql.p50).toFixed(2)}`);
  console.log(`  p50 against the yardstick's: ${ratios.join('; ')} (target: p50 < 50 ms)\n`);
}

async function measure(base: string, databaseUrl: string, connections: number, where: string) {
  const db = connectDatabase(databaseUrl);
  const models = await readCatalogue(db).finally(() => db.$disconnect());
  if (models.length < 700) {
    throw new Error(
      `the bench's database holds ${models.length} catalogue models: the sample set \`catalogue\` was not loaded`,
    );
  }
  // The shipped edge in front of the site, as deployed (one nginx worker per core).
  const edge = existsSync(NGINX)
    ? await startNginxEdge({ upstreams: [Number(new URL(base).port)], workers: 'auto' })
    : null;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  try {
    const cases: Prepared[] = CASES.map((c) => {
      const query = parseFinderQuery(c.line, c.params);
      const path = pathOf(c);
      const edgeUrl = edge ? `https://127.0.0.1:${edge.port}${path}` : null;
      return { ...c, query, url: base + path, edgeUrl, sql: finderSql(c.line, query), htmlKb: 0 };
    });
    for (const c of cases) {
      await check(c, models, pool);
      await site(c.url, 10, 1); // warm-up
      if (c.edgeUrl) await site(c.edgeUrl, 10, 1);
      await yardstick(pool, c.sql, 10, 1);
    }
    console.log(
      `\nCatalogue finder (${models.length} models, ${where}), ${connections} connections, medians of ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s${edge ? `; the edge's kept copy loaded by ${existsSync(WRK) ? 'wrk' : 'autocannon (install wrk: autocannon tops out first)'}, the rest by autocannon` : '; nginx is not installed, so no edge lines'}\n`,
    );
    const read = cachedRead(models);
    console.log(
      `Every finder request reads the cached catalogue: ${read.kb.toFixed(0)} KB of JSON, parsed in a median ${ms(read.parse).trim()} (in this process)\n`,
    );
    for (const c of cases) await measureCase(c, models, pool, connections);
  } finally {
    await pool.end();
    await edge?.stop();
  }
}

export async function catalogueFinder({ connections }: { connections: number }) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const database = await scratchDatabase(serverUrl);
    try {
      await withProductionSite({ DATABASE_URL: database.url, SEED_SAMPLE_DATA: 'true' }, (base) =>
        measure(
          base,
          database.url,
          connections,
          "a scratch database on BENCH_DATABASE_URL's server",
        ),
      );
    } finally {
      // The site may still be closing its connections: the drop forces them.
      await new Promise((r) => setTimeout(r, 1000));
      await database.drop();
    }
    return;
  }
  const port = await freePort();
  await withProductionSite({ EMBEDDED_DB_PORT: String(port) }, (base) =>
    measure(
      base,
      embeddedUrl(port),
      connections,
      'the in-memory embedded database, which answers one query at a time; set BENCH_DATABASE_URL for a real server',
    ),
  );
}
