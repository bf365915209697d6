import { randomBytes } from 'node:crypto';
import { SET_PASSWORD_TEXT } from '@/content/staff-accounts';
import { verifyPassword } from '@/lib/platform/auth/password';
import { db } from '@/lib/platform/db/client';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { env } from '@/lib/platform/env';
import {
  createFirstAdmin,
  findFirstAdminLink,
  firstAdminNotice,
  FIRST_ADMIN_LINK_MS,
  issueFirstAdminLink,
} from './first-admin';
import { findSetPasswordLink, setPasswordWithLink } from './set-password';

// A database with no staff at all: one of its own (the shared one has the other tests' staff).
withOwnDatabase();

const PASSWORD = 'a long enough passphrase';
const anyAddress = () => `10.${randomBytes(3).join('.')}`;
const admin = (email: string) => ({
  name: 'Asha Verma',
  email,
  password: PASSWORD,
  confirm: PASSWORD,
});
const tokenOf = (link: string) => link.split('/').pop()!;

beforeEach(async () => {
  await db().staffToken.deleteMany();
  await db().staffUser.deleteMany();
});

describe('the first-administrator link', () => {
  it('is made at each start only while no staff exist, the newest replacing the one before', async () => {
    const first = await issueFirstAdminLink(db());
    expect(first).toMatch(
      new RegExp(`^${env.SITE_URL.replace(/\/$/, '')}/staff/set-password/[A-Za-z0-9_-]{43}$`),
    );
    const second = await issueFirstAdminLink(db());
    expect(second).not.toBe(first);
    expect(await findFirstAdminLink(tokenOf(first!))).toBe(false);
    expect(await findFirstAdminLink(tokenOf(second!))).toBe(true);
    // Only a hash is stored, and the link belongs to no member yet.
    const rows = await db().staffToken.findMany({ where: { usedAt: null } });
    expect(rows).toEqual([expect.objectContaining({ userId: null, purpose: 'first-admin' })]);
    expect(rows[0]!.tokenHash).not.toContain(tokenOf(second!));

    expect(
      await createFirstAdmin(tokenOf(second!), admin('asha@example.com'), anyAddress()),
    ).toEqual({
      ok: true,
    });
    expect(await issueFirstAdminLink(db())).toBeNull();
  });

  it('creates an administrator once; a second use is refused', async () => {
    const token = tokenOf((await issueFirstAdminLink(db()))!);
    expect(await createFirstAdmin(token, admin('Asha@Example.com '), anyAddress())).toEqual({
      ok: true,
    });
    const user = await db().staffUser.findUniqueOrThrow({ where: { email: 'asha@example.com' } });
    expect(user).toMatchObject({ name: 'Asha Verma', roles: ['admin'], totpEnabledAt: null });
    expect(await verifyPassword(user.passwordHash, PASSWORD)).toBe(true);
    expect(await db().auditLog.findMany({ where: { entityId: user.id } })).toEqual([
      expect.objectContaining({
        actorEmail: 'asha@example.com',
        entityId: user.id,
        summary: 'Created the first administrator, asha@example.com, with the start-up link',
      }),
    ]);
    expect(await findFirstAdminLink(token)).toBe(false);
    expect(await createFirstAdmin(token, admin('mallory@example.com'), anyAddress())).toEqual({
      ok: false,
      invalid: true,
    });
    expect(await db().staffUser.count()).toBe(1);
  });

  it('30 uses of one link at once create one administrator; the others are refused whole', async () => {
    const token = tokenOf((await issueFirstAdminLink(db()))!);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        createFirstAdmin(token, admin(`racer${i}@example.com`), anyAddress()),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: 29 }, () => ({ ok: false, invalid: true })),
    );
    const users = await db().staffUser.findMany();
    expect(users).toEqual([expect.objectContaining({ roles: ['admin'] })]);
    expect(
      await db().auditLog.count({
        where: { action: 'staff-first-admin', actorEmail: { startsWith: 'racer' } },
      }),
    ).toBe(1);
  });

  it('is refused once a member of staff exists another way (npm run staff:create)', async () => {
    const token = tokenOf((await issueFirstAdminLink(db()))!);
    await db().staffUser.create({
      data: { email: 'ops@example.com', name: 'Ops', passwordHash: 'x', roles: ['admin'] },
    });
    expect(await findFirstAdminLink(token)).toBe(false);
    expect(await createFirstAdmin(token, admin('mallory@example.com'), anyAddress())).toEqual({
      ok: false,
      invalid: true,
    });
    expect(await db().staffUser.count()).toBe(1);
  });

  it('expires after a day', async () => {
    const made = new Date('2026-11-27T10:00:00Z');
    const token = tokenOf((await issueFirstAdminLink(db(), made))!);
    const justBefore = new Date(made.getTime() + FIRST_ADMIN_LINK_MS - 1);
    const dayLater = new Date(made.getTime() + FIRST_ADMIN_LINK_MS);
    expect(await findFirstAdminLink(token, justBefore)).toBe(true);
    expect(await findFirstAdminLink(token, dayLater)).toBe(false);
    expect(
      await createFirstAdmin(token, admin('late@example.com'), anyAddress(), dayLater),
    ).toEqual({ ok: false, invalid: true });
    expect(await db().staffUser.count()).toBe(0);
    expect(
      await createFirstAdmin(token, admin('asha@example.com'), anyAddress(), justBefore),
    ).toEqual({ ok: true });
  });

  it('names each wrong field, and keeps the link usable', async () => {
    const token = tokenOf((await issueFirstAdminLink(db()))!);
    const result = await createFirstAdmin(
      token,
      { name: '', email: 'not an address', password: 'short', confirm: 'other' },
      anyAddress(),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Enter a name (at most 120 characters).',
        email: 'Enter a valid email address.',
        password: SET_PASSWORD_TEXT.errors.tooShort,
        confirm: SET_PASSWORD_TEXT.errors.mismatch,
      },
    });
    expect(await findFirstAdminLink(token)).toBe(true);
  });

  it('is no set-password link of a member, and opens nothing else', async () => {
    const token = tokenOf((await issueFirstAdminLink(db()))!);
    expect(await findSetPasswordLink(token)).toBeNull();
    expect(
      await setPasswordWithLink(token, { password: PASSWORD, confirm: PASSWORD }, anyAddress()),
    ).toEqual({ ok: false, invalid: true });
    expect(await findFirstAdminLink('A'.repeat(43))).toBe(false);
    expect(await findFirstAdminLink('../../etc')).toBe(false);
  });
});

it('start-up prints the link with the authenticator apps that work', () => {
  expect(firstAdminNotice('http://localhost:3000/staff/set-password/abc').split('\n')).toEqual([
    'No staff account exists yet. Create the first administrator here',
    '(the link works once, for 24 hours, while no staff exist):',
    '  http://localhost:3000/staff/set-password/abc',
    'Signing in then asks for an authenticator app (Google Authenticator, Microsoft Authenticator,',
    'Authy, 1Password, Aegis, FreeOTP or any TOTP app).',
  ]);
});
