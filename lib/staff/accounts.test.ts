import { createHash, randomBytes } from 'node:crypto';
import { SET_PASSWORD_TEXT, STAFF_ACCOUNTS_TEXT } from '@/content/staff-accounts';
import { NotAllowedError, type StaffActor } from '@/lib/platform/auth/access';
import { verifyPassword } from '@/lib/platform/auth/password';
import { resolveSession, startSession } from '@/lib/platform/auth/sessions';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { listMail } from '@/lib/outbox/admin';
import { parseInboxFilter } from '@/lib/platform/inbox/filters';
import {
  changeStaffRoles,
  findStaffMember,
  inviteStaffMember,
  listStaffMembers,
  resetStaffPassword,
  resetStaffSecondFactor,
  setStaffMemberDisabled,
} from './accounts';
import { findSetPasswordLink, LINK_LIFETIME_MS, setPasswordWithLink } from './set-password';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';

let admin: StaffActor;
beforeAll(async () => {
  admin = await signedInActor(['admin']);
});
afterAll(() => db().$disconnect());

const E = STAFF_ACCOUNTS_TEXT.errors;
const P = SET_PASSWORD_TEXT.errors;
const PASSWORD = 'a long enough passphrase';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
let counter = 0;
const uniqueEmail = (name = 'member') => `${name}-${++counter}-${Date.now()}@example.com`;

/** A client address of its own, so that a test is never limited by another's attempts. */
const anyAddress = () => `10.${randomBytes(3).join('.')}`;

const userBy = (email: string) => db().staffUser.findUniqueOrThrow({ where: { email } });

/** The link the last mail to this address carries (its token, and the whole link). */
async function lastLink(email: string) {
  const mail = await db().mailOutbox.findFirstOrThrow({
    where: { to: email },
    orderBy: { createdAt: 'desc' },
  });
  const link = /(http\S+\/staff\/set-password\/)(\S+)/.exec(mail.text);
  return { mail, link: link![0], token: link![2]! };
}

async function invite(roles = ['sales'], email = uniqueEmail()) {
  const result = await inviteStaffMember(admin, { name: 'Ravi Kumar', email, roles });
  expect(result).toEqual({ ok: true });
  return { email, user: await userBy(email), ...(await lastLink(email)) };
}

/** A live, fully signed-in session of this member (like another browser of theirs). */
async function sessionOf(userId: string) {
  return startSession(userId, { ip: null, userAgent: null }, { secondFactorPassed: true });
}

/**
 * Everything a change to these members (or an invitation to these addresses) would write. Other
 * test files write to the same database at the same time, so only these rows are counted.
 */
const counts = async (ids: readonly string[], mailTo: readonly string[] = []) => {
  const [userIds, emails] = [[...ids], [...mailTo]];
  return {
    users: await db().staffUser.findMany({
      where: { OR: [{ id: { in: userIds } }, { email: { in: emails } }] },
    }),
    tokens: await db().staffToken.findMany({ where: { userId: { in: userIds } } }),
    mails: await db().mailOutbox.count({ where: { to: { in: emails } } }),
    // Only these accounts' rows: with no address given, a summary clause would match other
    // tests' rows written meanwhile (it matched every summary with a hyphen).
    audit: await db().auditLog.count({
      where: {
        OR: [
          { entityId: { in: userIds } },
          ...(emails[0] ? [{ summary: { contains: emails[0] } }] : []),
        ],
      },
    }),
    sessions: await db().staffSession.findMany({ where: { userId: { in: userIds } } }),
  };
};

describe('staff accounts refuse anyone but a signed-in admin', () => {
  it('a sales member and a forged admin object get NotAllowedError, and nothing is written', async () => {
    const { user } = await invite();
    const sales = await signedInActor(['sales']);
    const forged = { ...admin } as StaffActor;
    const newcomer = uniqueEmail('newcomer');
    const scope = [
      [user.id, sales.id, admin.id],
      [newcomer, sales.email, admin.email],
    ] as const;
    const before = await counts(...scope);
    for (const actor of [sales, forged]) {
      const calls = [
        () => listStaffMembers(actor),
        () => findStaffMember(actor, user.id),
        () => inviteStaffMember(actor, { name: 'X', email: newcomer, roles: ['admin'] }),
        () => setStaffMemberDisabled(actor, user.id, true),
        () => setStaffMemberDisabled(actor, user.id, false),
        () => changeStaffRoles(actor, user.id, { roles: ['admin'] }),
        () => resetStaffPassword(actor, user.id),
        () => resetStaffSecondFactor(actor, user.id),
      ];
      for (const call of calls) {
        await expect(call()).rejects.toBeInstanceOf(NotAllowedError);
      }
    }
    expect(await counts(...scope)).toEqual(before);
  });

  it('an admin demoted since their session began is refused inside the change', async () => {
    const demoted = await signedInActor(['admin']);
    const { user } = await invite();
    await db().staffUser.update({ where: { id: demoted.id }, data: { roles: ['sales'] } });
    const before = await counts([user.id, demoted.id]);
    await expect(setStaffMemberDisabled(demoted, user.id, true)).rejects.toBeInstanceOf(
      NotAllowedError,
    );
    expect(await counts([user.id, demoted.id])).toEqual(before);
    expect((await userBy(user.email)).disabledAt).toBeNull();
  });
});

describe('listing members', () => {
  it('shows each member with roles, state, two-factor and last sign-in', async () => {
    const { user } = await invite(['sales', 'accounts']);
    const list = await listStaffMembers(admin);
    expect(list.find((m) => m.id === user.id)).toEqual({
      id: user.id,
      email: user.email,
      name: 'Ravi Kumar',
      roles: ['sales', 'accounts'],
      disabled: false,
      passwordSet: false,
      twoFactor: false,
      lastSignIn: null,
      createdAt: user.createdAt.toISOString(),
    });
    const me = list.find((m) => m.id === admin.id)!;
    expect(me.lastSignIn).not.toBeNull();
    expect(await findStaffMember(admin, 'not-a-uuid')).toBeNull();
  });
});

describe('inviting', () => {
  it('creates the member without a usable password and e-mails a 24-hour one-time link', async () => {
    const started = Date.now();
    const { email, user, mail, link, token } = await invite(['sales']);
    expect(user).toMatchObject({ name: 'Ravi Kumar', roles: ['sales'], passwordHash: '' });
    expect(await verifyPassword(user.passwordHash, '')).toBe(false);
    expect(link).toBe(`${env.SITE_URL}/staff/set-password/${token}`);
    expect(mail).toMatchObject({ to: email, subject: 'You are invited to the staff back-office' });
    expect(mail.text).toContain('Hello Ravi Kumar,');
    const [stored] = await db().staffToken.findMany({ where: { userId: user.id } });
    // Only the sha256 of the token is stored, never the token.
    expect(stored).toMatchObject({ tokenHash: sha256(token), purpose: 'invite', usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(token);
    const lifetime = stored!.expiresAt.getTime() - started;
    expect(lifetime).toBeGreaterThanOrEqual(LINK_LIFETIME_MS - 1000);
    expect(lifetime).toBeLessThanOrEqual(LINK_LIFETIME_MS + 5000);
    expect(await db().auditLog.findMany({ where: { entityId: user.id } })).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        action: 'staff-invite',
        summary: `Invited ${email} (sales)`,
      }),
    ]);
  });

  it('refuses bad fields with their messages, and an e-mail already in use, writing nothing', async () => {
    const { email, user } = await invite();
    const other = uniqueEmail();
    const before = await counts([user.id], [email, other, 'nope']);
    expect(await inviteStaffMember(admin, { name: ' ', email: 'nope', roles: [] })).toEqual({
      ok: false,
      errors: { name: E.name, email: E.email, roles: E.roles },
    });
    expect(await inviteStaffMember(admin, { name: 'A', email: other, roles: ['owner'] })).toEqual({
      ok: false,
      errors: { roles: E.roles },
    });
    expect(
      await inviteStaffMember(admin, { name: 'A', email: email.toUpperCase(), roles: ['sales'] }),
    ).toEqual({ ok: false, errors: { email: E.emailTaken } });
    expect(await counts([user.id], [email, other, 'nope'])).toEqual(before);
  });
});

describe('the set-password link', () => {
  it('sets the password once, ends every session and is audited; a second use is refused', async () => {
    const { user, token } = await invite();
    const other = await sessionOf(user.id);
    expect(await findSetPasswordLink(token)).toEqual({ email: user.email, name: 'Ravi Kumar' });
    const input = { password: PASSWORD, confirm: PASSWORD };
    expect(await setPasswordWithLink(token, input, anyAddress())).toEqual({ ok: true });
    const after = await userBy(user.email);
    expect(await verifyPassword(after.passwordHash, PASSWORD)).toBe(true);
    expect(await resolveSession(other)).toBeNull();
    expect(await findSetPasswordLink(token)).toBeNull();
    const again = { password: `${PASSWORD}!`, confirm: `${PASSWORD}!` };
    expect(await setPasswordWithLink(token, again, anyAddress())).toEqual({
      ok: false,
      invalid: true,
    });
    expect((await userBy(user.email)).passwordHash).toBe(after.passwordHash);
    const audit = await db().auditLog.findMany({
      where: { entityId: user.id, action: 'staff-password-set' },
    });
    expect(audit).toEqual([expect.objectContaining({ actorEmail: user.email })]);
  });

  it('is used once even when submitted twice at the same moment', async () => {
    const { user, token } = await invite();
    const [a, b] = await Promise.all([
      setPasswordWithLink(
        token,
        { password: `${PASSWORD} a`, confirm: `${PASSWORD} a` },
        anyAddress(),
      ),
      setPasswordWithLink(
        token,
        { password: `${PASSWORD} b`, confirm: `${PASSWORD} b` },
        anyAddress(),
      ),
    ]);
    expect([a, b].filter((r) => r.ok)).toHaveLength(1);
    expect([a, b].filter((r) => !r.ok)).toEqual([{ ok: false, invalid: true }]);
    const hash = (await userBy(user.email)).passwordHash;
    const winner = a.ok ? `${PASSWORD} a` : `${PASSWORD} b`;
    expect(await verifyPassword(hash, winner)).toBe(true);
  });

  it('expires after 24 hours and then sets nothing', async () => {
    const { user, token } = await invite();
    const almost = new Date(Date.now() + LINK_LIFETIME_MS - 60_000);
    const past = new Date(Date.now() + LINK_LIFETIME_MS + 5_000);
    expect(await findSetPasswordLink(token, almost)).not.toBeNull();
    expect(await findSetPasswordLink(token, past)).toBeNull();
    const input = { password: PASSWORD, confirm: PASSWORD };
    expect(await setPasswordWithLink(token, input, anyAddress(), past)).toEqual({
      ok: false,
      invalid: true,
    });
    expect((await userBy(user.email)).passwordHash).toBe('');
  });

  it('refuses a short or mistyped password with its message, and the link stays usable', async () => {
    const { token } = await invite();
    expect(
      await setPasswordWithLink(token, { password: 'short', confirm: 'short' }, anyAddress()),
    ).toEqual({ ok: false, errors: { password: P.tooShort } });
    expect(
      await setPasswordWithLink(
        token,
        { password: PASSWORD, confirm: `${PASSWORD}x` },
        anyAddress(),
      ),
    ).toEqual({ ok: false, errors: { confirm: P.mismatch } });
    expect(await findSetPasswordLink(token)).not.toBeNull();
  });

  it('refuses unknown and malformed tokens, and the link of a disabled member', async () => {
    const input = { password: PASSWORD, confirm: PASSWORD };
    const unknown = 'A'.repeat(43);
    expect(await setPasswordWithLink(unknown, input, anyAddress())).toEqual({
      ok: false,
      invalid: true,
    });
    expect(await findSetPasswordLink('../../etc')).toBeNull();
    const { user, token } = await invite();
    await db().staffUser.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
    expect(await setPasswordWithLink(token, input, anyAddress())).toEqual({
      ok: false,
      invalid: true,
    });
    expect((await userBy(user.email)).passwordHash).toBe('');
  });

  it('limits attempts per client address', async () => {
    const ip = `198.51.100.${(counter % 200) + 1}`;
    const wrong = { password: 'short', confirm: 'short' };
    await startInOneWindow();
    for (let i = 0; i < env.RATE_LIMIT_PER_MINUTE; i++) {
      expect(await setPasswordWithLink('A'.repeat(43), wrong, ip)).toMatchObject({ ok: false });
    }
    const { user, token } = await invite();
    const result = await setPasswordWithLink(token, { password: PASSWORD, confirm: PASSWORD }, ip);
    expect(result).toEqual({
      ok: false,
      errors: { form: expect.stringMatching(/^Too many attempts from your network/) },
    });
    expect((await userBy(user.email)).passwordHash).toBe('');
  });

  it('hears at most the limit of thirty attempts sent at once from one address', async () => {
    const ip = anyAddress();
    const wrong = { password: 'short', confirm: 'short' };
    await startInOneWindow();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => setPasswordWithLink('A'.repeat(43), wrong, ip)),
    );
    const heard = results.filter((r) => !r.ok && !r.invalid && r.errors.password === P.tooShort);
    expect(heard).toHaveLength(env.RATE_LIMIT_PER_MINUTE);
    expect(results.filter((r) => !r.ok && !r.invalid && r.errors.form)).toHaveLength(
      30 - env.RATE_LIMIT_PER_MINUTE,
    );
  });

  it('limits attempts with no readable address together, in one shared bucket', async () => {
    const wrong = { password: 'short', confirm: 'short' };
    await startInOneWindow();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => setPasswordWithLink('A'.repeat(43), wrong, null)),
    );
    const heard = results.filter((r) => !r.ok && !r.invalid && r.errors.password === P.tooShort);
    expect(heard).toHaveLength(env.RATE_LIMIT_PER_MINUTE);
    const { user, token } = await invite();
    const right = { password: PASSWORD, confirm: PASSWORD };
    expect(await setPasswordWithLink(token, right, null)).toEqual({
      ok: false,
      errors: { form: expect.stringMatching(/^Too many attempts from your network/) },
    });
    expect((await userBy(user.email)).passwordHash).toBe('');
  });

  it('is hidden from staff reading the outbox, where only admins find it', async () => {
    const { token, email } = await invite();
    const sales = await signedInActor(['sales']);
    expect((await listMail(sales, parseInboxFilter({ q: email }))).rows).toEqual([]);
    const { rows } = await listMail(admin, parseInboxFilter({ q: email }));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toContain('/staff/set-password/[hidden]');
    expect(rows[0]!.text).not.toContain(token);
  });
});

describe('disabling and enabling', () => {
  it('disabling ends every session and unused link at once; enabling lets them back', async () => {
    const { user, token } = await invite();
    const [a, b] = [await sessionOf(user.id), await sessionOf(user.id)];
    expect(await setStaffMemberDisabled(admin, user.id, true)).toEqual({ ok: true });
    expect(await resolveSession(a)).toBeNull();
    expect(await resolveSession(b)).toBeNull();
    expect(await findSetPasswordLink(token)).toBeNull();
    expect((await userBy(user.email)).disabledAt).not.toBeNull();
    expect(await setStaffMemberDisabled(admin, user.id, true)).toEqual({
      ok: false,
      errors: { form: E.alreadyDisabled },
    });
    expect(await setStaffMemberDisabled(admin, user.id, false)).toEqual({ ok: true });
    expect((await userBy(user.email)).disabledAt).toBeNull();
    const actions = await db().auditLog.findMany({
      where: { entityId: user.id },
      orderBy: { createdAt: 'asc' },
      select: { action: true, summary: true },
    });
    expect(actions.slice(1)).toEqual([
      { action: 'staff-disable', summary: `Disabled ${user.email} (2 sessions ended)` },
      { action: 'staff-enable', summary: `Enabled ${user.email}` },
    ]);
  });

  it('an admin cannot disable themselves or take away their own admin role', async () => {
    const before = await counts([admin.id]);
    expect(await setStaffMemberDisabled(admin, admin.id, true)).toEqual({
      ok: false,
      errors: { form: E.selfDisable },
    });
    expect(await changeStaffRoles(admin, admin.id, { roles: ['sales'] })).toEqual({
      ok: false,
      errors: { roles: E.selfDemote },
    });
    expect(await counts([admin.id])).toEqual(before);
    expect(await resolveSession(admin.sessionId)).not.toBeNull();
  });

  // Several pairs at once, so that without the lock some pair's two changes would interleave.
  const pairs = () =>
    Promise.all(
      Array.from({ length: 6 }, async () => [
        await signedInActor(['admin']),
        await signedInActor(['admin']),
      ]),
    );

  it('two admins disabling each other at once leave one enabled admin', async () => {
    const settled = await Promise.all(
      (await pairs()).map(([a, b]) =>
        Promise.allSettled([
          setStaffMemberDisabled(a!, b!.id, true),
          setStaffMemberDisabled(b!, a!.id, true),
        ]),
      ),
    );
    for (const results of settled) {
      expect(results.filter((r) => r.status === 'fulfilled')).toEqual([
        { status: 'fulfilled', value: { ok: true } },
      ]);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(NotAllowedError);
    }
  });

  it('two admins demoting each other at once leave one of them an admin', async () => {
    const all = await pairs();
    await Promise.all(
      all.map(([a, b]) =>
        Promise.allSettled([
          changeStaffRoles(a!, b!.id, { roles: ['sales'] }),
          changeStaffRoles(b!, a!.id, { roles: ['sales'] }),
        ]),
      ),
    );
    for (const [a, b] of all) {
      const admins = await db().staffUser.count({
        where: { id: { in: [a!.id, b!.id] }, roles: { has: 'admin' } },
      });
      expect(admins).toBe(1);
    }
  });

  it('refuses an unknown member', async () => {
    expect(
      await setStaffMemberDisabled(admin, '0190a0a0-0000-7000-8000-000000000000', true),
    ).toEqual({ ok: false, errors: { form: E.missing } });
    expect(await resetStaffPassword(admin, 'nope')).toEqual({
      ok: false,
      errors: { form: E.missing },
    });
  });
});

describe('changing roles', () => {
  it('taking a role away ends the sessions; adding one does not', async () => {
    const { user } = await invite(['sales', 'accounts']);
    const first = await sessionOf(user.id);
    expect(
      await changeStaffRoles(admin, user.id, { roles: ['accounts', 'sales', 'admin'] }),
    ).toEqual({ ok: true });
    expect((await userBy(user.email)).roles).toEqual(['admin', 'sales', 'accounts']);
    expect(await resolveSession(first)).not.toBeNull();
    expect(await changeStaffRoles(admin, user.id, { roles: ['accounts'] })).toEqual({ ok: true });
    expect(await resolveSession(first)).toBeNull();
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: user.id, action: 'staff-roles' },
      orderBy: { createdAt: 'desc' },
    });
    expect(audit.summary).toBe(
      `Changed the roles of ${user.email}: admin, sales, accounts → accounts`,
    );
  });

  it('refuses no roles or an unknown role, writing nothing', async () => {
    const { user } = await invite(['sales']);
    const before = await counts([user.id]);
    expect(await changeStaffRoles(admin, user.id, { roles: [] })).toEqual({
      ok: false,
      errors: { roles: E.roles },
    });
    expect(await changeStaffRoles(admin, user.id, { roles: ['root'] })).toEqual({
      ok: false,
      errors: { roles: E.roles },
    });
    expect(await counts([user.id])).toEqual(before);
  });
});

describe('resetting', () => {
  it('a password reset ends the password, the sessions and the old link, and mails a new link', async () => {
    const { user, token: first } = await invite();
    await setPasswordWithLink(first, { password: PASSWORD, confirm: PASSWORD }, anyAddress());
    const { token: unused } = await (async () => {
      // An earlier reset link that was never used must die with the next reset.
      await resetStaffPassword(admin, user.id);
      return lastLink(user.email);
    })();
    const session = await sessionOf(user.id);
    expect(await resetStaffPassword(admin, user.id)).toEqual({ ok: true });
    const after = await userBy(user.email);
    expect(await verifyPassword(after.passwordHash, PASSWORD)).toBe(false);
    expect(await resolveSession(session)).toBeNull();
    expect(await findSetPasswordLink(unused)).toBeNull();
    const { mail, token } = await lastLink(user.email);
    expect(mail.subject).toBe('Set a new password for the staff back-office');
    expect(await findSetPasswordLink(token)).toEqual({ email: user.email, name: 'Ravi Kumar' });
  });

  it('a second-factor reset removes the authenticator and recovery codes and ends the sessions', async () => {
    const { user } = await invite();
    await db().staffUser.update({
      where: { id: user.id },
      data: { totpSecret: 'encrypted', totpEnabledAt: new Date(), totpLastStep: 123 },
    });
    await db().staffRecoveryCode.create({ data: { userId: user.id, codeHash: 'hash' } });
    const session = await sessionOf(user.id);
    expect(await resetStaffSecondFactor(admin, user.id)).toEqual({ ok: true });
    expect(await userBy(user.email)).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
    });
    expect(await db().staffRecoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect(await resolveSession(session)).toBeNull();
    expect(
      await db().auditLog.count({
        where: { entityId: user.id, action: 'staff-second-factor-reset' },
      }),
    ).toBe(1);
  });
});
