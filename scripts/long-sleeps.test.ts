import { execFileSync } from 'node:child_process';

/**
 * The rule of eslint.config.mjs that keeps tests off the real clock: a literal wait over a
 * second fails the lint in a test (Jest or Playwright), a test's time budget or a short wait
 * does not, and product code is not concerned. ESLint runs in a child process (it does not load
 * in Jest's module system), once for all the cases.
 */
const CASES: { file: string; line: string; refused: boolean }[] = [
  { file: 'lib/x.test.ts', line: 'await sleep(5_000);', refused: true },
  { file: 'lib/x.test.ts', line: 'await setTimeout(1500);', refused: true },
  { file: 'lib/x.test.ts', line: 'await new Promise((r) => setTimeout(r, 2000));', refused: true },
  { file: 'lib/x.test.ts', line: 'await timers.setTimeout(15_000);', refused: true },
  { file: 'e2e/x.spec.ts', line: 'await page.waitForTimeout(3000);', refused: true },
  { file: 'e2e/support/x.ts', line: 'await delay(1001);', refused: true },
  { file: 'lib/platform/db/x.jest.ts', line: 'await sleep(60_000);', refused: true },
  { file: 'lib/x.test.ts', line: 'await sleep(1000);', refused: false },
  { file: 'lib/x.test.ts', line: 'await new Promise((r) => setTimeout(r, 50));', refused: false },
  { file: 'e2e/x.spec.ts', line: 'test.setTimeout(180_000);', refused: false },
  { file: 'lib/x.test.ts', line: 'jest.setTimeout(120_000);', refused: false },
  { file: 'lib/x.ts', line: 'await sleep(5_000);', refused: false },
];

const LINT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const out = [];
for (const { file, line } of cases) {
  const text = 'const sleep = async (ms) => ms;\\nexport async function f(page, test, timers, delay) {\\n  ' + line + '\\n}\\n';
  const [result] = await eslint.lintText(text, { filePath: file });
  out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message));
}
console.log(JSON.stringify(out));
`;

describe('no test waits on the real clock for more than a second (npm run lint)', () => {
  let messages: string[][] = [];
  beforeAll(() => {
    const stdout = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', LINT, JSON.stringify(CASES)],
      { encoding: 'utf8' },
    );
    messages = JSON.parse(stdout.trim().split('\n').at(-1)!);
  }, 120_000);

  it.each(CASES.map((c, i) => [c.file, c.refused ? 'refuses' : 'allows', c.line, i] as const))(
    '%s %s: %s',
    (_file, verdict, _line, i) => {
      expect(messages[i]).toEqual(
        verdict === 'refuses'
          ? [
              'Tests wait at most a second on the real clock: move the clock the code reads (lib/platform/clock.ts) instead.',
            ]
          : [],
      );
    },
  );
});
