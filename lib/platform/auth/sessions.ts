import { randomBytes } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { env } from '@/lib/platform/env';
import type { ClientInfo } from '@/lib/platform/http/client';
import { registerActor, type StaffActor } from './access';
import type { StaffRole } from './roles';

/** A session ends 8 hours after sign-in, whatever happens. */
export const SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often per session (the idle timeout's resolution). */
const TOUCH_EVERY_MS = 30_000;

export const idleTimeoutMs = () => env.STAFF_IDLE_MINUTES * 60 * 1000;

/**
 * Where a session stands: `signed-in` (password and second factor passed), `needs-code` (password
 * only; the member has an authenticator) or `needs-enrolment` (password only; no authenticator yet).
 */
export type SessionStage = 'signed-in' | 'needs-code' | 'needs-enrolment';

export interface ResolvedSession {
  id: string;
  stage: SessionStage;
  user: { id: string; email: string; name: string; roles: StaffRole[]; twoFactor: boolean };
  /** The member acting in this request; only for a fully signed-in session. */
  actor: StaffActor | null;
}

type Tx = Prisma.TransactionClient;

const newSessionId = () => randomBytes(32).toString('base64url');

/** Starts a session after the password step; returns its id, the only thing the cookie carries. */
export async function startSession(
  userId: string,
  client: ClientInfo,
  { secondFactorPassed = false, now = new Date() } = {},
): Promise<string> {
  const id = newSessionId();
  await db().staffSession.create({
    data: {
      id,
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
      secondFactorAt: secondFactorPassed ? now : null,
      ip: client.ip,
      userAgent: client.userAgent,
    },
  });
  return id;
}

/**
 * The live session with this id, or null: unknown, revoked, past 8 hours, idle too long, or its
 * member disabled. Every staff request (proxy, page, action, handler) goes through here, so a
 * session ended in the database is ended everywhere at once.
 */
export async function resolveSession(
  id: string | null | undefined,
  now = new Date(),
): Promise<ResolvedSession | null> {
  if (!id || id.length > 64) return null;
  const row = await db().staffSession.findUnique({ where: { id }, include: { user: true } });
  if (!row || row.revokedAt || row.expiresAt <= now || row.user.disabledAt) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > idleTimeoutMs()) {
    await revokeSession(id, now);
    return null;
  }
  if (idle > TOUCH_EVERY_MS) {
    await db().staffSession.updateMany({
      where: { id, revokedAt: null },
      data: { lastSeenAt: now },
    });
  }
  const { user } = row;
  const twoFactor = user.totpEnabledAt !== null;
  const stage: SessionStage = row.secondFactorAt
    ? 'signed-in'
    : twoFactor
      ? 'needs-code'
      : 'needs-enrolment';
  const view = { id: user.id, email: user.email, name: user.name, roles: user.roles, twoFactor };
  return {
    id,
    stage,
    user: view,
    actor: stage === 'signed-in' ? registerActor({ ...view, sessionId: id }) : null,
  };
}

/**
 * Passes the second step by replacing the session: the half-signed-in id ends and a new one,
 * signed in, takes its place (same member, same 8-hour end). A copy of the cookie taken before
 * the code was typed therefore never becomes a signed-in session. Answers the new id, or null
 * when the old session had already ended or passed meanwhile.
 */
export async function passSecondFactor(oldId: string, now = new Date()): Promise<string | null> {
  return db().$transaction(async (tx) => {
    const [old] = await tx.staffSession.updateManyAndReturn({
      where: { id: oldId, revokedAt: null, secondFactorAt: null },
      data: { revokedAt: now },
    });
    if (!old) return null;
    const id = newSessionId();
    const { userId, createdAt, expiresAt, ip, userAgent } = old;
    await tx.staffSession.create({
      data: {
        id,
        userId,
        createdAt,
        expiresAt,
        ip,
        userAgent,
        lastSeenAt: now,
        secondFactorAt: now,
      },
    });
    return id;
  });
}

export async function revokeSession(id: string, now = new Date()) {
  await db().staffSession.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
}

/**
 * Ends every session of a member (sign out everywhere, password or role change, disabling, second
 * factor reset). Pass the transaction that makes the change, so both land or neither.
 */
export async function revokeAllSessions(userId: string, tx: Tx = db(), now = new Date()) {
  const { count } = await tx.staffSession.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: now },
  });
  return count;
}
