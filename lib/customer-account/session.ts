import { createHmac, randomBytes } from 'node:crypto';
import { CUSTOMER_ACCOUNT_MESSAGES as M } from '@/content/customer-account';
import { spendProof } from '@/lib/mobile-check/codes';
import { SECURE_COOKIES } from '@/lib/platform/auth/cookies';
import { Clock } from '@/lib/platform/clock';
import { db } from '@/lib/platform/db/client';
import type { ClientInfo } from '@/lib/platform/http/client';
import { HttpError } from '@/lib/platform/http/responses';
import { derivedKey } from '@/lib/platform/security/derived-key';

/**
 * The customer's own page is opened with a code sent by SMS to their mobile number (no
 * password): a confirmed proof of the `customer-account` purpose is spent once, in the
 * transaction that opens the session. The cookie holds 32 random bytes; the row holds only their
 * keyed hash (HMAC-SHA256, key derived from STAFF_SECRET_KEY with a label of its own), so a copy
 * of the table opens nothing. A session ends 30 days after it was opened, or 7 days after it was
 * last used, whichever comes first; signing out deletes its row, signing out everywhere every row
 * of the number.
 */

export const CUSTOMER_SESSION = { absoluteDays: 30, idleDays: 7 } as const;

/** Over HTTPS the cookie is `__Host-` (this host only, HTTPS only, path /), as the staff's is. */
export const CUSTOMER_COOKIE = SECURE_COOKIES ? '__Host-customer-session' : 'customer-session';
export const CUSTOMER_COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: SECURE_COOKIES,
};

/** The sessions' clock (tests move it instead of waiting). */
export const customerSessionClock = new Clock();

const DAY = 86_400_000;
/** lastSeenAt is written at most this often (not on every page view). */
const TOUCH_EVERY = 60_000;

const tokenHash = (token: string) =>
  createHmac('sha256', derivedKey('customer-session v1')).update(token).digest('hex');

/** A token as we make them: 32 bytes, base64url; anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A live session: made only by this module, from a row (records.ts refuses any other). */
export interface CustomerSession {
  readonly id: string;
  readonly mobile: string;
}

const issued = new WeakSet<CustomerSession>();

function issue(row: { id: string; mobile: string }): CustomerSession {
  const session = Object.freeze({ id: row.id, mobile: row.mobile });
  issued.add(session);
  return session;
}

/** Throws unless the session was made here from a live row (a made-up object or a copy is not). */
export function assertSession(session: CustomerSession): CustomerSession {
  if (!issued.has(session)) throw new HttpError(401, M.signedOut);
  return session;
}

export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

/**
 * Opens a session for the number with a proof of the `customer-account` purpose (spent here, in
 * one transaction with the new row: 30 opens at once with one proof open one session). Throws
 * HttpError 422 for a proof of another number or purpose, spent, or too old.
 */
export async function openCustomerSession(
  mobile: string,
  proof: string | undefined,
  client: Pick<ClientInfo, 'ip' | 'userAgent'>,
): Promise<OpenedSession> {
  const token = randomBytes(32).toString('base64url');
  const now = customerSessionClock.now();
  const expiresAt = new Date(now + CUSTOMER_SESSION.absoluteDays * DAY);
  await db().$transaction(async (tx) => {
    await spendProof(tx, proof, mobile, 'customer-account');
    await tx.customerSession.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
    await tx.customerSession.create({
      data: {
        tokenHash: tokenHash(token),
        mobile,
        createdAt: new Date(now),
        lastSeenAt: new Date(now),
        expiresAt,
        ip: client.ip?.slice(0, 45) ?? null,
        userAgent: client.userAgent?.slice(0, 200) ?? null,
      },
    });
  });
  return { token, expiresAt };
}

/**
 * The live session a cookie's token names, or null: unknown, malformed, past its 30 days or idle
 * for 7 (such a row is deleted). Using it moves its idle time on.
 */
export async function customerSessionFrom(
  token: string | undefined | null,
): Promise<CustomerSession | null> {
  if (!token || !TOKEN.test(token)) return null;
  const row = await db().customerSession.findUnique({ where: { tokenHash: tokenHash(token) } });
  if (!row) return null;
  const now = customerSessionClock.now();
  if (
    row.expiresAt.getTime() <= now ||
    row.lastSeenAt.getTime() + CUSTOMER_SESSION.idleDays * DAY <= now
  ) {
    await db().customerSession.deleteMany({ where: { id: row.id } });
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY) {
    await db().customerSession.updateMany({
      where: { id: row.id },
      data: { lastSeenAt: new Date(now) },
    });
  }
  return issue(row);
}

/** Signs this session out (its row goes). Nothing happens for no session. */
export async function signOutCustomer(token: string | undefined | null): Promise<boolean> {
  const session = await customerSessionFrom(token);
  if (!session) return false;
  await db().customerSession.deleteMany({ where: { id: session.id } });
  return true;
}

/** Signs out every session of the number, on every device; the count ended (0 for no session). */
export async function signOutCustomerEverywhere(token: string | undefined | null): Promise<number> {
  const session = await customerSessionFrom(token);
  if (!session) return 0;
  const { count } = await db().customerSession.deleteMany({ where: { mobile: session.mobile } });
  return count;
}

/** Deletes sessions past their end (`npm run prune`); idle ones go when next presented. */
export async function pruneCustomerSessions(now = new Date()): Promise<number> {
  const idleSince = new Date(now.getTime() - CUSTOMER_SESSION.idleDays * DAY);
  const { count } = await db().customerSession.deleteMany({
    where: { OR: [{ expiresAt: { lte: now } }, { lastSeenAt: { lte: idleSince } }] },
  });
  return count;
}
