import type { Page } from '@playwright/test';

/**
 * Orders are rate-limited per address: the payment API's requests of this page come from an
 * address of their own (the page itself, and checkout's stand-in, keep the real one).
 */
export async function payFromOwnAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const ip = `10.${octet()}.${octet()}.${octet()}`;
  await page.route('**/api/payment/**', (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
}

/** Collects the alert and confirm texts the page shows, accepting each. */
export function dialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
}
