import { randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { db } from '@/lib/platform/db/client';
import { MAX_FAILURES } from './lockout';
import { hashPassword } from './password';
import { resolveSession } from './sessions';
import { signInWithPassword } from './sign-in';

// Counts the password checks (argon2id verifications) while running the real ones.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const checks = jest.mocked(verify);

afterAll(() => db().$disconnect());

const PASSWORD = 'correct horse battery staple';
const client = () => ({ ip: `198.51.${randomUUID().slice(0, 8)}`, userAgent: null });

async function member() {
  const email = `sign-in-${randomUUID()}@example.com`;
  const passwordHash = await hashPassword(PASSWORD);
  await db().staffUser.create({ data: { email, name: 'S', passwordHash, roles: ['sales'] } });
  return email;
}

const auditActions = async (email: string) =>
  (await db().auditLog.findMany({ where: { actorEmail: email } })).map((r) => r.action);

describe('the password step', () => {
  it('starts a session that still needs the second step', async () => {
    const email = await member();
    const result = await signInWithPassword(email, PASSWORD, client());
    expect(result.ok).toBe(true);
    const session = await resolveSession(result.ok ? result.sessionId : null);
    expect(session?.stage).toBe('needs-enrolment');
    expect(await signInWithPassword(email, 'wrong', client())).toEqual({
      ok: false,
      error: 'wrong',
    });
  });

  it('checks five of thirty wrong passwords sent at once from one address, then refuses the right one', async () => {
    const email = await member();
    const from = client();
    checks.mockClear();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signInWithPassword(email, `guess ${i}`, from)),
    );
    expect(checks).toHaveBeenCalledTimes(MAX_FAILURES);
    const errors = results.map((r) => (r.ok ? 'ok' : r.error));
    expect(errors.filter((e) => e === 'wrong')).toHaveLength(MAX_FAILURES);
    expect(errors.filter((e) => e === 'locked')).toHaveLength(30 - MAX_FAILURES);
    const stored = await db().loginAttempt.findMany({ where: { ip: from.ip } });
    expect(stored).toHaveLength(MAX_FAILURES);
    expect(stored.every((row) => !row.success && row.email === email)).toBe(true);

    checks.mockClear();
    expect(await signInWithPassword(email, PASSWORD, from)).toEqual({ ok: false, error: 'locked' });
    expect(checks).not.toHaveBeenCalled();
    const actions = await auditActions(email);
    expect(actions.filter((a) => a === 'sign-in-failed')).toHaveLength(MAX_FAILURES);
    expect(actions.filter((a) => a === 'sign-in-lockout')).toHaveLength(1);
    expect(actions.filter((a) => a === 'sign-in-account-guard')).toHaveLength(1);
  });

  it('hears one guess per address on an account attacked from thirty addresses at once', async () => {
    const email = await member();
    const attackers = Array.from({ length: 30 }, client);
    const first = await Promise.all(attackers.map((a) => signInWithPassword(email, 'guess', a)));
    expect(first.every((r) => !r.ok && r.error === 'wrong')).toBe(true);
    // The account is under guard now: every one of those addresses is refused, even the right
    // password; the member, from an address of their own, is heard.
    const again = await Promise.all(attackers.map((a) => signInWithPassword(email, PASSWORD, a)));
    expect(again.every((r) => !r.ok && r.error === 'locked')).toBe(true);
    expect((await signInWithPassword(email, PASSWORD, client())).ok).toBe(true);
    const guards = (await auditActions(email)).filter((a) => a === 'sign-in-account-guard');
    expect(guards).toHaveLength(1);
  });
});
