// `npm run lighthouse`: a benchmark, not a test. Builds when needed, starts the production server
// on an in-memory database, runs Lighthouse (mobile preset, simulated throttling) on the pages
// below and prints each category's score with LCP, CLS and TBT. Then it prints the home page's
// first-load JavaScript beside a bare Next.js page's, both measured the same way (bench.ts's
// firstLoadJs) on builds made here with the same Next.js: see bare-next.ts.
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measureBareNextPage } from './bare-next';
import { firstLoadJs, withProductionSite } from './measure';
import { CHROMIUM_FLAGS, ensureChromium } from './chromium';
import { KEY_PAGES } from './key-pages';

// `npm run lighthouse -- /bess /our-journey` audits only the pages named.
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : KEY_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
// Playwright starts its browser headless itself; chrome-launcher needs to be told.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const pad = (s: string | number, n: number) => String(s).padStart(n);

async function audit(base: string, chromePath: string | undefined) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    console.log(
      `\n${'page'.padEnd(32)} ${CATEGORIES.map((c) => pad(c, 15)).join('')}    LCP     CLS    TBT`,
    );
    const misses: string[] = [];
    for (const path of PAGES) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const lhr = result!.lhr;
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      scores.forEach((s, i) => {
        if (s < TARGETS[CATEGORIES[i]!]!) misses.push(`${path} ${CATEGORIES[i]} ${s}`);
      });
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      console.log(
        `${path.padEnd(32)} ${scores.map((s) => pad(s, 15)).join('')} ${pad(metric('largest-contentful-paint'), 6)} ${pad(metric('cumulative-layout-shift'), 7)} ${pad(metric('total-blocking-time'), 6)}`,
      );
    }
    console.log(
      misses.length ? `\nBelow target: ${misses.join('; ')}` : '\nEvery score meets its target.',
    );
  } finally {
    await chrome.kill();
  }
}

async function main() {
  await withProductionSite({}, async (base) => {
    await audit(base, ensureChromium());
    const home = await firstLoadJs(base, '/');
    const bare = await measureBareNextPage();
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`\nFirst-load JavaScript, gzipped (sum of the page's <script src> files):`);
    console.log(`  home page                 ${kb(home)}`);
    console.log(`  bare Next.js page         ${kb(bare)}`);
    console.log(`  difference                ${kb(home - bare)} (budget 25.0 KB)`);
  });
}

runCommand(main);
