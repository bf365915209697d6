/** The bearer secret the e2e server runs with (playwright.config.ts passes it on). */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-not-for-production';
