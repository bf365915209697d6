import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { MOBILE_CHECK_MESSAGES as M, MOBILE_CODE, SMS_TEMPLATES } from '@/content/mobile-check';
import type { Language } from '@/content/languages';
import { derivedKey } from '@/lib/platform/security/derived-key';
import { Clock } from '@/lib/platform/clock';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import { env } from '@/lib/platform/env';
import { rateLimitKey, type ClientInfo } from '@/lib/platform/http/client';
import { HttpError } from '@/lib/platform/http/responses';
import { wordsOf } from '@/lib/platform/i18n/words';
import { log } from '@/lib/platform/log';
import { hitRateLimit, type Limit } from '@/lib/platform/rate-limit';
import type { Purpose } from './purposes';
import { sendSms, smsConfigured, SmsError } from './sms';

/**
 * Mobile numbers confirmed by a six-digit code sent by SMS (NIST SP 800-63B §5.1.3: random, at
 * most ten minutes, used once, failed tries limited). The codes, the numbers and the proofs are
 * kept as keyed hashes only, never in clear and never in a log line; a row goes a day after it
 * was made. Sending costs money and draws SMS-pumping fraud, so each send passes, in order: the
 * client's limits, the number's (a cool-down between codes and so many an hour and a day, counted
 * under a lock on the number, so 30 requests at once send one), and the whole site's daily
 * budget. A right code gives the browser a proof, which the form's post spends once
 * (`spendProof`) in the transaction that stores the request.
 */

export { PURPOSES, type Purpose } from './purposes';

/** The clock of the codes' lives and the number's limits (tests move it instead of waiting). */
export const mobileCheckClock = new Clock();

/** Codes one number may be sent, besides the cool-down between two (MOBILE_CODE.resendSeconds). */
export const NUMBER_LIMITS = { hour: 5, day: 10 } as const;

/** Sends one client address may ask for (IPv6 by its /64), before the number's limits. */
export const CLIENT_LIMITS: Limit[] = [
  { name: 'hour', seconds: 3_600, max: 10 },
  { name: 'day', seconds: 86_400, max: 20 },
];

/** A proof works this long after the code was confirmed. */
export const PROOF_MINUTES = 30;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Keyed hashes (HMAC, its key derived from STAFF_SECRET_KEY for this purpose alone). */
const hash = (text: string) =>
  createHmac('sha256', derivedKey('mobile-check v1')).update(text).digest('hex');
export const mobileHash = (mobile: string) => hash(`mobile:${mobile}`);
const codeHash = (id: string, code: string) => hash(`code:${id}:${code}`);
const proofHash = (proof: string) => hash(`proof:${proof}`);

/** "98xxxxxx10": enough for the customer to see which number, not enough to read it off a screen. */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`;

/** 429 with Retry-After, its message in the page's language (it carries a number). */
function tooManyIn(language: Language) {
  return (seconds: number) => {
    const wait = Math.max(1, Math.ceil(seconds));
    const text = wordsOf(language).mobileCheck.MOBILE_CHECK_MESSAGES.tooMany(wait);
    return new HttpError(429, text, {}, { 'Retry-After': String(wait) });
  };
}

export interface SentCode {
  masked: string;
  resendSeconds: number;
}

/**
 * Sends a new code to the number for the purpose, in the page's language, and makes every code
 * sent before for it void. Throws HttpError: 503 with SMS off or when the gateway fails (the code
 * is then not kept, so the customer may ask again at once), 429 past a limit.
 */
export async function sendCode(
  mobile: string,
  purpose: Purpose,
  language: Language,
  client: ClientInfo,
): Promise<SentCode> {
  if (!smsConfigured()) throw new HttpError(503, M.off);
  const tooMany = tooManyIn(language);
  const byClient = await hitRateLimit('mobile-check', rateLimitKey(client.ip), CLIENT_LIMITS);
  if (!byClient.allowed) throw tooMany(byClient.retryAfter);

  const now = mobileCheckClock.now();
  const code = String(randomInt(0, 10 ** MOBILE_CODE.digits)).padStart(MOBILE_CODE.digits, '0');
  const numberHash = mobileHash(mobile);
  const id = await db().$transaction(async (tx) => {
    // One send for a number at a time, on every instance: the checks below then see every
    // code sent before this one.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${numberHash}, 0))`;
    await tx.mobileCheck.deleteMany({ where: { createdAt: { lt: new Date(now - DAY) } } });
    const sent = await tx.mobileCheck.findMany({
      where: { mobileHash: numberHash, createdAt: { gt: new Date(now - DAY) } },
      select: { createdAt: true },
      orderBy: { createdAt: 'desc' },
    });
    const times = sent.map((row) => row.createdAt.getTime());
    const lastHour = times.filter((at) => at > now - HOUR);
    const waits = [
      times.length ? times[0]! + MOBILE_CODE.resendSeconds * 1000 - now : 0,
      lastHour.length >= NUMBER_LIMITS.hour ? lastHour[NUMBER_LIMITS.hour - 1]! + HOUR - now : 0,
      times.length >= NUMBER_LIMITS.day ? times[NUMBER_LIMITS.day - 1]! + DAY - now : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw tooMany(wait / 1000);
    await tx.mobileCheck.updateMany({
      where: {
        mobileHash: numberHash,
        purpose,
        confirmedAt: null,
        expiresAt: { gt: new Date(now) },
      },
      data: { expiresAt: new Date(now) },
    });
    const row = await tx.mobileCheck.create({
      data: {
        mobileHash: numberHash,
        purpose,
        codeHash: '',
        expiresAt: new Date(now + MOBILE_CODE.minutes * MINUTE),
        createdAt: new Date(now),
      },
      select: { id: true },
    });
    await tx.mobileCheck.update({
      where: { id: row.id },
      data: { codeHash: codeHash(row.id, code) },
    });
    return row.id;
  });

  // Last, so that sends refused above never spend the site's budget (and outside the
  // transaction: the embedded database runs one at a time).
  const bySite = await hitRateLimit('mobile-check-site', 'all', [
    { name: 'day', seconds: 86_400, max: env.MOBILE_CHECKS_PER_DAY },
  ]);
  if (!bySite.allowed) {
    await db().mobileCheck.delete({ where: { id } });
    log().warn({ limit: env.MOBILE_CHECKS_PER_DAY }, 'mobile check: the daily SMS budget is spent');
    throw tooMany(bySite.retryAfter);
  }
  try {
    await sendSms({
      to: mobile,
      template: 'otp',
      language,
      body: wordsOf(language).mobileCheck.SMS_TEMPLATES.otp.replace('{#var#}', code),
    });
  } catch (error) {
    await db()
      .mobileCheck.delete({ where: { id } })
      .catch(() => undefined);
    if (!(error instanceof SmsError)) throw error;
    log().error({ purpose, error: error.message }, 'mobile check: the SMS was not sent');
    throw new HttpError(503, M.failed);
  }
  return { masked: maskMobile(mobile), resendSeconds: MOBILE_CODE.resendSeconds };
}

/**
 * Checks a code typed for the number and purpose against the last one sent. Every try counts,
 * right or wrong, in one statement, so tries made at once cannot pass the limit together. A
 * right code answers the proof the form sends with the number. Throws HttpError: 422 for a wrong
 * code (tries remain), 410 when no code is waiting (none sent, expired, used, or tried too often).
 */
export async function confirmCode(
  mobile: string,
  purpose: Purpose,
  code: string,
): Promise<{ proof: string }> {
  const now = new Date(mobileCheckClock.now());
  const rows = await db().$queryRaw<{ id: string; codeHash: string }[]>`
    UPDATE "MobileCheck" SET "attempts" = "attempts" + 1
     WHERE "id" = (
       SELECT "id" FROM "MobileCheck"
        WHERE "mobileHash" = ${mobileHash(mobile)} AND "purpose" = ${purpose}
          AND "confirmedAt" IS NULL AND "expiresAt" > ${now}
        ORDER BY "createdAt" DESC LIMIT 1)
       AND "attempts" < ${MOBILE_CODE.tries}
    RETURNING "id", "codeHash"`;
  const row = rows[0];
  if (!row) throw new HttpError(410, M.expired);
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(row.id, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new HttpError(422, M.wrong, { errors: { code: M.wrong } });
  }
  const proof = randomBytes(24).toString('base64url');
  const { count } = await db().mobileCheck.updateMany({
    where: { id: row.id, confirmedAt: null },
    data: { confirmedAt: now, proofHash: proofHash(proof) },
  });
  // Two right tries at once: the first stored its proof; the second's is none.
  if (count === 0) throw new HttpError(410, M.expired);
  return { proof };
}

/**
 * Spends a form's proof, in the transaction that stores what the form sent: the proof must be
 * for this number and purpose, confirmed less than PROOF_MINUTES ago and not spent before.
 * Resolves with when the number was confirmed; throws HttpError 422 (on the mobile field)
 * otherwise, which rolls the transaction back.
 */
export async function spendProof(
  tx: Prisma.TransactionClient,
  proof: string | undefined,
  mobile: string,
  purpose: Purpose,
): Promise<Date> {
  const refuse = (message: string) => new HttpError(422, message, { errors: { mobile: message } });
  if (!proof) throw refuse(M.required);
  const now = mobileCheckClock.now();
  const rows = await tx.mobileCheck.updateManyAndReturn({
    where: {
      proofHash: proofHash(proof),
      mobileHash: mobileHash(mobile),
      purpose,
      usedAt: null,
      confirmedAt: { gt: new Date(now - PROOF_MINUTES * MINUTE) },
    },
    data: { usedAt: new Date(now) },
    select: { confirmedAt: true },
  });
  const confirmedAt = rows[0]?.confirmedAt;
  if (!confirmedAt) throw refuse(M.stale);
  return confirmedAt;
}

/** The template names the site sends, for the docs' DLT list (docs/features/mobile-check.md). */
export const SMS_TEMPLATE_NAMES = Object.keys(SMS_TEMPLATES);
