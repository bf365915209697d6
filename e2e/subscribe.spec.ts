import { randomUUID } from 'node:crypto';
import type { Route } from '@playwright/test';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';

const ENDPOINT = '**/api/emailsubscribe/submitsubscribemail';

test.describe('footer subscription', () => {
  test('an empty e-mail shows "Please enter your email." and sends nothing', async ({ page }) => {
    let requests = 0;
    page.on('request', (r) => r.url().includes('submitsubscribemail') && requests++);
    await page.goto('/');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(
      'Please enter your email.',
    );
    expect(requests).toBe(0);
  });

  test('a new address is stored, thanked and cleared; the message stays', async ({ page }) => {
    const email = `visitor-${randomUUID()}@example.com`;
    await page.goto('/');
    const input = page.getByRole('textbox', { name: 'Subscribe for new product solutions' });
    await input.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const status = page.getByRole('contentinfo').getByRole('status');
    await expect(status).toHaveText(
      'Thank you for subscribing! We will e-mail you about new product solutions.',
    );
    await expect(input).toHaveValue('');
    expect(await sql('SELECT email FROM "Subscriber" WHERE email = $1', [email])).toHaveLength(1);

    await input.fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(status).toHaveText('You are already subscribed with this email. Thank you!');
    expect(await sql('SELECT email FROM "Subscriber" WHERE email = $1', [email])).toHaveLength(1);
  });

  test("a refused address shows the server's message and keeps the input", async ({ page }) => {
    await page.goto('/');
    const input = page.getByRole('textbox', { name: 'Subscribe for new product solutions' });
    await input.fill('someone@nowhere');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(
      'Please enter a valid email address.',
    );
    await expect(input).toHaveValue('someone@nowhere');
  });

  for (const [name, fail] of [
    ['a network failure', (route) => route.abort('failed')],
    [
      'an unreadable reply',
      (route) => route.fulfill({ status: 200, body: '<html>proxy page</html>' }),
    ],
  ] as [string, (route: Route) => Promise<void>][]) {
    test(`${name} says something went wrong and keeps the input`, async ({ page }) => {
      await page.goto('/');
      await page.route(ENDPOINT, fail);
      const input = page.getByRole('textbox', { name: 'Subscribe for new product solutions' });
      await input.fill('offline@example.com');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(
        'Something went wrong. Please try again later.',
      );
      await expect(input).toHaveValue('offline@example.com');
    });
  }
});
