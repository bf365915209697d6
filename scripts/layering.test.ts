import { execFileSync } from 'node:child_process';

/**
 * The layering rules of eslint.config.mjs (README "Where things live"), tried on imports a
 * newcomer might write. ESLint runs in a child process of its own (it does not load in Jest's
 * module system), once for all the cases.
 */
const CASES: { file: string; line: string; allowed: boolean }[] = [
  {
    file: 'components/staff/x.tsx',
    line: "import { y } from '@/app/(staff)/staff/(signed-in)/actions';",
    allowed: false,
  },
  {
    file: 'components/staff/x.tsx',
    line: "import { y } from '../../app/api/contact/contactsubmit/route';",
    allowed: false,
  },
  {
    file: 'lib/payments/x.ts',
    line: "import { y } from '@/app/api/payment/create-order/route';",
    allowed: false,
  },
  {
    file: 'lib/payments/x.test.ts',
    line: "import { y } from '@/app/api/payment/create-order/route';",
    allowed: false,
  },
  {
    file: 'lib/payments/x.ts',
    line: "import { y } from '@/components/ui/button';",
    allowed: false,
  },
  { file: 'content/x.ts', line: "import { y } from '@/lib/investors/types';", allowed: false },
  {
    file: 'content/x.ts',
    line: "import type { y } from '../lib/investors/types';",
    allowed: false,
  },
  { file: 'app/api/x/route.ts', line: "import { y } from '@/lib/http';", allowed: true },
  {
    file: 'app/x/page.tsx',
    line: "import { y } from '@/components/staff/inbox-table';",
    allowed: true,
  },
  {
    file: 'components/staff/x.tsx',
    line: "import { y } from '@/lib/staff/filters';",
    allowed: true,
  },
  { file: 'lib/payments/x.ts', line: "import { y } from '@/content/payment';", allowed: true },
  { file: 'content/x.ts', line: "import { y } from './routes';", allowed: true },
];

const LINT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const out = [];
for (const { file, line } of cases) {
  const [result] = await eslint.lintText(line + '\\nexport const x = y;\\n', { filePath: file });
  out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length);
}
console.log(JSON.stringify(out));
`;

describe('layering (npm run lint)', () => {
  let refusals: number[] = [];
  beforeAll(() => {
    const stdout = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', LINT, JSON.stringify(CASES)],
      { encoding: 'utf8' },
    );
    refusals = JSON.parse(stdout.trim().split('\n').at(-1)!);
  }, 120_000);

  it.each(CASES.map((c, i) => [c.file, c.allowed ? 'may' : 'may not', c.line, i] as const))(
    '%s %s: %s',
    (_file, _verdict, _line, i) => {
      expect(refusals[i]).toBe(CASES[i]!.allowed ? 0 : 1);
    },
  );
});
