import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { StaffRole } from '../../lib/platform/auth/roles';
import { newTotpSecret, sealTotpSecret, totpCode, totpStep } from '../../lib/platform/auth/totp';
import { E2E_DATABASE_URL, sql } from './db';
import { E2E_STAFF_SECRET_KEY } from './settings';

export const STAFF_PASSWORD = 'correct horse battery staple';

interface Member {
  /** The member's TOTP secret; null for a member left to enrol in the browser. */
  secret: string | null;
  /** Whether the secret is in the database yet (written at the first sign-in). */
  stored: boolean;
  /** The last time step this worker used, so each code is used once. */
  lastStep: number | null;
}

/** Members this worker created, by e-mail. */
const members = new Map<string, Member>();

/** The password hash `npm run staff:create` wrote for this worker's first member. */
let commandHash: string | undefined;

/** A version-7 UUID (time-ordered), as Prisma makes for StaffUser.id. */
function uuidV7(): string {
  const hex = Date.now().toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Creates a member of staff, an admin unless `roles` says otherwise, with STAFF_PASSWORD. A
 * worker's first member is made with the real command staff use (`npm run staff:create`); later
 * ones get the same row straight in the database with that command's password hash, as argon2id
 * and a command's start-up take seconds each. Unless `twoFactor` is false, the member has an
 * authenticator (its secret, sealed with the e2e server's key, is written before their first
 * sign-in), so that signIn() passes both steps.
 */
export async function createStaffUser(
  email = `staff-${randomUUID()}@example.com`,
  { roles = ['admin'], twoFactor = true }: { roles?: StaffRole[]; twoFactor?: boolean } = {},
): Promise<string> {
  if (commandHash === undefined) {
    execFileSync(
      'node_modules/.bin/tsx',
      [
        'scripts/staff-create.ts',
        '--email',
        email,
        '--name',
        'Test Staff',
        '--roles',
        roles.join(','),
      ],
      {
        input: `${STAFF_PASSWORD}\n`,
        env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL },
      },
    );
    const [row] = await sql<{ passwordHash: string }>(
      `SELECT "passwordHash" FROM "StaffUser" WHERE email = $1`,
      [email],
    );
    commandHash = row!.passwordHash;
  } else {
    // The database's names of the roles (prisma/schema.prisma maps investor_relations).
    const stored = roles.map((role) => role.replace('_', '-'));
    await sql(
      `INSERT INTO "StaffUser" (id, email, name, "passwordHash", roles, "updatedAt")
       VALUES ($1, $2, 'Test Staff', $3, $4::"StaffRole"[], now())`,
      [uuidV7(), email, commandHash, stored],
    );
  }
  members.set(email, { secret: twoFactor ? newTotpSecret() : null, stored: false, lastStep: null });
  return email;
}

async function storeSecret(email: string, secret: string) {
  const [user] = await sql<{ id: string }>(`SELECT id FROM "StaffUser" WHERE email = $1`, [email]);
  await sql(
    `UPDATE "StaffUser" SET "totpSecret" = $2, "totpEnabledAt" = now(), "totpLastStep" = NULL WHERE id = $1`,
    [user!.id, sealTotpSecret(user!.id, secret, E2E_STAFF_SECRET_KEY)],
  );
}

/**
 * A code for the member that the server has not seen yet: this step's or the next (the server
 * accepts one step of drift), waiting for the clock only when a member signs in a third time
 * within 30 seconds.
 */
export async function nextTotpCode(email: string): Promise<string> {
  const member = members.get(email);
  if (!member?.secret) throw new Error(`${email} has no authenticator in this worker.`);
  const last = member.lastStep ?? -Infinity;
  while (totpStep(Date.now()) + 1 <= last) {
    await new Promise((resolve) => setTimeout(resolve, last * 30_000 - Date.now() + 100));
  }
  const step = Math.max(totpStep(Date.now()), last + 1);
  member.lastStep = step;
  return totpCode(member.secret, step * 30_000);
}

/** Writes the authenticator of a member made by createStaffUser, as if they had enrolled. */
export async function giveAuthenticator(email: string) {
  const member = members.get(email);
  if (member?.secret && !member.stored) {
    await storeSecret(email, member.secret);
    member.stored = true;
  }
}

/**
 * Signs in through the sign-in page: the password, then (for a member with an authenticator made
 * by createStaffUser) a fresh TOTP code. Stops after the password step when it is refused, so
 * callers can check the message.
 */
export async function signIn(page: Page, email: string, password = STAFF_PASSWORD) {
  const member = members.get(email);
  await giveAuthenticator(email);
  await page.goto('/staff/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!member?.secret) return;
  const code = page.getByLabel('Code', { exact: true });
  const refused = page.locator('#login-error:not(:empty)');
  await expect(code.or(refused)).toBeVisible();
  if (await refused.isVisible()) return;
  await code.fill(await nextTotpCode(email));
  await page.getByRole('button', { name: 'Continue' }).click();
}

type StaffTest = typeof import('./fixtures').test;

/**
 * Every test of the calling file starts signed in as one member of staff (an admin unless
 * `roles` says otherwise), from an address of
 * its own worker (sign-in is rate-limited per address). The worker signs in once and gives each
 * test that session's cookies (signing in again only if a test ended the session).
 */
export function signInBeforeEach(
  test: StaffTest,
  addressPrefix: string,
  roles: StaffRole[] = ['admin'],
): () => string {
  let email = '';
  let cookies: Awaited<ReturnType<BrowserContext['cookies']>> | undefined;
  test.beforeAll(async () => {
    email = await createStaffUser(undefined, { roles });
  });
  test.beforeEach(async ({ page, context }, testInfo) => {
    await context.setExtraHTTPHeaders({
      'x-forwarded-for': `${addressPrefix}.${testInfo.workerIndex % 250}`,
    });
    if (cookies) {
      await context.addCookies(cookies);
      await page.goto('/staff');
      if (new URL(page.url()).pathname === '/staff') return;
    }
    await signIn(page, email);
    await page.waitForURL(/\/staff$/);
    cookies = await context.cookies();
  });
  return () => email;
}
