import { db } from '@/lib/platform/db/client';
import type { ClientInfo } from '@/lib/platform/http/client';
import { reserveAttempt, settleAttempt } from './lockout';
import { verifyPassword } from './password';
import { startSession } from './sessions';

export type PasswordStepResult =
  | { ok: true; user: { id: string; email: string; name: string }; sessionId: string }
  | { ok: false; error: 'wrong' | 'locked' };

/**
 * The password step of a sign-in: checks the password and starts a session in the database that
 * still lacks the second factor (lib/platform/auth/two-factor.ts passes it at /staff/login/code or
 * /staff/login/enrol). The messages never say whether the e-mail exists. The attempt is counted
 * before the password is checked (lib/platform/auth/lockout.ts), so a burst is checked only up to the limit.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  client: ClientInfo,
): Promise<PasswordStepResult> {
  const attempt = await reserveAttempt({ email, ip: client.ip, step: 'password' });
  if (!attempt) return { ok: false, error: 'locked' };
  const user = await db().staffUser.findUnique({ where: { email } });
  const ok = (await verifyPassword(user?.passwordHash || null, password)) && !user?.disabledAt;
  await settleAttempt(attempt, ok);
  if (!ok || !user) return { ok: false, error: 'wrong' };
  const sessionId = await startSession(user.id, client, { secondFactorPassed: false });
  return { ok: true, user: { id: user.id, email: user.email, name: user.name }, sessionId };
}
