import { AUDIT_TEXT } from '@/content/audit';
import QRCode from 'qrcode';
import { recordAudit } from '@/lib/platform/audit/log';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import type { ClientInfo } from '@/lib/platform/http/client';
import { authorize, type StaffActor } from './access';
import { reserveAttempt, settleAttempt } from './lockout';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';
import { open, seal, SecretBoxError } from './secret-box';
import {
  passSecondFactor,
  revokeAllSessions,
  revokeSession,
  type ResolvedSession,
} from './sessions';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpUri, verifyTotp } from './totp';

type Tx = Prisma.TransactionClient;

/** Wrong codes one session may give before it is ended and the member must start again. */
export const MAX_CODES_PER_SESSION = 5;

/** The sealing context of one enrolment form of one session. */
const enrolContext = (sessionId: string) => `enrol:${sessionId}`;

export interface Enrolment {
  /** The secret as text, for typing into the app by hand. */
  secret: string;
  /** A QR code of the otpauth:// address, as an SVG data URL. */
  qrDataUrl: string;
  /** The secret sealed for this session; the confirming form posts it back. */
  sealed: string;
}

/**
 * A fresh secret for a member in the enrolment step. Nothing is stored until the member confirms
 * it with a code: the secret travels sealed in the form, usable only by this session.
 */
export async function startEnrolment(session: ResolvedSession): Promise<Enrolment> {
  const secret = newTotpSecret();
  const svg = await QRCode.toString(totpUri(secret, session.user.email), {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return {
    secret,
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    sealed: seal(secret, enrolContext(session.id)),
  };
}

/**
 * A passed step answers the id of the new, signed-in session that replaced the half-signed-in
 * one (the cookie must now carry it); `ended`: the session ended while its code was checked.
 */
export type SecondStepResult =
  | { ok: true; sessionId: string; recoveryCodes?: string[] }
  | { ok: false; error: 'wrong-code' | 'too-many' | 'locked' | 'ended' };

/**
 * Takes one of the session's MAX_CODES_PER_SESSION code slots before a code is checked, in one
 * conditional update, so codes sent at the same moment cannot all be checked; answers the slot's
 * number, or null when the session has none left (or has ended).
 */
async function takeCodeSlot(sessionId: string): Promise<number | null> {
  const [row] = await db().staffSession.updateManyAndReturn({
    where: { id: sessionId, revokedAt: null, failedCodes: { lt: MAX_CODES_PER_SESSION } },
    data: { failedCodes: { increment: 1 } },
    select: { failedCodes: true },
  });
  return row?.failedCodes ?? null;
}

/** The slot of a code refused unheard: only codes checked and found wrong count. */
async function giveBackCodeSlot(sessionId: string) {
  await db().staffSession.updateMany({
    where: { id: sessionId, failedCodes: { gt: 0 } },
    data: { failedCodes: { decrement: 1 } },
  });
}

/**
 * The rules every second-step attempt follows: a code is checked only after it has taken a slot
 * of its session and been counted against its address and account (lib/platform/auth/lockout.ts), so a
 * burst is checked up to the limits and no further; refused unheard when its address is locked
 * out; a wrong code counts against the address, the account and the session (the fifth ends it);
 * a right one replaces the session with a new, signed-in one and is audited as the sign-in.
 */
async function attempt(
  session: ResolvedSession,
  client: ClientInfo,
  check: () => Promise<{ ok: boolean; recoveryCodes?: string[]; recoveryCode?: boolean }>,
): Promise<SecondStepResult> {
  const { email, id: userId } = session.user;
  const slot = await takeCodeSlot(session.id);
  if (slot === null) return { ok: false, error: 'too-many' };
  const reservation = await reserveAttempt({ email, ip: client.ip, step: 'code' });
  if (!reservation) {
    await giveBackCodeSlot(session.id);
    return { ok: false, error: 'locked' };
  }
  const outcome = await check();
  await settleAttempt(reservation, outcome.ok);
  if (!outcome.ok) {
    if (slot < MAX_CODES_PER_SESSION) return { ok: false, error: 'wrong-code' };
    await revokeSession(session.id);
    return { ok: false, error: 'too-many' };
  }
  // A new session id for the signed-in session; the old row (and its count of codes) ends.
  const sessionId = await passSecondFactor(session.id);
  if (!sessionId) return { ok: false, error: 'ended' };
  await recordAudit({
    actorEmail: email,
    action: 'sign-in',
    entity: 'StaffUser',
    entityId: userId,
    summary: AUDIT_TEXT.signIn.signedIn(client.ip, outcome.recoveryCode === true),
  });
  return { ok: true, sessionId, recoveryCodes: outcome.recoveryCodes };
}

async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.staffRecoveryCode.deleteMany({ where: { userId } });
  await tx.staffRecoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })),
  });
  return codes;
}

/**
 * Turns two-step sign-in on for the member of a session in the enrolment step, when `code` is
 * right for the sealed secret shown to them; answers the ten recovery codes, to be shown once.
 */
export function confirmEnrolment(
  session: ResolvedSession,
  client: ClientInfo,
  sealed: string,
  code: string,
): Promise<SecondStepResult> {
  return attempt(session, client, async () => {
    let secret: string;
    try {
      secret = open(sealed, enrolContext(session.id));
    } catch (error) {
      if (error instanceof SecretBoxError) return { ok: false };
      throw error;
    }
    const step = verifyTotp(secret, code.trim(), null);
    if (step === null) return { ok: false };
    const userId = session.user.id;
    const recoveryCodes = await db().$transaction(async (tx) => {
      // Only a member not yet enrolled (a second tab cannot enrol over the first).
      const { count } = await tx.staffUser.updateMany({
        where: { id: userId, totpEnabledAt: null },
        data: {
          totpSecret: sealTotpSecret(userId, secret),
          totpEnabledAt: new Date(),
          totpLastStep: step,
        },
      });
      if (count !== 1) return null;
      await recordAudit(
        {
          actorEmail: session.user.email,
          action: 'two-factor-enrol',
          entity: 'StaffUser',
          entityId: userId,
          summary: AUDIT_TEXT.signIn.enrolled,
        },
        tx,
      );
      return replaceRecoveryCodes(tx, userId);
    });
    return recoveryCodes ? { ok: true, recoveryCodes } : { ok: false };
  });
}

/** Accepts the TOTP code once: the step is stored only if it is newer than the last one used. */
async function acceptTotp(userId: string, code: string): Promise<boolean> {
  const user = await db().staffUser.findUnique({ where: { id: userId } });
  if (!user?.totpSecret || !user.totpEnabledAt) return false;
  let secret: string;
  try {
    secret = openTotpSecret(userId, user.totpSecret);
  } catch (error) {
    // Sealed under another STAFF_SECRET_KEY: only a recovery code (or a reset) helps now.
    if (error instanceof SecretBoxError) return false;
    throw error;
  }
  const step = verifyTotp(secret, code, user.totpLastStep);
  if (step === null) return false;
  const { count } = await db().staffUser.updateMany({
    where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

/** Uses up one recovery code; true when it was unused and is now spent. */
async function spendRecoveryCode(userId: string, code: string): Promise<boolean> {
  const row = await db().staffRecoveryCode.findFirst({
    where: { userId, codeHash: hashRecoveryCode(code), usedAt: null },
  });
  if (!row) return false;
  const { count } = await db().staffRecoveryCode.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

/** The second step of a member with an authenticator: a TOTP code, or one recovery code. */
export function verifySecondFactor(
  session: ResolvedSession,
  client: ClientInfo,
  input: string,
): Promise<SecondStepResult> {
  const code = input.trim().slice(0, 40);
  return attempt(session, client, async () => {
    if (/^\d{6}$/.test(code)) return { ok: await acceptTotp(session.user.id, code) };
    if (!normaliseRecoveryCode(code)) return { ok: false };
    const ok = await spendRecoveryCode(session.user.id, code);
    if (ok) {
      const left = await db().staffRecoveryCode.count({
        where: { userId: session.user.id, usedAt: null },
      });
      await recordAudit({
        actorEmail: session.user.email,
        action: 'recovery-code-used',
        entity: 'StaffUser',
        entityId: session.user.id,
        summary: AUDIT_TEXT.signIn.recoveryCodeUsed(left),
      });
    }
    return { ok, recoveryCode: ok };
  });
}

export interface TwoFactorStatus {
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

/** The signed-in member's own two-step status (the account page). */
export async function twoFactorStatus(actor: StaffActor): Promise<TwoFactorStatus> {
  const { id } = authorize(actor, 'signed-in');
  const [user, left] = await Promise.all([
    db().staffUser.findUnique({ where: { id }, select: { totpEnabledAt: true } }),
    db().staffRecoveryCode.count({ where: { userId: id, usedAt: null } }),
  ]);
  return { enabledAt: user?.totpEnabledAt?.toISOString() ?? null, recoveryCodesLeft: left };
}

/** Ten new recovery codes for the signed-in member (the old ones stop working), to show once. */
export async function regenerateRecoveryCodes(actor: StaffActor): Promise<string[]> {
  const { id, email } = authorize(actor, 'signed-in');
  return db().$transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, id);
    await recordAudit(
      {
        actorEmail: email,
        action: 'recovery-codes-regenerated',
        entity: 'StaffUser',
        entityId: id,
        summary: AUDIT_TEXT.signIn.codesRenewed,
      },
      tx,
    );
    return codes;
  });
}

/**
 * Clears a member's second factor (TOTP secret and recovery codes) and ends their sessions, so
 * their next sign-in goes through enrolment again. For the staff-accounts admin action: run it
 * inside the transaction that audits the reset (the caller checks the admin role and audits).
 */
export async function resetSecondFactor(tx: Tx, userId: string): Promise<void> {
  await tx.staffUser.update({
    where: { id: userId },
    data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
  });
  await tx.staffRecoveryCode.deleteMany({ where: { userId } });
  await revokeAllSessions(userId, tx);
}
