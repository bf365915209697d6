import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,app,components,content,scripts,prisma}/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // A real PostgreSQL of the run's own: a scratch database on TEST_DATABASE_URL when set,
  // otherwise an in-memory embedded one (never the developer's DATABASE_URL or .data/pg).
  globalSetup: '<rootDir>/jest.global-setup.mjs',
  globalTeardown: '<rootDir>/jest.global-teardown.mjs',
  testTimeout: 30_000,
  // Jest's default (one worker fewer than cores) is a single worker on a 2-core machine, which
  // then mostly waits: the embedded database answers from Jest's parent process.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // With TEST_TIMINGS_DIR (.ci/run), every test's time too, for scripts/slowest-tests.ts.
  reporters: [
    'default',
    ...(process.env.TEST_TIMINGS_DIR ? ['<rootDir>/scripts/jest-timings-reporter.mjs'] : []),
  ],
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // Next's transform, as scripts/jest-transform.mjs adapts it for Node 24's require(esm).
  for (const [pattern, entry] of Object.entries(resolved.transform)) {
    if (Array.isArray(entry) && String(entry[0]).includes('jest-transformer')) {
      resolved.transform[pattern] = ['<rootDir>/scripts/jest-transform.mjs', entry[1]];
    }
  }
  // Prisma 7 loads its WebAssembly query compiler from .mjs files, which Jest must transform.
  resolved.transformIgnorePatterns = [
    '/node_modules/(?!@prisma/client/runtime/)',
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
