import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SECOND_STEP_TEXT as T } from '../content/staff-sign-in';
import { SESSION_COOKIE } from '../lib/platform/auth/cookies';
import { LOGIN_MESSAGES } from '../lib/platform/auth/lockout';
import { totpCode } from '../lib/platform/auth/totp';
import { sql } from './support/db';
import { expect, test } from './support/fixtures';
import {
  createStaffUser,
  giveAuthenticator,
  nextTotpCode,
  signIn,
  STAFF_PASSWORD,
} from './support/staff';

// Each test signs in from an address of its own (set by "the reverse proxy").
const address = () => `192.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
});

// Password hashing (argon2id) and the staff:create command are slow by design.
test.slow();

async function passwordStep(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.goto('/staff/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel(T.code.label, { exact: true }).fill(code);
  await page.getByRole('button', { name: T.code.submit }).click();
}

/** A wrong code: the message, and the form cleared (React resets it) before the next try. */
async function enterWrongCode(page: Page, code: string) {
  const field = page.getByLabel(T.code.label, { exact: true });
  await field.fill(code);
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: T.code.submit }).click(),
  ]);
  await expect(page.locator('#code-error')).toHaveText(T.errors.wrongCode);
  await expect(field).toHaveValue('');
}

const auditActions = async (email: string) =>
  (
    await sql<{ action: string }>(
      `SELECT action FROM "AuditLog" WHERE "actorEmail" = $1 ORDER BY "createdAt"`,
      [email],
    )
  ).map((r) => r.action);

test('a member without an authenticator enrols after the password and sees recovery codes once', async ({
  page,
}) => {
  const email = await createStaffUser(undefined, { twoFactor: false });
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/staff\/login\/enrol/);
  await expect(page.getByRole('heading', { level: 1, name: T.enrol.title })).toBeVisible();
  // Not signed in yet: the back-office sends the member back to this step.
  await page.goto('/staff/subscribers');
  await expect(page).toHaveURL(/\/staff\/login\/enrol/);
  // Each visit shows a fresh secret; nothing is stored until a code confirms it.
  await expect(page.getByRole('img', { name: T.enrol.qrAlt })).toBeVisible();
  const secret = (await page.locator('#totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel(T.enrol.label).fill('000000');
  await page.getByRole('button', { name: T.enrol.submit }).click();
  await expect(page.locator('#code-error')).toHaveText(T.errors.wrongCode);
  await expect(page.getByLabel(T.enrol.label)).toHaveValue('');
  await page.getByLabel(T.enrol.label).fill(totpCode(secret));
  await page.getByRole('button', { name: T.enrol.submit }).click();
  const codes = page.getByRole('list', { name: T.recovery.title }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^([0-9a-z]{4}-){3}[0-9a-z]{4}$/);
  await page.getByRole('link', { name: T.recovery.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const [user] = await sql<{ enabled: boolean; secret: string }>(
    `SELECT "totpEnabledAt" IS NOT NULL AS enabled, "totpSecret" AS secret FROM "StaffUser" WHERE email = $1`,
    [email],
  );
  expect(user!.enabled).toBe(true);
  expect(user!.secret).not.toContain(secret);
  expect(await auditActions(email)).toEqual(
    expect.arrayContaining(['sign-in-failed', 'two-factor-enrol', 'sign-in']),
  );
});

test('password and code sign in; a wrong code is refused with a message; back to where they were going', async ({
  page,
}) => {
  const email = await createStaffUser();
  await signIn(page, email); // stores the secret; signs in fully
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/login/);

  await page.goto('/staff/subscribers');
  await expect(page).toHaveURL(/callbackUrl=%2Fstaff%2Fsubscribers/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/login\/code/);
  await expect(page.getByRole('heading', { level: 1, name: T.code.title })).toBeVisible();
  await enterWrongCode(page, '000000');
  await enterCode(page, await nextTotpCode(email));
  await expect(page).toHaveURL(/\/staff\/subscribers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  // A signed-in member has no business on the second step any more.
  await page.goto('/staff/login/code');
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('passing the code renews the session: a cookie copied before it stays half-signed-in and then dies', async ({
  page,
  context,
  browser,
}) => {
  const email = await createStaffUser();
  await giveAuthenticator(email);
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/staff\/login\/code/);
  const sessionCookie = async (of: typeof context) =>
    (await of.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)!;
  const half = await sessionCookie(context);

  // Someone copies the half-signed-in cookie into another browser.
  const thief = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address() } });
  await thief.addCookies([half]);
  const thiefPage = await thief.newPage();
  await thiefPage.goto('/staff');
  await expect(thiefPage).toHaveURL(/\/staff\/login\/code/);

  await enterCode(page, await nextTotpCode(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The copy is a dead session now: sent to the password step, and 401 from the staff API.
  await thiefPage.goto('/staff');
  await expect(thiefPage).toHaveURL(/\/staff\/login\?callbackUrl=%2Fstaff$/);
  await expect(thiefPage.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  const api = await thief.request.get('/api/staff/subscribers/export');
  expect(api.status()).toBe(401);
  await thief.close();

  // The member's own browser stays signed in, with a cookie of its own.
  expect((await sessionCookie(context)).value).not.toBe(half.value);
  await page.goto('/staff/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
});

test('five wrong codes end the attempt; the member starts again from the password', async ({
  page,
}) => {
  const email = await createStaffUser();
  await signIn(page, email);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/login/);
  await passwordStep(page, email);
  for (let i = 0; i < 4; i++) await enterWrongCode(page, `00000${i}`);
  await enterCode(page, '000009');
  await expect(page).toHaveURL(/\/staff\/login\?error=too-many-codes$/);
  await expect(page.locator('#login-error')).toHaveText(T.errors.tooMany);
  await page.goto('/staff/login/code');
  await expect(page).toHaveURL(/\/staff\/login$/);
});

test('a recovery code signs in once; regenerating is audited', async ({ page }) => {
  const email = await createStaffUser();
  await signIn(page, email);
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Your account' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: T.account.title })).toBeVisible();
  await expect(page.getByText(T.account.codesLeft(0))).toBeVisible();
  await page.getByRole('button', { name: T.account.regenerate }).click();
  const listed = page.getByRole('list', { name: T.recovery.title }).getByRole('listitem');
  await expect(listed).toHaveCount(10);
  const code = (await listed.nth(2).textContent())!;

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/login/);
  await passwordStep(page, email);
  await enterCode(page, code.toUpperCase());
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/staff/account');
  await expect(page.getByText(T.account.codesLeft(9))).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/login/);
  await passwordStep(page, email);
  await enterCode(page, code);
  await expect(page.locator('#code-error')).toHaveText(T.errors.wrongCode);
  expect(await auditActions(email)).toEqual(
    expect.arrayContaining(['recovery-codes-regenerated', 'recovery-code-used', 'sign-in-failed']),
  );
});

test('an attacking address is locked out while the member signs in from a clean one', async ({
  page,
  browser,
}) => {
  const email = await createStaffUser();
  const attacker = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.1` },
  });
  const attackPage = await attacker.newPage();
  for (let i = 0; i < 5; i++) {
    await signIn(attackPage, email, `guess-${randomUUID()}`);
    await expect(attackPage.locator('#login-error')).toHaveText(LOGIN_MESSAGES.invalid);
  }
  // Even the right password is refused from there now.
  await signIn(attackPage, email);
  await expect(attackPage.locator('#login-error')).toHaveText(LOGIN_MESSAGES.locked);
  await attacker.close();

  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await auditActions(email)).toEqual(
    expect.arrayContaining([
      'sign-in-failed',
      'sign-in-lockout',
      'sign-in-account-guard',
      'sign-in',
    ]),
  );
});
