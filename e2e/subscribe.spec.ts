import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { linkKey, signLink } from '../lib/newsletter/links';
import type { RecordedMail } from './stand-ins/smtp';
import { SUBSCRIBE_MESSAGES } from '../content/newsletter';
import { expectConfirmationShown } from './support/confirmation';
import { sql } from './support/db';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { E2E_STAFF_SECRET_KEY } from './support/settings';
import { createStaffUser, signIn } from './support/staff';
import { mailTo, useOwnAddress } from './support/stand-ins';

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

  test('a new address is stored, thanked and cleared; the message stays; on a phone the confirmation takes focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
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
    await expectConfirmationShown(status);
    // What happens next: confirm within NEWSLETTER_CONFIRM_HOURS (72 by default).
    await expect(page.getByRole('contentinfo').locator('[data-confirmation]')).toContainText(
      SUBSCRIBE_MESSAGES.next(72),
    );
    expect(await sql('SELECT email FROM "Subscriber" WHERE email = $1', [email])).toHaveLength(1);

    // Again, in capitals: the same answer (it tells no one who is on the list), still one row.
    await input.fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(status).toHaveText(
      'Thank you for subscribing! We will e-mail you about new product solutions.',
    );
    await expect(input).toHaveValue('');
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

const CONFIRM_SUBJECT = 'Please confirm your newsletter subscription';
const WELCOME_SUBJECT = 'Your newsletter subscription is confirmed';
const THANKS = 'Thank you for subscribing! We will e-mail you about new product solutions.';

const linkIn = (mail: RecordedMail, path: string) =>
  new RegExp(`https?://\\S+${path.replace(/\?/g, '\\?')}\\?token=\\S+`).exec(mail.text)?.[0] ?? '';
const stateOf = async (email: string) =>
  (await sql<{ state: string }>('SELECT state FROM "Subscriber" WHERE email = $1', [email]))[0]
    ?.state;
const outboxCount = async (email: string) =>
  (await sql('SELECT id FROM "MailOutbox" WHERE "to" = $1', [email])).length;

async function signUpInFooter(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Subscribe for new product solutions' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(THANKS);
}

/** Opens the confirmation link of the mail and presses the button. */
async function confirmFromMail(page: Page, email: string) {
  const mail = await mailTo(email, CONFIRM_SUBJECT);
  await page.goto(linkIn(mail, '/newsletter/confirm'));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
  ).toBeVisible();
}

test.describe('newsletter double opt-in', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnAddress(page);
  });

  test('sign-up mails a link; opening it changes nothing; confirming shows in the staff inbox', async ({
    page,
  }) => {
    // Signing in to the back-office (two steps) takes its time on a loaded machine.
    test.slow();
    const email = `optin-${randomUUID()}@example.com`;
    await page.goto('/');
    // What the address is used for, beside the button.
    await expect(page.getByRole('contentinfo')).toContainText(
      'We use your e-mail address only to send you news of our new product solutions.',
    );
    await signUpInFooter(page, email);
    expect(
      await sql('SELECT state, "consentVersion" FROM "Subscriber" WHERE email = $1', [email]),
    ).toEqual([{ state: 'pending', consentVersion: '2026-11-v1' }]);

    const mail = await mailTo(email, CONFIRM_SUBJECT);
    expect(mail.listUnsubscribe).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=u\.\S+>$/,
    );
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    const link = linkIn(mail, '/newsletter/confirm');
    expect(link).not.toBe('');

    // A mail scanner fetching the link confirms nothing.
    expect((await page.request.get(link)).status()).toBe(200);
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
    ).toBeVisible();
    expect(await stateOf(email)).toBe('pending');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
    ).toBeVisible();
    await expect(page.getByText('you can withdraw your consent at any time')).toBeVisible();
    expect(await stateOf(email)).toBe('confirmed');
    await expectNoAxeViolations(page);

    const welcome = await mailTo(email, WELCOME_SUBJECT);
    expect(welcome.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(linkIn(welcome, '/newsletter/unsubscribe')).not.toBe('');

    await signIn(page, await createStaffUser(undefined, { roles: ['sales'] }));
    await page.waitForURL(/\/staff$/);
    await page.goto(`/staff/subscribers?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    await page.getByLabel('State').selectOption('confirmed');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Confirmed');
    await page.getByLabel('State').selectOption('pending');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByText('No subscribers match.')).toBeVisible();
  });

  test('an expired or altered link says so with a 404 and confirms nothing', async ({ page }) => {
    const email = `expired-${randomUUID()}@example.com`;
    const [row] = await sql<{ id: string }>(
      `INSERT INTO "Subscriber" (id, email) VALUES (gen_random_uuid(), $1) RETURNING id`,
      [email],
    );
    const key = linkKey(E2E_STAFF_SECRET_KEY);
    const expired = signLink(key, 'confirm', row!.id, new Date(Date.now() - 60_000));
    const valid = signLink(key, 'confirm', row!.id, new Date(Date.now() + 3_600_000));
    const altered = valid.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    for (const token of [altered, 'nonsense', expired]) {
      const response = await page.goto(`/newsletter/confirm?token=${token}`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This confirmation link is not valid' }),
      ).toBeVisible();
      await expect(page.getByText('Confirmation links work for 72 hours')).toBeVisible();
    }
    expect(await stateOf(email)).toBe('pending');
  });

  test('a confirmed address signing up again gets no mail; one click from the mail headers unsubscribes', async ({
    page,
    request,
  }) => {
    const email = `oneclick-${randomUUID()}@example.com`;
    await signUpInFooter(page, email);
    await confirmFromMail(page, email);
    const welcome = await mailTo(email, WELCOME_SUBJECT);
    const queued = await outboxCount(email);

    await signUpInFooter(page, email);
    expect(await outboxCount(email)).toBe(queued);
    expect(await stateOf(email)).toBe('confirmed');

    // As a mail provider does it (RFC 8058): POST the header's URL, no Origin, no cookies.
    const url = /^<(.+)>$/.exec(welcome.listUnsubscribe)?.[1];
    expect(welcome.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    const answer = await request.post(url!, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ message: 'You are unsubscribed.' });
    const [row] = await sql<{ state: string; unsubscribedAt: Date | null }>(
      'SELECT state, "unsubscribedAt" FROM "Subscriber" WHERE email = $1',
      [email],
    );
    expect(row?.state).toBe('unsubscribed');
    expect(row?.unsubscribedAt).not.toBeNull();
  });

  test('the unsubscribe page asks first: opening it changes nothing', async ({ page }) => {
    const email = `unsubscribe-${randomUUID()}@example.com`;
    await signUpInFooter(page, email);
    await confirmFromMail(page, email);
    const link = linkIn(await mailTo(email, WELCOME_SUBJECT), '/newsletter/unsubscribe');

    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' }),
    ).toBeVisible();
    expect(await stateOf(email)).toBe('confirmed');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible();
    expect(await stateOf(email)).toBe('unsubscribed');

    const altered = await page.goto(`/newsletter/unsubscribe?token=u.nonsense`);
    expect(altered?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }),
    ).toBeVisible();
  });
});
