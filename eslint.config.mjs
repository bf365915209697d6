import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { dependencyZones } from './scripts/feature-dependencies.mjs';

/**
 * Links prefetch on intent (components/ui/link.tsx), so next/link is imported there only. An
 * ESLint rule's options are replaced, not merged, by a later entry for the same file: every entry
 * of no-restricted-imports for app/ or components/ carries these paths.
 */
const LINK_PATHS = [
  {
    name: 'next/link',
    message:
      "Use `import { Link } from '@/components/ui/link'`: it prefetches on intent, not on sight.",
  },
];

/** Files matching `files` may not import the top-level folders in `forbidden` (alias or relative). */
function layer(files, forbidden, message, paths = []) {
  const group = forbidden.flatMap((dir) => [
    `@/${dir}`,
    `@/${dir}/**`,
    `**/../${dir}`,
    `**/../${dir}/**`,
  ]);
  return [
    {
      files: [files],
      rules: { 'no-restricted-imports': ['error', { paths, patterns: [{ group, message }] }] },
    },
  ];
}

/**
 * Words live in content/ (README "Where things live"): JSX text in app/ and components/ may hold
 * only punctuation and symbols, and so may the props a reader sees or a screen reader speaks.
 */
const PUNCTUATION = [':', '.', ',', ';', '-', '–', '—', '(', ')', '/', '|', '·', '•', '…'];
const SYMBOLS = ['©', '×', '“', '”', '‘', '’', '→', '←', '+', '%', '&'];
const SPOKEN_PROPS =
  'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|alt|title|placeholder|label|caption|unit|listLabel)$/]';
const CHILD = ':matches(JSXElement, JSXFragment) > JSXExpressionContainer';
const WORD = '/[A-Za-z]/';
const WORDS_MESSAGE =
  "Visible words belong in content/: import them from the area's content module.";
const words = [
  {
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        { noStrings: true, ignoreProps: true, allowedStrings: [...PUNCTUATION, ...SYMBOLS] },
      ],
      // jsx-no-literals sees neither props nor the branches of `{a ? 'x' : 'y'}`.
      'no-restricted-syntax': [
        'error',
        ...[
          `${SPOKEN_PROPS} > Literal[value=${WORD}]`,
          `${SPOKEN_PROPS} > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${WORD}]`,
          `${SPOKEN_PROPS} > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORD}]`,
          `${CHILD} > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${WORD}]`,
          `${CHILD} > TemplateLiteral > TemplateElement[value.raw=${WORD}]`,
        ].map((selector) => ({ selector, message: WORDS_MESSAGE })),
      ],
    },
  },
];

/**
 * lib/ in two layers (docs/architecture.md): the platform (lib/platform: db, http, env, log,
 * storage, ops, rate limits, security, auth, the audit writer, the mail outbox, validation,
 * numbering, the form and inbox kits) knows no feature. It imports lib/platform only (plus
 * content/ and packages), never a feature folder of lib/ or the features' list (lib/features);
 * a kit takes a feature's specifics as arguments. Relative imports may not climb out of it.
 */
const PLATFORM_MESSAGE =
  "lib/platform knows no feature: import only lib/platform (pass a feature's specifics as arguments).";
const platformPatterns = (climb) => [
  {
    group: ['@/app', '@/app/**', '@/components', '@/components/**'],
    message: 'lib/ must not import app/ or components/.',
  },
  {
    group: ['@/lib/*', '!@/lib/platform', '@/lib/*/**', '!@/lib/platform/**'],
    message: PLATFORM_MESSAGE,
  },
  { regex: climb, message: PLATFORM_MESSAGE },
];
const platform = [
  {
    // A file directly in lib/platform: `../` already leaves the platform.
    files: ['lib/platform/*'],
    rules: { 'no-restricted-imports': ['error', { patterns: platformPatterns('^\\.\\./') }] },
  },
  {
    // Deeper: `../x` is a sibling platform folder; `../../` leaves the platform.
    files: ['lib/platform/*/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: platformPatterns('^(\\.\\./){2,}') }],
    },
  },
];

/**
 * lib/features holds derivations only: it reads each feature's manifest (`lib/<feature>/feature`)
 * and server half (`lib/<feature>/feature.server`), and the platform; a feature's other modules
 * reach it through its server half, never by name here (docs/decisions/feature-manifests.md).
 */
const FEATURES_MESSAGE =
  "lib/features derives from the features' manifests and server halves only: give the feature's feature.server.ts what this needs.";
const derivations = [
  {
    files: ['lib/features/*.ts'],
    ignores: ['lib/features/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app', '@/app/**', '@/components', '@/components/**'],
              message: 'lib/ must not import app/ or components/.',
            },
            {
              group: [
                '@/lib/*/**',
                '!@/lib/platform/**',
                '!@/lib/features',
                '!@/lib/*/feature',
                '!@/lib/*/feature.server',
              ],
              message: FEATURES_MESSAGE,
            },
            { regex: '^\\.\\./', message: FEATURES_MESSAGE },
          ],
        },
      ],
    },
  },
];

/**
 * Declared dependencies (docs/architecture.md, "Layers"): a feature's code imports another
 * feature only where its manifest names it (`dependsOn`), and a kit of components/ imports no
 * feature. Imports are resolved (aliases and relative paths alike). Tests may import any feature.
 */
const dependencies = [
  {
    files: ['lib/**', 'components/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: dependencyZones() }] },
  },
];

/**
 * Tests never wait on the real clock for more than a second (docs/operations/testing.md, CI): a
 * test of something that happens later moves the clock the code reads (lib/platform/clock.ts)
 * instead. A literal delay over 1000 ms in a sleep, a timer or Playwright's waitForTimeout fails.
 */
const SLEEP_MESSAGE =
  'Tests wait at most a second on the real clock: move the clock the code reads (lib/platform/clock.ts) instead.';
const OVER_A_SECOND = '[value>1000]';
const longSleeps = [
  {
    files: ['**/*.test.{ts,tsx,mjs}', '**/*.jest.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // sleep(5000), delay(5000), setTimeout(5000) of node:timers/promises
          `CallExpression[callee.name=/^(sleep|delay|wait|setTimeout)$/] > Literal.arguments:first-child${OVER_A_SECOND}`,
          // setTimeout(done, 5000), setInterval's first wait
          `CallExpression[callee.name=/^(setTimeout|setInterval)$/] > Literal.arguments:nth-child(2)${OVER_A_SECOND}`,
          // page.waitForTimeout(5000), timers.setTimeout(5000) (not test.setTimeout, a budget)
          `CallExpression[callee.property.name=/^(waitForTimeout|sleep|delay)$/] > Literal.arguments:first-child${OVER_A_SECOND}`,
          `CallExpression[callee.object.name=/^timers$/][callee.property.name='setTimeout'] > Literal.arguments:first-child${OVER_A_SECOND}`,
          `CallExpression[callee.object.name=/^(global|globalThis|window)$/][callee.property.name=/^(setTimeout|setInterval)$/] > Literal.arguments:nth-child(2)${OVER_A_SECOND}`,
        ].map((selector) => ({ selector, message: SLEEP_MESSAGE })),
      ],
    },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Layering (README "Where things live"): app/ may use everything below it; components/ never
  // imports app/ (a page hands a server action to a component as a prop); lib/ (tests included)
  // never imports app/ or components/; content/ imports only content/.
  ...layer(
    'components/**',
    ['app'],
    'components/ must not import app/: pass the action as a prop.',
    LINK_PATHS,
  ),
  { files: ['app/**'], rules: { 'no-restricted-imports': ['error', { paths: LINK_PATHS }] } },
  ...layer('lib/**', ['app', 'components'], 'lib/ must not import app/ or components/.'),
  ...platform,
  ...derivations,
  ...dependencies,
  ...layer(
    'content/**',
    ['app', 'components', 'lib', 'proxy'],
    'content/ holds words and data: it imports only other content/ modules.',
  ),
  ...words,
  ...longSleeps,
  {
    ignores: [
      '.next/**',
      // The bare Next.js page npm run lighthouse builds while it runs (scripts/bare-next.ts).
      '.bare-next/**',
      '.site-css/**',
      'node_modules/**',
      '.data/**',
      'lib/platform/db/generated/**',
      'next-env.d.ts',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default config;
