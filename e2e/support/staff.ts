import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_DATABASE_URL } from './db';

export const STAFF_PASSWORD = 'correct horse battery staple';

/** Creates a member of staff with the real command staff use (`npm run staff:create`). */
export function createStaffUser(email = `staff-${randomUUID()}@example.com`): string {
  execFileSync(
    'node_modules/.bin/tsx',
    ['scripts/staff-create.ts', '--email', email, '--name', 'Test Staff'],
    {
      input: `${STAFF_PASSWORD}\n`,
      env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL },
    },
  );
  return email;
}

export async function signIn(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.goto('/staff/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type StaffTest = typeof import('./fixtures').test;

/**
 * Every test of the calling file starts signed in as one member of staff, from an address of
 * its own worker (sign-in is rate-limited per address).
 */
export function signInBeforeEach(test: StaffTest, addressPrefix: string): () => string {
  let email = '';
  test.beforeAll(() => {
    email = createStaffUser();
  });
  test.beforeEach(async ({ page, context }, testInfo) => {
    await context.setExtraHTTPHeaders({
      'x-forwarded-for': `${addressPrefix}.${testInfo.workerIndex % 250}`,
    });
    await signIn(page, email);
    await page.waitForURL(/\/staff$/);
  });
  return () => email;
}
