// `npm run lighthouse`: a benchmark, not a test. Builds when needed, starts the production server
// on an in-memory database and, beside it, a bare Next.js page built here with the same Next.js
// and React (bare-next.ts), the yardstick. Lighthouse (mobile preset) audits the bare page, each
// key page (scripts/key-pages.ts) and the Hindi home and contact pages in interleaved rounds,
// five by default, so that a busy minute on this shared machine hits all alike, with both of its
// throttling methods: simulated (its default, a model of a slow phone from an unthrottled load)
// and applied (`devtools`: the browser's CPU and network really slowed down). For each method it
// prints the medians (each category's score, FCP, LCP, CLS, TBT) beside the targets of issue 42,
// which are relative to the bare page's medians of the same run; then per page the LCP element
// and where the time went (the LCP's phases, the main thread's work by kind, from Lighthouse's
// trace), each page's HTML in gzip bytes without its inline stylesheet, and the home page's
// first-load JavaScript beside the bare page's.
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { withBareNextSite } from './bare-next';
import { firstLoadJs, htmlBytes, withProductionSite } from './measure';
import { CHROMIUM_FLAGS, ensureChromium } from './chromium';
import { KEY_PAGES } from './key-pages';
import { splitLanguage } from '../content/languages';

// `npm run lighthouse -- /bess /our-journey` audits only the pages named; `--runs 3` runs each
// page three times (default five: single runs on a 2-core machine swing by several points);
// `--method simulate` or `--method devtools` runs one throttling method (default both).
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Math.max(1, Number(args.splice(runsAt, 2)[1]) || 1) : 5;
// `--save <folder>` keeps each run's full report (JSON) for a closer look.
const saveAt = args.indexOf('--save');
const SAVE_DIR = saveAt >= 0 ? args.splice(saveAt, 2)[1] : undefined;
const methodAt = args.indexOf('--method');
const METHOD_ARG = methodAt >= 0 ? args.splice(methodAt, 2)[1] : undefined;
type Method = 'simulate' | 'devtools';
const METHODS: readonly Method[] =
  METHOD_ARG === 'simulate' || METHOD_ARG === 'devtools' ? [METHOD_ARG] : ['simulate', 'devtools'];
if (METHOD_ARG !== undefined && METHODS.length !== 1) {
  throw new Error(`--method takes simulate or devtools, not ${METHOD_ARG}`);
}
const PAGES: readonly string[] = args.length > 0 ? args : [...KEY_PAGES, '/hi', '/hi/contact-us'];
const METHOD_NAMES: Record<Method, string> = {
  simulate: "simulated throttling (Lighthouse's default)",
  devtools: 'applied throttling (--throttling-method=devtools)',
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Issue 42's targets, on each page's medians, relative to the bare page's medians of the same run.
const TARGETS = {
  /** Performance score at least the bare page's minus this (either method). */
  performanceBelowBare: 3,
  /** LCP at most the bare page's plus this, by method. */
  lcpAboveBareMs: { devtools: 400, simulate: 800 } satisfies Record<Method, number>,
  /** TBT at most the bare page's times this, by method (none for the simulated one). */
  tbtTimesBare: { devtools: 1.5, simulate: Infinity } satisfies Record<Method, number>,
  /** Accessibility, best practices and SEO. */
  otherCategories: 100,
  /** HTML of every key page, gzip, without its inline stylesheet; the home page's. */
  htmlGzipBytes: 12 * 1024,
  homeHtmlGzipBytes: 15 * 1024,
  /** Home page's first-load JavaScript above the bare page's, gzip. */
  homeJsAboveBareBytes: 10 * 1024,
};
// Best practices on /contact-us (and its twin in each language, which has the same outside hosts)
// loses points for the map's outside host when it is unreachable (offline machines): the only
// exception the issue allows.
const OFFLINE_EXCEPTIONS = new Set(['/contact-us best-practices']);
const offlineException = (path: string, category: string) =>
  OFFLINE_EXCEPTIONS.has(`${splitLanguage(path).path} ${category}`);
// Playwright starts its browser headless itself; chrome-launcher needs to be told.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const pad = (s: string | number, n: number) => String(s).padStart(n);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (n: number) => `${Math.round(n)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Table = { items?: Record<string, unknown>[] } | undefined;

/** One run's figures: scores, the simulated metrics, the browser's own (observed) paint times. */
function figures(lhr: Lhr) {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  // The LCP's phases (time to first byte, load delay, load time, render delay), where given.
  const phases: Record<string, number> = {};
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined;
  for (const table of lcp?.items ?? []) {
    for (const row of table.items ?? []) {
      if (row.phase && typeof row.timing === 'number') phases[row.phase] = row.timing;
    }
  }
  // The main thread's work by kind (script evaluation, style and layout, parsing...), from the
  // trace Lighthouse records: where the blocking time comes from.
  const work: Record<string, number> = {};
  for (const row of (lhr.audits['mainthread-work-breakdown']?.details as Table)?.items ?? []) {
    if (typeof row.groupLabel === 'string' && typeof row.duration === 'number') {
      work[row.groupLabel] = row.duration;
    }
  }
  // The LCP element: the node Lighthouse names in the same audit's first table.
  const node = (lcp?.items?.[0]?.items?.[0] as { node?: { snippet?: string; selector?: string } })
    ?.node;
  return {
    lcpElement: (node?.snippet ?? node?.selector ?? '-').replace(/\s+/g, ' ').slice(0, 110),
    scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    observedFcp: metrics?.observedFirstContentfulPaint ?? NaN,
    observedLcp: metrics?.observedLargestContentfulPaint ?? NaN,
    renderBlocking: (lhr.audits['render-blocking-resources']?.details as Table)?.items?.length ?? 0,
    phases,
    work,
    // Lighthouse's measure of this machine's speed (its CPU throttling assumes about 1,000+).
    benchmark: lhr.environment.benchmarkIndex,
  };
}
type Figures = ReturnType<typeof figures>;
type Metric =
  'fcp' | 'lcp' | 'cls' | 'tbt' | 'observedFcp' | 'observedLcp' | 'benchmark' | 'renderBlocking';

/** A page's medians over its runs. */
function medians(runs: Figures[]) {
  const of = (key: Metric) => median(runs.map((r) => r[key]));
  const keysOf = (pick: (r: Figures) => Record<string, number>) => [
    ...new Set(runs.flatMap((r) => Object.keys(pick(r)))),
  ];
  const mediansOf = (pick: (r: Figures) => Record<string, number>) =>
    Object.fromEntries(keysOf(pick).map((k) => [k, median(runs.map((r) => pick(r)[k] ?? 0))]));
  // The element most runs named.
  const named = runs.map((r) => r.lcpElement);
  const lcpElement = [...new Set(named)].sort(
    (a, b) => named.filter((n) => n === b).length - named.filter((n) => n === a).length,
  )[0]!;
  return {
    lcpElement,
    scores: CATEGORIES.map((_, i) => median(runs.map((r) => r.scores[i]!))),
    perfRuns: runs.map((r) => r.scores[0]).join('/'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    cls: of('cls'),
    tbt: of('tbt'),
    observedFcp: of('observedFcp'),
    observedLcp: of('observedLcp'),
    renderBlocking: of('renderBlocking'),
    benchmark: of('benchmark'),
    phases: mediansOf((r) => r.phases),
    work: mediansOf((r) => r.work),
  };
}
type Medians = ReturnType<typeof medians>;

/** What a page misses of the targets, relative to the bare page. */
function misses(path: string, page: Medians, bare: Medians, method: Method): string[] {
  const out: string[] = [];
  const [perf, ...others] = page.scores;
  if (perf! < bare.scores[0]! - TARGETS.performanceBelowBare) {
    out.push(`performance ${perf} < ${bare.scores[0]! - TARGETS.performanceBelowBare}`);
  }
  others.forEach((score, i) => {
    const category = CATEGORIES[i + 1]!;
    if (score < TARGETS.otherCategories && !offlineException(path, category)) {
      out.push(`${category} ${score}`);
    }
  });
  if (page.lcp > bare.lcp + TARGETS.lcpAboveBareMs[method]) {
    out.push(`LCP ${ms(page.lcp)} > ${ms(bare.lcp + TARGETS.lcpAboveBareMs[method])}`);
  }
  if (page.tbt > bare.tbt * TARGETS.tbtTimesBare[method]) {
    out.push(`TBT ${ms(page.tbt)} > ${ms(bare.tbt * TARGETS.tbtTimesBare[method])}`);
  }
  if (page.cls > 0) out.push(`CLS ${page.cls.toFixed(3)}`);
  return out.map((m) => `${path} (${method}): ${m}`);
}

const BARE = 'bare Next.js page';

async function audit(pages: { label: string; url: string }[], chromePath: string | undefined) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const key = (method: Method, label: string) => `${method} ${label}`;
  const runs = new Map<string, Figures[]>(
    METHODS.flatMap((method) => pages.map((p) => [key(method, p.label), []])),
  );
  try {
    // Round after round, every page once per round: a slow minute of the machine lands on the
    // bare page and ours alike, rather than on whichever page was being audited then.
    for (let round = 1; round <= RUNS; round++) {
      process.stdout.write(`round ${round} of ${RUNS}: `);
      for (const { label, url } of pages) {
        // Both methods of a page back to back: the same minute of the machine for each.
        for (const method of METHODS) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            throttlingMethod: method,
          });
          runs.get(key(method, label))!.push(figures(result!.lhr));
          if (SAVE_DIR) {
            mkdirSync(SAVE_DIR, { recursive: true });
            const name = `${method}-${label.replace(/[^a-z0-9-]+/gi, '_')}-${round}.json`;
            writeFileSync(join(SAVE_DIR, name), JSON.stringify(result!.lhr));
          }
          process.stdout.write('.');
        }
      }
      process.stdout.write('\n');
    }
  } finally {
    await chrome.kill();
  }
  return new Map(
    METHODS.map((method) => [
      method,
      new Map(pages.map(({ label }) => [label, medians(runs.get(key(method, label))!)])),
    ]),
  );
}

function report(results: Map<string, Medians>, method: Method) {
  const bare = results.get(BARE)!;
  console.log(`
${METHOD_NAMES[method]}: median of ${RUNS} run(s) per page (mobile preset), interleaved with the bare page.`);
  console.log(
    `${'page'.padEnd(32)} ${CATEGORIES.map((c) => pad(c, 15)).join('')}  ${pad('perf runs', 14)}      FCP      LCP    CLS    TBT  vs bare: perf    LCP    TBT`,
  );
  for (const [label, m] of results) {
    const versus =
      label === BARE
        ? ''
        : `  ${pad(m.scores[0]! - bare.scores[0]!, 12)} ${pad(`${m.lcp - bare.lcp >= 0 ? '+' : ''}${Math.round(m.lcp - bare.lcp)}`, 6)} ${pad(`${(m.tbt / Math.max(bare.tbt, 1)).toFixed(2)}x`, 6)}`;
    console.log(
      `${label.padEnd(32)} ${m.scores.map((s) => pad(s, 15)).join('')}  ${pad(m.perfRuns, 14)} ${pad(ms(m.fcp), 8)} ${pad(ms(m.lcp), 8)} ${pad(m.cls.toFixed(3), 6)} ${pad(ms(m.tbt), 6)}${versus}`,
    );
  }
  console.log(`
Where the time goes (medians; "observed" is the unthrottled browser's own paint; main-thread work
from Lighthouse's trace, throttled):`);
  for (const [label, m] of results) {
    const phases = Object.entries(m.phases)
      .map(([name, t]) => `${name} ${ms(t)}`)
      .join(', ');
    const work = Object.entries(m.work)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, t]) => `${name} ${ms(t)}`)
      .join(', ');
    console.log(
      `${label.padEnd(32)} observed FCP ${ms(m.observedFcp)}, LCP ${ms(m.observedLcp)}; render-blocking requests ${m.renderBlocking}; LCP phases: ${phases || '-'}`,
    );
    console.log(`${''.padEnd(32)} LCP element: ${m.lcpElement}`);
    console.log(
      `${''.padEnd(32)} main thread: ${work || '-'}; machine benchmark ${Math.round(m.benchmark)}`,
    );
  }
}

async function main() {
  const chromePath = ensureChromium();
  await withProductionSite({}, (base) =>
    withBareNextSite(async (bareBase) => {
      const results = await audit(
        [
          { label: BARE, url: `${bareBase}/` },
          ...PAGES.map((path) => ({ label: path, url: `${base}${path}` })),
        ],
        chromePath,
      );
      const missed: string[] = [];
      for (const [method, pages] of results) {
        report(pages, method);
        const bare = pages.get(BARE)!;
        for (const [label, m] of pages)
          if (label !== BARE) missed.push(...misses(label, m, bare, method));
      }

      console.log(
        `\nHTML as sent (raw, gzip; gzip without the inline stylesheet, budget ${kb(TARGETS.htmlGzipBytes)}, the home page's ${kb(TARGETS.homeHtmlGzipBytes)}):`,
      );
      for (const [label, url] of [
        [BARE, `${bareBase}/`],
        ...PAGES.map((path) => [path, `${base}${path}`]),
      ] as const) {
        const { raw, gzip, gzipWithoutStyles } = await htmlBytes(url);
        console.log(
          `  ${label.padEnd(32)} ${pad(kb(raw), 9)} ${pad(kb(gzip), 8)} ${pad(kb(gzipWithoutStyles), 8)}`,
        );
        const budget =
          splitLanguage(label).path === '/' ? TARGETS.homeHtmlGzipBytes : TARGETS.htmlGzipBytes;
        if (label !== BARE && gzipWithoutStyles > budget) {
          missed.push(`${label}: HTML ${kb(gzipWithoutStyles)} gzip > ${kb(budget)}`);
        }
      }

      const home = await firstLoadJs(base, '/');
      const bareJs = await firstLoadJs(bareBase, '/');
      console.log(`\nFirst-load JavaScript, gzipped (sum of the page's <script src> files):`);
      console.log(`  home page                 ${kb(home)}`);
      console.log(`  bare Next.js page         ${kb(bareJs)}`);
      console.log(
        `  difference                ${kb(home - bareJs)} (budget ${kb(TARGETS.homeJsAboveBareBytes)})`,
      );
      if (home - bareJs > TARGETS.homeJsAboveBareBytes) {
        missed.push(`/: first-load JavaScript ${kb(home - bareJs)} above the bare page's`);
      }
      console.log(
        missed.length
          ? `\nBelow target:\n  ${missed.join('\n  ')}`
          : '\nEvery median meets its target.',
      );
    }),
  );
}

runCommand(main);
