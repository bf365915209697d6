import type { Locator } from '@playwright/test';

/** The bearer secret the e2e server runs with (playwright.config.ts passes it on). */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-not-for-production';

/** Names on the person cards (board, committees) in `scope` that contain `tag`, in page order. */
export const personCardNames = (scope: Locator, tag: string) =>
  scope.getByRole('button').filter({ hasText: tag }).locator('span.text-lg').allTextContents();
