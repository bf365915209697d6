import { SECOND_STEP_TEXT } from '../content/staff-sign-in';
import { totpCode } from '../lib/platform/auth/totp';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { sql } from './support/db';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { receivedMail } from './support/stand-ins';
import { createStaffUser, signIn } from './support/staff';

// Password hashing (argon2id) and the staff:create command are slow by design, and each test
// here signs in two or three browsers.
test.describe.configure({ timeout: 180_000 });

const NEW_PASSWORD = 'a brand new passphrase 42';
const INVALID_LINK =
  'This set-password link is unknown, has already been used or has expired (links work once, for 24 hours). Ask an admin to send you a new one.';

let lastOctet = 0;
/** A browser context of its own (another device), from a client address of its own. */
async function device(browser: Browser) {
  const context = await browser.newContext();
  lastOctet = (lastOctet % 250) + 1;
  await context.setExtraHTTPHeaders({
    'x-forwarded-for': `198.18.${test.info().workerIndex % 250}.${lastOctet}`,
  });
  return { context, page: await context.newPage() };
}

/**
 * Where a member lands after the password step of a sign-in. NOTE for the two-factor merge: a
 * member who has no authenticator yet (everyone who just set a password through an invitation)
 * lands on /staff/login/enrol instead; change this one place.
 */
/** A member who set a password through a link has no authenticator yet: enrolment comes next. */
async function expectPastPasswordStep(page: Page) {
  await page.waitForURL(/\/staff\/login\/enrol(\?|$)/);
  const secret = (await page.locator('#totp-secret').textContent())!.trim();
  await page.getByLabel(SECOND_STEP_TEXT.enrol.label).fill(totpCode(secret));
  await page.getByRole('button', { name: SECOND_STEP_TEXT.enrol.submit }).click();
  await page.getByRole('link', { name: SECOND_STEP_TEXT.recovery.continue }).click();
  await page.waitForURL(/\/staff$/);
}

async function signedInDevice(browser: Browser, email: string) {
  const { context, page } = await device(browser);
  await signIn(page, email);
  await page.waitForURL(/\/staff$/);
  return { context, page };
}

// Next's route announcer is an alert too: find ours by its words.
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Staff' }).getByRole('link');

async function idOf(email: string) {
  const [row] = await sql<{ id: string }>('SELECT id FROM "StaffUser" WHERE email = $1', [email]);
  return row!.id;
}

async function inviteLink(email: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      text = (await receivedMail()).find((m) => m.to.includes(email))?.text ?? '';
      return text;
    })
    .toContain('/staff/set-password/');
  return /http\S+\/staff\/set-password\/\S+/.exec(text)![0];
}

async function choosePassword(page: Page, password: string, confirm = password) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(confirm);
  await page.getByRole('button', { name: 'Set the password' }).click();
}

test('an invited sales member sets a password once, then sees only the sales menu', async ({
  page,
  browser,
}) => {
  const admin = await signedInDevice(browser, await createStaffUser());
  await admin.page.getByRole('link', { name: 'Staff accounts' }).click();
  await expect(admin.page.getByRole('heading', { level: 1 })).toHaveText('Staff accounts');

  const email = `meera-${randomUUID().slice(0, 8)}@example.com`;
  await admin.page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(alertWith(admin.page, 'Choose at least one role.')).toBeVisible();
  await admin.page.getByLabel('Name').fill('Meera Sales');
  await admin.page.getByLabel('E-mail').fill(email);
  await admin.page.getByRole('checkbox', { name: 'Sales', exact: true }).check();
  await admin.page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(admin.page.getByText('Invitation sent.')).toBeVisible();
  await expect(admin.page.getByRole('row', { name: /Meera Sales/ }).getByRole('cell')).toHaveText([
    'Sales',
    'Invitation sent, no password yet',
    'Not set up',
    'Never',
  ]);
  await expectNoAxeViolations(admin.page);

  const mail = (await receivedMail()).find((m) => m.to.includes(email));
  expect(mail?.subject).toBe('You are invited to the staff back-office');
  const link = await inviteLink(email);
  expect(link.startsWith(`${test.info().project.use.baseURL}/staff/set-password/`)).toBe(true);

  // The member opens the link on two tabs; the first to submit wins, the second is refused.
  const member = await device(browser);
  const other = await member.context.newPage();
  await member.page.goto(link);
  await other.goto(link);
  await expect(member.page.getByText(`For ${email}.`)).toBeVisible();
  await expect(member.page).toHaveTitle(/^Choose your password \|/);
  await choosePassword(member.page, NEW_PASSWORD, `${NEW_PASSWORD}!`);
  await expect(alertWith(member.page, 'The two passwords are not the same.')).toBeVisible();
  await expectNoAxeViolations(member.page);
  await choosePassword(member.page, NEW_PASSWORD);
  await expect(member.page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await expectNoAxeViolations(member.page);
  await choosePassword(other, 'someone elses passphrase');
  await expect(alertWith(other, INVALID_LINK)).toBeVisible();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(other).toHaveTitle(/^This link cannot be used \|/);
  await expect(alertWith(other, INVALID_LINK)).toBeVisible();
  await expectNoAxeViolations(other);

  await signIn(member.page, email, NEW_PASSWORD);
  await expectPastPasswordStep(member.page);
  await expect(menu(member.page)).toHaveText([
    'Dashboard',
    'Contact enquiries',
    'Dealer enquiries',
    'Subscribers',
    'Outgoing mail',
    'Your account',
  ]);
  // Payments are the accounts role's, after-sales the service role's.
  for (const path of ['/staff/warranty', '/staff/service-requests', '/staff/outlets']) {
    expect((await member.page.goto(path))?.status(), path).toBe(403);
  }
  const response = await member.page.goto('/staff/payments');
  expect(response?.status()).toBe(403);
  await expect(member.page.getByRole('heading', { level: 1 })).toHaveText(
    'You do not have access to this page',
  );
  await admin.context.close();
  await member.context.close();
  await page.goto('/staff/set-password/not-a-token');
  await expect(alertWith(page, INVALID_LINK)).toBeVisible();
});

test('a member an admin disables is sent to sign-in on their next click', async ({
  page,
  browser,
}) => {
  const adminEmail = await createStaffUser();
  const memberEmail = await createStaffUser();
  const member = await signedInDevice(browser, memberEmail);
  const admin = await signedInDevice(browser, adminEmail);

  await admin.page.goto(`/staff/accounts/${await idOf(adminEmail)}`);
  await admin.page.getByRole('button', { name: 'Disable the account' }).click();
  await expect(alertWith(admin.page, 'You cannot disable your own account.')).toBeVisible();

  await admin.page.goto(`/staff/accounts/${await idOf(memberEmail)}`);
  await admin.page.getByRole('button', { name: 'Disable the account' }).click();
  await expect(
    admin.page.getByText('Account disabled. The member was signed out everywhere.'),
  ).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Enable the account' })).toBeVisible();
  await expectNoAxeViolations(admin.page);

  await menu(member.page).filter({ hasText: 'Contact enquiries' }).click();
  await member.page.waitForURL(/\/staff\/login/);
  await expect(member.page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await signIn(member.page, memberEmail);
  await expect(member.page.locator('#login-error')).toHaveText('Incorrect e-mail or password.');

  const audit = await sql<{ action: string }>(
    'SELECT action FROM "AuditLog" WHERE "entityId" = $1 ORDER BY "createdAt"',
    [await idOf(memberEmail)],
  );
  expect(audit.map((a) => a.action)).toContain('staff-disable');
  await admin.context.close();
  await member.context.close();
  await page.goto('/staff/login');
});

test('signing out everywhere ends the session of another browser too', async ({
  page,
  browser,
}) => {
  const email = await createStaffUser();
  const first = await signedInDevice(browser, email);
  const second = await signedInDevice(browser, email);
  await first.page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await first.page.waitForURL(/\/staff\/login/);
  await menu(second.page).filter({ hasText: 'Audit log' }).click();
  await second.page.waitForURL(/\/staff\/login/);
  await first.context.close();
  await second.context.close();
  await page.goto('/staff/login');
});
