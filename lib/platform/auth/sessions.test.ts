import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { authorize, NotAllowedError, type StaffActor } from './access';
import type { StaffRole } from './roles';
import {
  idleTimeoutMs,
  passSecondFactor,
  resolveSession,
  revokeAllSessions,
  SESSION_MAX_AGE_MS,
  startSession,
} from './sessions';

afterAll(() => db().$disconnect());

const CLIENT = { ip: '192.0.2.10', userAgent: 'jest' };

async function member(roles: StaffRole[] = ['sales'], extra: { totpEnabledAt?: Date } = {}) {
  return db().staffUser.create({
    data: { email: `s-${randomUUID()}@example.com`, name: 'S', passwordHash: '', roles, ...extra },
  });
}

describe('staff sessions', () => {
  it('resolve while live, with the member and roles read from the database', async () => {
    const user = await member(['sales', 'accounts']);
    const id = await startSession(user.id, CLIENT, { secondFactorPassed: true });
    const session = await resolveSession(id);
    expect(session).toMatchObject({ stage: 'signed-in', user: { email: user.email } });
    expect(session!.actor).toMatchObject({ id: user.id, roles: ['sales', 'accounts'] });
    await db().staffUser.update({ where: { id: user.id }, data: { roles: ['sales'] } });
    expect((await resolveSession(id))!.actor!.roles).toEqual(['sales']);
  });

  it('stop at the second step until it is passed, and give no actor before', async () => {
    const enrolled = await member(['sales'], { totpEnabledAt: new Date() });
    const id = await startSession(enrolled.id, CLIENT);
    expect(await resolveSession(id)).toMatchObject({ stage: 'needs-code', actor: null });
    const signedIn = await passSecondFactor(id);
    // A new id: a copy of the half-signed-in cookie never becomes a signed-in session.
    expect(signedIn).not.toBe(id);
    expect(await resolveSession(id)).toBeNull();
    expect((await resolveSession(signedIn))!.stage).toBe('signed-in');
    expect(await passSecondFactor(id)).toBeNull();
    const fresh = await member();
    const other = await startSession(fresh.id, CLIENT);
    expect(await resolveSession(other)).toMatchObject({ stage: 'needs-enrolment', actor: null });
  });

  it('end when revoked, disabled, idle too long or 8 hours old', async () => {
    const user = await member();
    const now = Date.now();
    const a = await startSession(user.id, CLIENT, { secondFactorPassed: true });
    const b = await startSession(user.id, CLIENT, { secondFactorPassed: true });
    expect(await revokeAllSessions(user.id)).toBe(2);
    expect(await resolveSession(a)).toBeNull();
    expect(await resolveSession(b)).toBeNull();

    const c = await startSession(user.id, CLIENT, { secondFactorPassed: true });
    const idle = new Date(now + idleTimeoutMs() + 1000);
    expect(await resolveSession(c, idle)).toBeNull();
    // Revoked by the idle check, not merely refused once.
    expect(await resolveSession(c)).toBeNull();

    const d = await startSession(user.id, CLIENT, { secondFactorPassed: true });
    const stillActive = new Date(now + idleTimeoutMs() - 60_000);
    expect(await resolveSession(d, stillActive)).not.toBeNull();
    const old = new Date(now + SESSION_MAX_AGE_MS + 1000);
    await db().staffSession.update({ where: { id: d }, data: { lastSeenAt: old } });
    expect(await resolveSession(d, old)).toBeNull();

    const e = await startSession(user.id, CLIENT, { secondFactorPassed: true });
    await db().staffUser.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
    expect(await resolveSession(e)).toBeNull();
  });

  it('refuse ids that are not sessions', async () => {
    for (const id of [undefined, null, '', 'x'.repeat(65), randomUUID()]) {
      expect(await resolveSession(id)).toBeNull();
    }
  });
});

describe('authorize (the data layer check)', () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error instanceof NotAllowedError ? error.reason : 'other error';
    }
    return 'allowed';
  };

  it('refuses a missing actor and one made up outside a session, whatever roles it claims', async () => {
    const user = await member(['admin']);
    const forged: StaffActor = { ...user, roles: ['admin'], sessionId: 'forged' };
    expect(refusal(() => authorize(undefined, 'signed-in'))).toBe('no-session');
    expect(refusal(() => authorize(null, 'sales'))).toBe('no-session');
    expect(refusal(() => authorize(forged, 'sales'))).toBe('no-session');
    const real = (await resolveSession(
      await startSession(user.id, CLIENT, { secondFactorPassed: true }),
    ))!.actor!;
    // A copy of a real actor is not one either.
    expect(refusal(() => authorize({ ...real }, 'sales'))).toBe('no-session');
    expect(refusal(() => authorize(real, 'sales'))).toBe('allowed');
  });

  it('gives each role its own part and admins everything', async () => {
    const actorWith = async (roles: StaffRole[]) => {
      const user = await member(roles);
      const id = await startSession(user.id, CLIENT, { secondFactorPassed: true });
      return (await resolveSession(id))!.actor!;
    };
    const sales = await actorWith(['sales']);
    const none = await actorWith([]);
    const admin = await actorWith(['admin']);
    expect(refusal(() => authorize(sales, 'sales'))).toBe('allowed');
    expect(refusal(() => authorize(sales, 'accounts'))).toBe('role');
    expect(refusal(() => authorize(sales, 'admin'))).toBe('role');
    expect(refusal(() => authorize(none, 'signed-in'))).toBe('allowed');
    expect(refusal(() => authorize(none, 'investor_relations'))).toBe('role');
    for (const access of ['sales', 'accounts', 'investor_relations', 'admin'] as const) {
      expect(refusal(() => authorize(admin, access))).toBe('allowed');
    }
  });
});
