import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { MAX_FAILURES, reserveAttempt, settleAttempt } from './lockout';
import { resolveSession, startSession, type ResolvedSession } from './sessions';
import { sealTotpSecret, totpCode, totpStep } from './totp';
import {
  confirmEnrolment,
  MAX_CODES_PER_SESSION,
  regenerateRecoveryCodes,
  resetSecondFactor,
  startEnrolment,
  verifySecondFactor,
  type SecondStepResult,
} from './two-factor';

afterAll(() => db().$disconnect());

const client = () => ({ ip: `203.0.${randomUUID().slice(0, 8)}`, userAgent: null });

async function member(secret?: string) {
  const email = `tf-${randomUUID()}@example.com`;
  const user = await db().staffUser.create({
    data: { email, name: 'T', passwordHash: '', roles: ['sales'] },
  });
  if (secret) {
    await db().staffUser.update({
      where: { id: user.id },
      data: { totpSecret: sealTotpSecret(user.id, secret), totpEnabledAt: new Date() },
    });
  }
  return user;
}

async function halfSession(userId: string): Promise<ResolvedSession> {
  const id = await startSession(userId, { ip: null, userAgent: null });
  return (await resolveSession(id))!;
}

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Six-digit codes that are wrong for SECRET now (none is a code of the steps it accepts). */
function wrongCodes(n: number): string[] {
  const now = Date.now();
  const right = new Set([-30_000, 0, 30_000].map((drift) => totpCode(SECRET, now + drift)));
  const codes = Array.from({ length: n + 3 }, (_, i) => String(100_000 + i * 7919));
  return codes.filter((code) => !right.has(code)).slice(0, n);
}

describe('enrolment', () => {
  it('turns two-step sign-in on with a right code and answers ten recovery codes, stored hashed', async () => {
    const user = await member();
    const session = await halfSession(user.id);
    expect(session.stage).toBe('needs-enrolment');
    const enrolment = await startEnrolment(session);
    expect(enrolment.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(enrolment.sealed).not.toContain(enrolment.secret);

    const wrong = await confirmEnrolment(session, client(), enrolment.sealed, '000000');
    expect(wrong).toEqual({ ok: false, error: 'wrong-code' });

    const result = await confirmEnrolment(
      session,
      client(),
      enrolment.sealed,
      totpCode(enrolment.secret),
    );
    expect(result.ok).toBe(true);
    const codes = result.ok ? result.recoveryCodes! : [];
    const signedIn = result.ok ? result.sessionId : null;
    expect(codes).toHaveLength(10);
    const stored = await db().staffRecoveryCode.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    const row = await db().staffUser.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.totpSecret).not.toContain(enrolment.secret);
    expect(row.totpEnabledAt).not.toBeNull();
    expect((await resolveSession(signedIn))!.stage).toBe('signed-in');
    const actions = (await db().auditLog.findMany({ where: { actorEmail: user.email } })).map(
      (r) => r.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['two-factor-enrol', 'sign-in', 'sign-in-failed']),
    );
  });

  it('refuses a secret sealed for another session', async () => {
    const user = await member();
    const other = await startEnrolment(await halfSession(user.id));
    const session = await halfSession(user.id);
    expect(await confirmEnrolment(session, client(), other.sealed, totpCode(other.secret))).toEqual(
      { ok: false, error: 'wrong-code' },
    );
  });
});

describe('the code step', () => {
  it('accepts a TOTP code once', async () => {
    const user = await member(SECRET);
    const code = totpCode(SECRET);
    const first = await halfSession(user.id);
    expect(first.stage).toBe('needs-code');
    const passed = await verifySecondFactor(first, client(), code);
    expect(passed).toEqual({ ok: true, sessionId: expect.any(String) });
    expect((await resolveSession(passed.ok ? passed.sessionId : null))!.stage).toBe('signed-in');
    const second = await halfSession(user.id);
    expect(await verifySecondFactor(second, client(), code)).toEqual({
      ok: false,
      error: 'wrong-code',
    });
    const row = await db().staffUser.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.totpLastStep).toBeGreaterThanOrEqual(totpStep(Date.now()) - 1);
  });

  it('accepts each recovery code once, and audits its use', async () => {
    const user = await member(SECRET);
    const actor = (await resolveSession(
      await startSession(user.id, client(), { secondFactorPassed: true }),
    ))!.actor!;
    const codes = await regenerateRecoveryCodes(actor);
    expect(
      await verifySecondFactor(await halfSession(user.id), client(), codes[3]!.toUpperCase()),
    ).toEqual({ ok: true, sessionId: expect.any(String) });
    expect(await verifySecondFactor(await halfSession(user.id), client(), codes[3]!)).toEqual({
      ok: false,
      error: 'wrong-code',
    });
    const audit = await db().auditLog.findMany({ where: { actorEmail: user.email } });
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining(['recovery-codes-regenerated', 'recovery-code-used']),
    );
    expect(audit.find((r) => r.action === 'recovery-code-used')!.summary).toBe(
      'Signed in with a recovery code (9 left)',
    );
    // Regenerating makes the old codes useless.
    await regenerateRecoveryCodes(actor);
    expect((await verifySecondFactor(await halfSession(user.id), client(), codes[4]!)).ok).toBe(
      false,
    );
  });

  it('ends the session after five wrong codes', async () => {
    const user = await member(SECRET);
    const session = await halfSession(user.id);
    for (let i = 1; i < MAX_CODES_PER_SESSION; i++) {
      expect(await verifySecondFactor(session, client(), '000000')).toEqual({
        ok: false,
        error: 'wrong-code',
      });
    }
    expect(await verifySecondFactor(session, client(), '000000')).toEqual({
      ok: false,
      error: 'too-many',
    });
    expect(await resolveSession(session.id)).toBeNull();
  });

  it('checks five of thirty codes sent at once on one session, then the session is ended', async () => {
    const user = await member(SECRET);
    const session = await halfSession(user.id);
    const guesses = wrongCodes(30);
    // Each from an address of its own: only the session's own count of codes can stop them.
    const results = await Promise.all(
      guesses.map((code) => verifySecondFactor(session, client(), code)),
    );
    const checked = await db().loginAttempt.count({ where: { email: user.email, step: 'code' } });
    expect(checked).toBe(MAX_CODES_PER_SESSION);
    const errors = results.map((r) => (r.ok ? 'ok' : r.error));
    expect(errors.filter((e) => e === 'wrong-code')).toHaveLength(MAX_CODES_PER_SESSION - 1);
    expect(errors.filter((e) => e === 'too-many')).toHaveLength(30 - MAX_CODES_PER_SESSION + 1);
    expect(await resolveSession(session.id)).toBeNull();
    expect(await verifySecondFactor(session, client(), totpCode(SECRET))).toEqual({
      ok: false,
      error: 'too-many',
    });
  });

  it('checks five of thirty codes sent at once from one address, on sessions of their own', async () => {
    const user = await member(SECRET);
    const from = client();
    const sessions = await Promise.all(Array.from({ length: 30 }, () => halfSession(user.id)));
    const guesses = wrongCodes(30);
    const results = await Promise.all(
      sessions.map((session, i) => verifySecondFactor(session, from, guesses[i]!)),
    );
    expect(await db().loginAttempt.count({ where: { ip: from.ip } })).toBe(MAX_FAILURES);
    const errors = results.map((r) => (r.ok ? 'ok' : r.error));
    expect(errors.filter((e) => e === 'wrong-code')).toHaveLength(MAX_FAILURES);
    expect(errors.filter((e) => e === 'locked')).toHaveLength(30 - MAX_FAILURES);
    const fresh = await halfSession(user.id);
    expect(await verifySecondFactor(fresh, from, totpCode(SECRET))).toEqual({
      ok: false,
      error: 'locked',
    });
  });

  it('refuses, unheard, a right code from a locked-out address', async () => {
    const user = await member(SECRET);
    const from = client();
    for (let i = 0; i < MAX_FAILURES; i++) {
      const reservation = await reserveAttempt({ email: `x-${i}@example.com`, ip: from.ip });
      await settleAttempt(reservation!, false);
    }
    const session = await halfSession(user.id);
    expect(await verifySecondFactor(session, from, totpCode(SECRET))).toEqual({
      ok: false,
      error: 'locked',
    });
    expect(await verifySecondFactor(session, client(), totpCode(SECRET))).toMatchObject({
      ok: true,
    });
  });
});

describe('the session id after the second step', () => {
  /** The half-signed-in session has ended; the one answered is new and signed in. */
  async function expectRenewed(half: ResolvedSession, result: SecondStepResult) {
    expect(result.ok).toBe(true);
    const renewed = result.ok ? result.sessionId : '';
    expect(renewed).not.toBe(half.id);
    expect(await resolveSession(half.id)).toBeNull();
    expect(await resolveSession(renewed)).toMatchObject({
      stage: 'signed-in',
      actor: { id: half.user.id },
    });
  }

  it('is new when a TOTP code passes, and the half-signed-in id is dead', async () => {
    const user = await member(SECRET);
    const half = await halfSession(user.id);
    await expectRenewed(half, await verifySecondFactor(half, client(), totpCode(SECRET)));
  });

  it('is new when a recovery code passes', async () => {
    const user = await member(SECRET);
    const actor = (await resolveSession(
      await startSession(user.id, client(), { secondFactorPassed: true }),
    ))!.actor!;
    const [code] = await regenerateRecoveryCodes(actor);
    const half = await halfSession(user.id);
    await expectRenewed(half, await verifySecondFactor(half, client(), code!));
  });

  it('is new when enrolment is confirmed', async () => {
    const user = await member();
    const half = await halfSession(user.id);
    const { sealed, secret } = await startEnrolment(half);
    await expectRenewed(half, await confirmEnrolment(half, client(), sealed, totpCode(secret)));
  });

  it('is not made when the half-signed-in session ended before its code passed', async () => {
    const user = await member(SECRET);
    const half = await halfSession(user.id);
    await db().staffSession.update({ where: { id: half.id }, data: { revokedAt: new Date() } });
    expect(await verifySecondFactor(half, client(), totpCode(SECRET))).toEqual({
      ok: false,
      error: 'too-many',
    });
  });
});

describe('resetSecondFactor', () => {
  it('clears the secret and recovery codes and ends every session', async () => {
    const user = await member(SECRET);
    const session = await halfSession(user.id);
    const actor = (await resolveSession(
      await startSession(user.id, client(), { secondFactorPassed: true }),
    ))!.actor!;
    await regenerateRecoveryCodes(actor);
    await db().$transaction((tx) => resetSecondFactor(tx, user.id));
    const row = await db().staffUser.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await db().staffRecoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect(await resolveSession(session.id)).toBeNull();
    const next = await halfSession(user.id);
    expect(next.stage).toBe('needs-enrolment');
  });
});
