// The slowest tests of the last run of each runner, as .ci/run prints them at its end: reads the
// timings that Jest (scripts/jest-timings-reporter.mjs) and Playwright (its json reporter) wrote
// to the folder named by TEST_TIMINGS_DIR (or the first argument).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Timing {
  file: string;
  title: string;
  ms: number;
  status: string;
}

interface PlaywrightSuite {
  title: string;
  file: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: { projectName: string; results: { duration: number; status: string }[] }[];
  }[];
}

/** Every test of a Playwright json report, each run of it (a retry) as its own line. */
export function playwrightTimings(report: { suites: PlaywrightSuite[] }): Timing[] {
  const timings: Timing[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          timings.push({
            file: `${suite.file}:${spec.line}`,
            title: `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`,
            ms: result.duration,
            status: result.status,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return timings;
}

/** The `count` slowest, as lines: seconds, file, title. */
export function slowest(timings: Timing[], count = 20): string[] {
  return [...timings]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t) => `${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.file}  ${t.title}`);
}

function main() {
  const dir = process.argv[2] ?? process.env.TEST_TIMINGS_DIR;
  if (!dir) throw new Error('Name the folder of timings (TEST_TIMINGS_DIR).');
  const runners: [string, string, (json: unknown) => Timing[]][] = [
    ['Jest', 'jest.json', (json) => json as Timing[]],
    [
      'Playwright',
      'playwright.json',
      (json) => playwrightTimings(json as { suites: PlaywrightSuite[] }),
    ],
  ];
  for (const [name, file, read] of runners) {
    const full = path.join(dir, file);
    if (!existsSync(full)) {
      console.log(`\n${name}: no timings (it did not run to its end)`);
      continue;
    }
    const timings = read(JSON.parse(readFileSync(full, 'utf8')));
    const total = timings.reduce((sum, t) => sum + t.ms, 0);
    console.log(
      `\n${name}: the 20 slowest of ${timings.length} tests (${(total / 1000).toFixed(0)} s in all, summed over workers)`,
    );
    for (const line of slowest(timings)) console.log(line);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
