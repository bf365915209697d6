import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Files matching `files` may not import the top-level folders in `forbidden` (alias or relative). */
function layer(files, forbidden, message) {
  const group = forbidden.flatMap((dir) => [
    `@/${dir}`,
    `@/${dir}/**`,
    `**/../${dir}`,
    `**/../${dir}/**`,
  ]);
  return [
    {
      files: [files],
      rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
    },
  ];
}

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
  ),
  ...layer('lib/**', ['app', 'components'], 'lib/ must not import app/ or components/.'),
  ...layer(
    'content/**',
    ['app', 'components', 'lib', 'proxy'],
    'content/ holds words and data: it imports only other content/ modules.',
  ),
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'lib/db/generated/**',
      'next-env.d.ts',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default config;
