import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The layering rules of eslint.config.mjs (docs/architecture.md, "Layers"), tried on imports a
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
    line: "import { y } from '@/app/api/(old-site)/payment/create-order/route';",
    allowed: false,
  },
  {
    file: 'lib/payments/x.test.ts',
    line: "import { y } from '@/app/api/(old-site)/payment/create-order/route';",
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
  { file: 'app/api/x/route.ts', line: "import { y } from '@/lib/platform/http';", allowed: true },
  // Links prefetch on intent: next/link only through components/ui/link.tsx.
  { file: 'app/(site)/x/page.tsx', line: "import Link from 'next/link';", allowed: false },
  { file: 'components/layout/x.tsx', line: "import Link from 'next/link';", allowed: false },
  {
    file: 'components/layout/x.tsx',
    line: "import { Link } from '@/components/ui/link';",
    allowed: true,
  },
  {
    file: 'app/(site)/x/page.tsx',
    line: "import { Link } from '@/components/ui/link';",
    allowed: true,
  },
  {
    file: 'app/x/page.tsx',
    line: "import { y } from '@/components/inbox/inbox-table';",
    allowed: true,
  },
  {
    file: 'components/staff/x.tsx',
    line: "import { y } from '@/lib/platform/inbox/filters';",
    allowed: true,
  },
  { file: 'lib/payments/x.ts', line: "import { y } from '@/content/payment';", allowed: true },
  // lib/ in two layers: the platform knows no feature.
  {
    file: 'lib/platform/http/x.ts',
    line: "import { y } from '@/lib/enquiries/admin';",
    allowed: false,
  },
  { file: 'lib/platform/http/x.ts', line: "import { y } from '@/lib/features';", allowed: false },
  {
    file: 'lib/platform/auth/x.test.ts',
    line: "import { y } from '@/lib/staff/users';",
    allowed: false,
  },
  {
    file: 'lib/platform/http/x.ts',
    line: "import { y } from '../../enquiries/admin';",
    allowed: false,
  },
  { file: 'lib/platform/x.ts', line: "import { y } from '../features';", allowed: false },
  {
    file: 'lib/platform/http/x.ts',
    line: "import { y } from '@/components/ui/button';",
    allowed: false,
  },
  {
    file: 'lib/platform/http/x.ts',
    line: "import { y } from '@/lib/platform/db/client';",
    allowed: true,
  },
  { file: 'lib/platform/http/x.ts', line: "import { y } from '../db/client';", allowed: true },
  { file: 'lib/platform/x.ts', line: "import { y } from './http/client';", allowed: true },
  { file: 'lib/platform/http/x.ts', line: "import { y } from '@/content/api';", allowed: true },
  { file: 'lib/enquiries/x.ts', line: "import { y } from '@/lib/platform/http';", allowed: true },
  { file: 'lib/enquiries/x.ts', line: "import { y } from '@/lib/features';", allowed: true },
  { file: 'content/x.ts', line: "import { y } from './routes';", allowed: true },
  // lib/features holds derivations only: manifests, server halves and the platform.
  {
    file: 'lib/features/x.ts',
    line: "import { y } from '@/lib/investors/publisher';",
    allowed: false,
  },
  {
    file: 'lib/features/x.ts',
    line: "import { y } from '../investors/publisher';",
    allowed: false,
  },
  {
    file: 'lib/features/x.ts',
    line: "import { y } from '@/components/ui/button';",
    allowed: false,
  },
  {
    file: 'lib/features/x.ts',
    line: "import { y } from '@/lib/investors/feature.server';",
    allowed: true,
  },
  {
    file: 'lib/features/x.ts',
    line: "import { y } from '@/lib/investors/feature';",
    allowed: true,
  },
  {
    file: 'lib/features/x.ts',
    line: "import { y } from '@/lib/platform/db/client';",
    allowed: true,
  },
  { file: 'lib/features/x.test.ts', line: "import { y } from '@/lib/seed';", allowed: true },
  // Declared dependencies: a feature imports another only where its manifest names it
  // (dependsOn: warranty names locator, not payments); a kit imports no feature; tests may.
  {
    file: 'lib/warranty/x.ts',
    line: "import { y } from '@/lib/payments/config';",
    allowed: false,
  },
  { file: 'lib/warranty/x.ts', line: "import { y } from '../payments/config';", allowed: false },
  {
    file: 'lib/warranty/deeper/x.ts',
    line: "import type { y } from '../../service/schema';",
    allowed: false,
  },
  {
    file: 'components/warranty/x.tsx',
    line: "import { y } from '@/lib/payments/config';",
    allowed: false,
  },
  { file: 'lib/warranty/x.ts', line: "import { y } from '@/lib/locator/search';", allowed: true },
  {
    file: 'lib/warranty/x.test.ts',
    line: "import { y } from '@/lib/payments/config';",
    allowed: true,
  },
  {
    file: 'components/inbox/x.tsx',
    line: "import type { y } from '@/lib/staff/stats';",
    allowed: false,
  },
  {
    file: 'components/entity-form/x.tsx',
    line: "import type { y } from '@/lib/investors/types';",
    allowed: false,
  },
  {
    file: 'components/ui/x.tsx',
    line: "import type { y } from '@/lib/platform/forms/form-state';",
    allowed: true,
  },
];

const LINT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const out = [];
for (const { file, line } of cases) {
  const [result] = await eslint.lintText(line + '\\nexport const x = y;\\n', { filePath: file });
  const rules = ['no-restricted-imports', 'import/no-restricted-paths'];
  out.push(result.messages.filter((m) => rules.includes(m.ruleId)).length);
}
console.log(JSON.stringify(out));
`;

/**
 * The words rule (docs/architecture.md, "Words live in content/"): a component or page that writes a word in its JSX,
 * or in a prop a reader sees or a screen reader speaks, fails the lint; punctuation and symbols
 * pass, and so do words imported from content/.
 */
const WORD_CASES: { file: string; jsx: string; allowed: boolean }[] = [
  { file: 'components/ui/x.tsx', jsx: '<p>Read more</p>', allowed: false },
  { file: 'app/(site)/x/page.tsx', jsx: '<h1>About us</h1>', allowed: false },
  { file: 'components/ui/x.tsx', jsx: "<p>{'Read more'}</p>", allowed: false },
  { file: 'components/ui/x.tsx', jsx: "<p>{y ? 'Play' : 'Pause'}</p>", allowed: false },
  { file: 'components/ui/x.tsx', jsx: '<nav aria-label="Main" />', allowed: false },
  {
    file: 'components/ui/x.tsx',
    jsx: '<img alt={`Photo of ${y}`} src="/a.png" />',
    allowed: false,
  },
  { file: 'components/ui/x.tsx', jsx: '<input placeholder="Search" />', allowed: false },
  {
    file: 'components/ui/x.tsx',
    jsx: '<p>{y}: {y} – {y}. <span>©</span> <span>({y})</span></p>',
    allowed: true,
  },
  { file: 'components/ui/x.tsx', jsx: '<p className="text-sm">{y}.</p>', allowed: true },
  { file: 'components/ui/x.tsx', jsx: '<nav aria-label={y} />', allowed: true },
  { file: 'components/ui/x.test.tsx', jsx: '<p>Read more</p>', allowed: true },
];

const LINT_WORDS = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const out = [];
for (const { file, jsx } of cases) {
  const text = 'const y = 1;\\nexport const X = () => ' + jsx + ';\\n';
  const [result] = await eslint.lintText(text, { filePath: file });
  const rules = ['react/jsx-no-literals', 'no-restricted-syntax'];
  out.push(result.messages.filter((m) => rules.includes(m.ruleId)).length);
}
console.log(JSON.stringify(out));
`;

/** Runs one of the scripts above in a child process and returns the counts it prints. */
const lintCounts = (script: string, cases: unknown): number[] => {
  const stdout = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    { encoding: 'utf8' },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
};

describe('layering (npm run lint)', () => {
  let refusals: number[] = [];
  beforeAll(() => {
    refusals = lintCounts(LINT, CASES);
  }, 120_000);

  it.each(CASES.map((c, i) => [c.file, c.allowed ? 'may' : 'may not', c.line, i] as const))(
    '%s %s: %s',
    (_file, _verdict, _line, i) => {
      expect(refusals[i]).toBe(CASES[i]!.allowed ? 0 : 1);
    },
  );
});

describe('words live in content/ (npm run lint)', () => {
  let reports: number[] = [];
  beforeAll(() => {
    reports = lintCounts(LINT_WORDS, WORD_CASES);
  }, 120_000);

  it.each(WORD_CASES.map((c, i) => [c.file, c.allowed ? 'may' : 'may not', c.jsx, i] as const))(
    '%s %s hold: %s',
    (_file, _verdict, _jsx, i) => {
      if (WORD_CASES[i]!.allowed) expect(reports[i]).toBe(0);
      else expect(reports[i]).toBeGreaterThan(0);
    },
  );
});

/**
 * No two folders of lib/ import each other, however indirectly, except through lib/features (the
 * one list: it imports every feature's manifest and hooks, and features read what it derives).
 * The platform's own folders never form a loop either (a staff ↔ audit loop once did).
 */
describe('lib/ has no folder loops', () => {
  const unitOf = (file: string) => {
    const [, top, second] = file.split('/');
    return top === 'platform'
      ? `platform/${second!.replace(/\.(d\.)?m?ts$/, '')}`
      : top!.replace(/\.ts$/, '');
  };
  const edges = new Map<string, Set<string>>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'generated' ? [] : walk(full);
      return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
    });
  for (const file of walk('lib')) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(
      /from '(@\/lib\/[^']+|\.{1,2}\/[^']+)'/g,
    )) {
      const target = spec!.startsWith('@/') ? spec!.slice(2) : path.join(path.dirname(file), spec!);
      if (!target.startsWith('lib/')) continue;
      const [from, to] = [
        unitOf(file),
        unitOf(existsSync(target) && statSync(target).isDirectory() ? `${target}/x` : target),
      ];
      if (from !== to && from !== 'features' && to !== 'features') {
        edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
  }
  /** A loop through `start`, as the list of folders, or null. */
  function loopFrom(start: string): string[] | null {
    const queue: string[][] = [[start]];
    const seen = new Set<string>();
    while (queue.length) {
      const trail = queue.shift()!;
      for (const next of edges.get(trail.at(-1)!) ?? []) {
        if (next === start) return [...trail, next];
        if (!seen.has(next)) {
          seen.add(next);
          queue.push([...trail, next]);
        }
      }
    }
    return null;
  }

  it('finds the imports (so the check checks something)', () => {
    expect(edges.get('enquiries')).toContain('platform/http');
  });

  it.each([...edges.keys()].sort())('%s is on no loop', (folder) => {
    expect(loopFrom(folder)).toBeNull();
  });
});
