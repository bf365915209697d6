import { SMS_TEMPLATES as HI } from '@/content/hi/mobile-check';
import {
  MOBILE_CHECK_MESSAGES as M,
  MOBILE_CODE,
  SMS_TEMPLATES as EN,
} from '@/content/mobile-check';
import { SMS_STAND_IN, STAND_IN_TEMPLATE_IDS as IDS } from '@/e2e/stand-ins/sms-gateway';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { HttpError } from '@/lib/platform/http/responses';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { startInOneWindow } from '@/lib/platform/rate-limit/testing';
import {
  CLIENT_LIMITS,
  confirmCode,
  mobileCheckClock,
  mobileHash,
  NUMBER_LIMITS,
  PROOF_MINUTES,
  sendCode,
  spendProof,
} from './codes';
import { freshMobile, startSmsStandIn } from './testing.jest';

const client = () => ({ ip: randomClientAddress(), userAgent: 'jest' });
const MINUTE = 60_000;

/** The HttpError a call throws (fails the test when it throws none). */
async function refusal(call: Promise<unknown>): Promise<HttpError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
beforeAll(async () => {
  sms = await startSmsStandIn();
});
afterAll(async () => {
  await sms.close();
  await db().$disconnect();
});

describe('sending a code', () => {
  it('sends six random digits on the English DLT template, with the sender and entity ids, and keeps neither number nor code in clear', async () => {
    const mobile = freshMobile();
    const sent = await sendCode(mobile, 'service-request', 'en', client());
    expect(sent).toEqual({
      masked: `${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`,
      resendSeconds: 60,
    });
    const taken = sms.messages.filter((m) => m.to === `+91${mobile}`);
    expect(taken).toHaveLength(1);
    const code = sms.codeFor(mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(taken[0]).toMatchObject({
      from: SMS_STAND_IN.sender,
      entityId: SMS_STAND_IN.entityId,
      templateId: IDS['otp.en'],
      encoding: 'plain',
      body: EN.otp.replace('{#var#}', code),
    });
    const rows = await db().mobileCheck.findMany({ where: { mobileHash: mobileHash(mobile) } });
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(mobile);
    expect(stored).not.toContain(code);
  });

  it('sends a Hindi code on the Hindi template, as Unicode', async () => {
    const mobile = freshMobile();
    await sendCode(mobile, 'warranty', 'hi', client());
    const [taken] = sms.messages.filter((m) => m.to === `+91${mobile}`);
    expect(taken).toMatchObject({
      templateId: IDS['otp.hi'],
      encoding: 'unicode',
      body: HI.otp.replace('{#var#}', sms.codeFor(mobile)),
    });
  });

  it('refuses a second code within the cool-down with 429 and Retry-After, then sends one that voids the first', async () => {
    const mobile = freshMobile();
    await sendCode(mobile, 'service-request', 'en', client());
    const first = sms.codeFor(mobile);
    const again = await refusal(sendCode(mobile, 'service-request', 'en', client()));
    expect(again.status).toBe(429);
    expect(Number(again.headers['Retry-After'])).toBeGreaterThan(55);
    expect(again.message).toBe('Too many codes asked for. Please try again in 1 min.');
    mobileCheckClock.advance(MOBILE_CODE.resendSeconds * 1000 + 1000);
    await sendCode(mobile, 'service-request', 'en', client());
    const second = sms.codeFor(mobile);
    if (first !== second) {
      expect((await refusal(confirmCode(mobile, 'service-request', first))).status).toBe(422);
    }
    await expect(confirmCode(mobile, 'service-request', second)).resolves.toHaveProperty('proof');
  });

  it('sends one code when 30 requests for one number come at once, from 30 clients', async () => {
    const mobile = freshMobile();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => sendCode(mobile, 'service-request', 'en', client())),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(((r as PromiseRejectedResult).reason as HttpError).status).toBe(429);
    }
    expect(sms.messages.filter((m) => m.to === `+91${mobile}`)).toHaveLength(1);
    expect(await db().mobileCheck.count({ where: { mobileHash: mobileHash(mobile) } })).toBe(1);
  });

  it(`sends one number at most ${NUMBER_LIMITS.hour} codes an hour, whatever the purpose`, async () => {
    const mobile = freshMobile();
    for (let i = 0; i < NUMBER_LIMITS.hour; i++) {
      await sendCode(mobile, i % 2 ? 'warranty' : 'service-request', 'en', client());
      mobileCheckClock.advance(MOBILE_CODE.resendSeconds * 1000 + 1000);
    }
    const refused = await refusal(sendCode(mobile, 'service-request', 'en', client()));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(50 * 60);
    expect(sms.messages.filter((m) => m.to === `+91${mobile}`)).toHaveLength(NUMBER_LIMITS.hour);
  });

  it(`sends one client at most ${CLIENT_LIMITS[0]!.max} codes an hour, to any numbers`, async () => {
    await startInOneWindow(3600);
    const from = client();
    for (let i = 0; i < CLIENT_LIMITS[0]!.max; i++) {
      await sendCode(freshMobile(), 'service-request', 'en', from);
    }
    const mobile = freshMobile();
    expect((await refusal(sendCode(mobile, 'service-request', 'en', from))).status).toBe(429);
    expect(sms.messages.filter((m) => m.to === `+91${mobile}`)).toHaveLength(0);
  });

  it('spends no more than the daily budget of the whole site, 30 requests at once from 30 clients', async () => {
    // Two days on: the day before weighs nothing (lib/platform/rate-limit's sliding window).
    await startInOneWindow(86_400);
    await startInOneWindow(86_400);
    const saved = env.MOBILE_CHECKS_PER_DAY;
    env.MOBILE_CHECKS_PER_DAY = 3;
    try {
      const numbers = Array.from({ length: 30 }, freshMobile);
      const results = await Promise.allSettled(
        numbers.map((mobile) => sendCode(mobile, 'service-request', 'en', client())),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      expect(sms.messages.filter((m) => numbers.includes(m.to.slice(3)))).toHaveLength(3);
      // Refused sends keep no code, so a number refused here is not cooling down.
      expect(
        await db().mobileCheck.count({ where: { mobileHash: { in: numbers.map(mobileHash) } } }),
      ).toBe(3);
    } finally {
      env.MOBILE_CHECKS_PER_DAY = saved;
    }
  });

  it('answers 503 and keeps no code when the gateway refuses or cannot be reached; the customer may ask again at once', async () => {
    const mobile = freshMobile();
    const saved = env.SMS_DLT_ENTITY_ID;
    env.SMS_DLT_ENTITY_ID = '1100000000000000000';
    try {
      const refused = await refusal(sendCode(mobile, 'service-request', 'en', client()));
      expect([refused.status, refused.message]).toEqual([503, M.failed]);
    } finally {
      env.SMS_DLT_ENTITY_ID = saved;
    }
    const url = env.SMS_API_URL;
    env.SMS_API_URL = 'http://127.0.0.1:9/v1/Accounts/none';
    try {
      expect((await refusal(sendCode(mobile, 'service-request', 'en', client()))).status).toBe(503);
    } finally {
      env.SMS_API_URL = url;
    }
    expect(await db().mobileCheck.count({ where: { mobileHash: mobileHash(mobile) } })).toBe(0);
    await sendCode(mobile, 'service-request', 'en', client());
    expect(sms.messages.filter((m) => m.to === `+91${mobile}`)).toHaveLength(1);
  });

  it('answers 503 with SMS off, sending nothing', async () => {
    const url = env.SMS_API_URL;
    env.SMS_API_URL = undefined;
    try {
      const refused = await refusal(sendCode(freshMobile(), 'service-request', 'en', client()));
      expect([refused.status, refused.message]).toEqual([503, M.off]);
    } finally {
      env.SMS_API_URL = url;
    }
  });
});

describe('confirming a code', () => {
  it('takes the right code once: a wrong one is 422 with tries left, the right one gives a proof, then nothing is waiting (410)', async () => {
    const mobile = freshMobile();
    await sendCode(mobile, 'service-request', 'en', client());
    const code = sms.codeFor(mobile);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await refusal(confirmCode(mobile, 'service-request', wrong));
    expect([refused.status, refused.message]).toEqual([422, M.wrong]);
    // A code for one purpose does not confirm another.
    expect((await refusal(confirmCode(mobile, 'warranty', code))).status).toBe(410);
    const { proof } = await confirmCode(mobile, 'service-request', code);
    expect(proof).toMatch(/^[\w-]{32}$/);
    const again = await refusal(confirmCode(mobile, 'service-request', code));
    expect([again.status, again.message]).toEqual([410, M.expired]);
  });

  it(`counts ${MOBILE_CODE.tries} tries of 30 wrong guesses sent at once, after which even the right code is refused`, async () => {
    const mobile = freshMobile();
    await sendCode(mobile, 'service-request', 'en', client());
    const code = sms.codeFor(mobile);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 1e6).padStart(6, '0'),
    );
    const results = await Promise.allSettled(
      guesses.map((g) => confirmCode(mobile, 'service-request', g)),
    );
    const statuses = results.map((r) => ((r as PromiseRejectedResult).reason as HttpError).status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(MOBILE_CODE.tries);
    expect(statuses.filter((s) => s === 410)).toHaveLength(30 - MOBILE_CODE.tries);
    expect((await refusal(confirmCode(mobile, 'service-request', code))).status).toBe(410);
    const [row] = await db().mobileCheck.findMany({ where: { mobileHash: mobileHash(mobile) } });
    expect(row!.attempts).toBe(MOBILE_CODE.tries);
  });

  it(`refuses a code after its ${MOBILE_CODE.minutes} minutes`, async () => {
    const mobile = freshMobile();
    await sendCode(mobile, 'service-request', 'en', client());
    mobileCheckClock.advance(MOBILE_CODE.minutes * MINUTE + 1000);
    expect(
      (await refusal(confirmCode(mobile, 'service-request', sms.codeFor(mobile)))).status,
    ).toBe(410);
  });
});

describe('spending a proof', () => {
  const confirmed = async (mobile: string) => {
    await sendCode(mobile, 'service-request', 'en', client());
    return (await confirmCode(mobile, 'service-request', sms.codeFor(mobile))).proof;
  };
  const spend = (
    proof: string | undefined,
    mobile: string,
    purpose: 'service-request' | 'warranty' = 'service-request',
  ) => db().$transaction((tx) => spendProof(tx, proof, mobile, purpose));

  it('spends a proof once, for its own number and purpose only, within its time', async () => {
    const mobile = freshMobile();
    const proof = await confirmed(mobile);
    const stale = async (call: Promise<unknown>) => {
      const refused = await refusal(call);
      expect([refused.status, refused.body]).toEqual([422, { errors: { mobile: M.stale } }]);
    };
    await stale(spend(proof, freshMobile()));
    await stale(spend(proof, mobile, 'warranty'));
    await stale(spend('made-up-proof', mobile));
    const missing = await refusal(spend(undefined, mobile));
    expect(missing.body).toEqual({ errors: { mobile: M.required } });
    await expect(spend(proof, mobile)).resolves.toBeInstanceOf(Date);
    await stale(spend(proof, mobile));

    const late = freshMobile();
    const lateProof = await confirmed(late);
    mobileCheckClock.advance(PROOF_MINUTES * MINUTE + 1000);
    await stale(spend(lateProof, late));
  });

  it('is spent by one of 30 posts sent at once', async () => {
    const mobile = freshMobile();
    const proof = await confirmed(mobile);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => spend(proof, mobile)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
