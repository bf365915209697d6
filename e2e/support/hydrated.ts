import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated `locator` (it then carries React's keys). A click on a
 * client-side widget (a menu toggle, a profile card) before that is lost, as it would be for a
 * visitor; a test that clicks straight after `goto` waits here first.
 */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react'))))
    .toBe(true);
}
