import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@/lib/platform/db/embedded';
import { runningSiteFile } from '@/lib/platform/db/running-site';
import { PAYMENT_PURPOSES } from '../content/payment';
import { SET_PASSWORD_TEXT } from '../content/staff-accounts';
import { expect, test } from './support/fixtures';
import { CAPTCHA_MESSAGES } from '../content/captcha';
import { CONTACT_MESSAGES } from '../content/contact';
import { standInToken } from './stand-ins/siteverify';
import { useOwnAddress } from './support/stand-ins';
import { box, ENQUIRER, fillEnquiry, submit } from './support/contact-form';
import { E2E, E2E_RECAPTCHA_SITE_KEY, E2E_STAFF_SECRET_KEY } from './support/settings';

/**
 * A newcomer's first hour, on one site started as they would start it: `npm run start:try` (the
 * stand-ins in place of Razorpay, SMTP and reCAPTCHA) on an embedded database of its own in a
 * folder. Its start-up prints the stand-in inbox and a first-administrator link, which works
 * once; a payment order is made through the Razorpay stand-in; its reCAPTCHA stand-in serves the
 * build's script and verifies its tokens; and database commands run while
 * the site runs use its database instead of stopping at its lock.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

let dir: string;
let site: ChildProcess;
let output = '';
let origin: string;
let siteEnv: NodeJS.ProcessEnv;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dir = await mkdtemp(path.join(tmpdir(), 'first-hour-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  siteEnv = {
    ...process.env,
    PORT: String(port),
    SITE_URL: origin,
    DATABASE_URL: '',
    EMBEDDED_DB_DIR: path.join(dir, 'pg'),
    STORAGE_DIR: path.join(dir, 'files'),
    SEED_SAMPLE_DATA: 'false',
    // `npm run revalidate` below finds the site without one.
    REVALIDATE_SECRET: '',
    STAFF_SECRET_KEY: E2E_STAFF_SECRET_KEY,
    // The build's (scripts/stale-build.ts), or the start would rebuild the shared build: its
    // site key, and its reCAPTCHA script address, which names start:try's stand-in at this port.
    RECAPTCHA_SITE_KEY: E2E_RECAPTCHA_SITE_KEY,
    TRY_STANDIN_PORT: String(E2E.tryStandInPort),
    // A stale build all the same (sources edited during the run): a refusal, not a rebuild.
    START_WITHOUT_BUILD: 'true',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  site = spawn(process.execPath, ['--import', 'tsx', 'scripts/try.ts'], {
    detached: true,
    env: siteEnv,
  });
  site.stdout!.on('data', (chunk) => (output += chunk));
  site.stderr!.on('data', (chunk) => (output += chunk));
  for (let tries = 0; tries < 480; tries++) {
    const ready = await fetch(`${origin}/api/ready`).catch(() => null);
    if (ready?.status === 200) return;
    if (site.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site did not become ready:\n${output}`);
});

test.afterAll(async () => {
  if (site?.exitCode === null) process.kill(-site.pid!, 'SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** Runs an npm command's script as `npm run` does, with the site's settings; its output and exit code. */
function command(script: string, args: string[], input = '') {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: siteEnv });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => resolve({ code, out }));
    child.stdin.end(input);
  });
}

const LINK = /^ {2}(http:\/\/127\.0\.0\.1:\d+\/staff\/set-password\/[A-Za-z0-9_-]{43})$/gm;

test('start:try prints the stand-in inbox and one first-administrator link, and sends mail', async () => {
  expect(output).toContain('Trying the site with local stand-ins (never for a real site):');
  const inbox = /Stand-in mail inbox: (http:\/\/127\.0\.0\.1:\d+\/mail)/.exec(output)?.[1];
  expect(inbox).toBeDefined();
  const mail = await fetch(inbox!);
  expect(mail.status).toBe(200);
  expect(Array.isArray(await mail.json())).toBe(true);
  expect([...output.matchAll(LINK)]).toHaveLength(1);
  expect(output).toContain('No staff account exists yet. Create the first administrator here');
  // Mail goes to the stand-in: start-up does not say it is not sent.
  expect(output).not.toContain('MAIL IS NOT BEING SENT');
});

test('a payment order is made through the Razorpay stand-in', async () => {
  const created = await fetch(`${origin}/api/payment/create-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      name: 'Meera Nair',
      email: 'meera.try@example.com',
      phone: '9812345678',
      purpose: PAYMENT_PURPOSES[0],
      amount: '150',
    }),
  });
  expect(created.status).toBe(201);
  expect(await created.json()).toMatchObject({
    status: 'success',
    amount: 15000,
    currency: 'INR',
    order_id: expect.stringMatching(/^order_/),
  });
});

test("start:try's reCAPTCHA stand-in serves the build's script to the forms and verifies its tokens", async ({
  page,
}) => {
  // The browser's half, on the e2e site (same build): its forms load the script from start:try's
  // stand-in, the address baked into the build. Not on start:try's own site: it shares the
  // build's folder, so pages it renders would be the e2e site's too.
  await useOwnAddress(page);
  const message = `Tried with start:try (${Date.now()})`;
  const scripts: { url: string; status: number; body: string }[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('/recaptcha/api.js')) {
      scripts.push({ url: r.url(), status: r.status(), body: await r.text() });
    }
  });
  await page.goto('/contact-us');
  await expect(box(page, 'Message')).toBeEnabled();
  await fillEnquiry(page, message);
  await submit(page);
  await expect(page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.sent })).toBeVisible();
  expect(scripts).toEqual([
    {
      url: `http://127.0.0.1:${E2E.tryStandInPort}/recaptcha/api.js?render=${E2E_RECAPTCHA_SITE_KEY}`,
      status: 200,
      body: expect.stringContaining('window.grecaptcha'),
    },
  ]);

  // The server's half, on start:try's site: a post without a token is refused, one with the
  // stand-in's token is taken, and its mail reaches the stand-in inbox.
  const post = (recaptchaToken?: string) =>
    fetch(`${origin}/api/contact/contactsubmit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        enquiry: ['LED_lights'],
        ...ENQUIRER,
        message,
        recaptchaToken,
      }),
    });
  const refused = await post();
  expect([refused.status, (await refused.json()).message]).toEqual([400, CAPTCHA_MESSAGES.missing]);
  expect((await post(standInToken(0.9, 'contact'))).status).toBe(201);
  const inbox = /Stand-in mail inbox: (http:\/\/127\.0\.0\.1:\d+\/mail)/.exec(output)![1]!;
  await expect
    .poll(async () => {
      const mail = (await (await fetch(inbox)).json()) as { text: string; subject: string }[];
      return mail.find((m) => m.text.includes(message))?.subject;
    })
    .toBe('Website enquiry from Kiran Bedi (Panchkula)');
  expect(output).toContain(
    `reCAPTCHA stand-in at http://127.0.0.1:${E2E.tryStandInPort}: its script makes the forms' tokens and it verifies them`,
  );
});

test("a service request's code goes through start:try's SMS stand-in, readable at its /sms", async () => {
  const sms = /Stand-in SMS gateway: (http:\/\/127\.0\.0\.1:\d+\/sms)/.exec(output)?.[1];
  expect(sms).toBeDefined();
  const mobile = '9812300001';
  const sent = await fetch(`${origin}/api/mobile-check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      mobile,
      purpose: 'service-request',
      recaptchaToken: standInToken(0.9, 'mobile_check'),
    }),
  });
  expect(sent.status).toBe(201);
  const taken = (await (await fetch(sms!)).json()) as { to: string; body: string }[];
  expect(taken.find((m) => m.to === `+91${mobile}`)?.body).toMatch(
    /^\d{6} is your code to confirm your mobile number with /,
  );
});

test('the first-administrator link creates an admin once; a second use is refused', async ({
  page,
}) => {
  const link = [...output.matchAll(LINK)][0]![1]!;
  const F = SET_PASSWORD_TEXT.firstAdmin;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: F.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${F.title} \\|`));
  await page.getByLabel(F.name).fill('Asha Verma');
  await page.getByLabel(F.email).fill('asha.try@example.com');
  await page.getByLabel(F.password, { exact: true }).fill('a long enough passphrase');
  await page.getByLabel(F.confirm).fill('a long enough passphrase');
  await page.getByRole('button', { name: F.submit }).click();
  await expect(page.getByRole('heading', { name: SET_PASSWORD_TEXT.doneTitle })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: SET_PASSWORD_TEXT.invalidTitle })).toBeVisible();
  // The tab says so too, not "Choose your password".
  await expect(page).toHaveTitle(new RegExp(`^${SET_PASSWORD_TEXT.invalidTitle} \\|`));
});

test("database commands run while the site runs use the site's database", async () => {
  const dbDir = path.join(dir, 'pg');
  expect(existsSync(runningSiteFile(dbDir))).toBe(true);
  const created = await command(
    'scripts/staff-create.ts',
    ['--email', 'second.try@example.com', '--roles', 'sales'],
    'another long passphrase\n',
  );
  expect(created).toEqual({ code: 0, out: 'Created staff user second.try@example.com.\n' });
  const migrate = await command('scripts/db.ts', ['migrate']);
  expect(migrate.out).toMatch(
    new RegExp(
      `^Embedded PostgreSQL in ${dbDir.replace(/[.]/g, '\\.')}: the running site's \\(pid \\d+\\), at 127\\.0\\.0\\.1:\\d+\\nMigrations are up to date\\.\\n$`,
    ),
  );
  const revalidated = await command('scripts/revalidate.ts', []);
  expect(revalidated.code).toBe(0);
  expect(revalidated.out).toMatch(new RegExp(`^Revalidated .+ on http://127\\.0\\.0\\.1:\\d+\\n$`));
});

test('the stop removes the running-site file; a command then opens the files itself', async () => {
  const exited = new Promise<number | null>((resolve) => site.on('exit', resolve));
  process.kill(-site.pid!, 'SIGTERM');
  expect(await exited).toBe(0);
  expect(existsSync(runningSiteFile(path.join(dir, 'pg')))).toBe(false);
  // Now no site runs: the command opens the files itself.
  const migrate = await command('scripts/db.ts', ['migrate']);
  expect(migrate.out).toContain(`Embedded PostgreSQL (PGlite) in ${path.join(dir, 'pg')}`);
});
