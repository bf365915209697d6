import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A Jest reporter that, with TEST_TIMINGS_DIR set (.ci/run), writes every test's duration to
 * jest.json there, for scripts/slowest-tests.ts to print the slowest.
 */
export default class TimingsReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_TIMINGS_DIR;
    if (!dir) return;
    const tests = results.testResults.flatMap((file) =>
      file.testResults.map((test) => ({
        file: path.relative(process.cwd(), file.testFilePath),
        title: test.fullName,
        ms: test.duration ?? 0,
        status: test.status,
      })),
    );
    writeFileSync(path.join(dir, 'jest.json'), JSON.stringify(tests));
  }
}
