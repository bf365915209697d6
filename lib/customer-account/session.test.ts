import { db } from '@/lib/platform/db/client';
import { HttpError } from '@/lib/platform/http/responses';
import { mobileCheckClock } from '@/lib/mobile-check/codes';
import { freshMobile, startSmsStandIn } from '@/lib/mobile-check/testing.jest';
import { customerReceipt, customerRecords } from './records';
import {
  CUSTOMER_SESSION,
  customerSessionClock,
  customerSessionFrom,
  openCustomerSession,
  pruneCustomerSessions,
  signOutCustomer,
  signOutCustomerEverywhere,
  type CustomerSession,
} from './session';
import { proofFor, seedCustomer, testClient } from './testing.jest';

const DAY = 86_400_000;

let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
beforeAll(async () => {
  sms = await startSmsStandIn();
});
afterAll(async () => {
  await sms.close();
  await db().$disconnect();
});

/** A signed-in customer: the cookie's token and its session. */
async function signIn(mobile = freshMobile()) {
  // Past the number's cool-down between two codes.
  mobileCheckClock.advance(61_000);
  const { token } = await openCustomerSession(
    mobile,
    await proofFor(mobile, sms.codeFor),
    testClient(),
  );
  const session = await customerSessionFrom(token);
  if (!session) throw new Error('no session');
  return { mobile, token, session };
}

async function refusal(call: Promise<unknown>): Promise<HttpError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('opening a session', () => {
  it('opens with a confirmed proof of the sign-in purpose, keeping only the token’s hash', async () => {
    const { mobile, token, session } = await signIn();
    expect(session.mobile).toBe(mobile);
    const row = await db().customerSession.findUniqueOrThrow({ where: { id: session.id } });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(
      CUSTOMER_SESSION.absoluteDays * DAY,
    );
  });

  it('refuses no proof, a proof of another purpose, of another number, or one spent already', async () => {
    const mobile = freshMobile();
    expect((await refusal(openCustomerSession(mobile, undefined, testClient()))).status).toBe(422);
    const serviceProof = await proofFor(mobile, sms.codeFor, 'service-request');
    expect((await refusal(openCustomerSession(mobile, serviceProof, testClient()))).status).toBe(
      422,
    );
    const other = freshMobile();
    const othersProof = await proofFor(other, sms.codeFor);
    expect((await refusal(openCustomerSession(mobile, othersProof, testClient()))).status).toBe(
      422,
    );
    await openCustomerSession(other, othersProof, testClient());
    expect((await refusal(openCustomerSession(other, othersProof, testClient()))).status).toBe(422);
    expect(await db().customerSession.count({ where: { mobile } })).toBe(0);
    expect(await db().customerSession.count({ where: { mobile: other } })).toBe(1);
  });

  it('opens exactly one session for 30 opens at once with one proof', async () => {
    const mobile = freshMobile();
    const proof = await proofFor(mobile, sms.codeFor);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () => openCustomerSession(mobile, proof, testClient())),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === 'rejected')) {
      expect((o as PromiseRejectedResult).reason).toBeInstanceOf(HttpError);
    }
    expect(await db().customerSession.count({ where: { mobile } })).toBe(1);
  });
});

describe('a session', () => {
  it('is refused for no token, a malformed or a forged one', async () => {
    expect(await customerSessionFrom(undefined)).toBeNull();
    expect(await customerSessionFrom('')).toBeNull();
    expect(await customerSessionFrom('../../etc/passwd')).toBeNull();
    expect(await customerSessionFrom('A'.repeat(43))).toBeNull();
  });

  it('ends 7 days after it was last used, and 30 days after it was opened however often used', async () => {
    const idle = await signIn();
    const busy = await signIn();
    customerSessionClock.advance(6 * DAY);
    expect(await customerSessionFrom(busy.token)).not.toBeNull();
    customerSessionClock.advance(1 * DAY + 1000);
    expect(await customerSessionFrom(idle.token)).toBeNull();
    expect(await db().customerSession.count({ where: { id: idle.session.id } })).toBe(0);
    // Used every 6 days, it still ends at day 30.
    for (let day = 7; day < 30; day += 6) {
      expect(await customerSessionFrom(busy.token)).not.toBeNull();
      customerSessionClock.advance(6 * DAY);
    }
    expect(await customerSessionFrom(busy.token)).toBeNull();
    customerSessionClock.advance(-37 * DAY - 1000);
  });

  it('is pruned past its end', async () => {
    const { session } = await signIn();
    await pruneCustomerSessions(new Date(Date.now() + 31 * DAY));
    expect(await db().customerSession.count({ where: { id: session.id } })).toBe(0);
  });
});

describe('signing out', () => {
  it('ends this session only; everywhere ends every session of the number and no other', async () => {
    const first = await signIn();
    const second = await signIn(first.mobile);
    const third = await signIn(first.mobile);
    const stranger = await signIn();
    expect(await signOutCustomer(first.token)).toBe(true);
    expect(await customerSessionFrom(first.token)).toBeNull();
    expect(await customerSessionFrom(second.token)).not.toBeNull();
    expect(await signOutCustomerEverywhere(second.token)).toBe(2);
    expect(await customerSessionFrom(third.token)).toBeNull();
    expect(await customerSessionFrom(stranger.token)).not.toBeNull();
  });

  it('ends nothing for no cookie or a forged one', async () => {
    const { token } = await signIn();
    expect(await signOutCustomer(undefined)).toBe(false);
    expect(await signOutCustomerEverywhere('B'.repeat(43))).toBe(0);
    expect(await customerSessionFrom(token)).not.toBeNull();
  });
});

describe('the records', () => {
  it('are the session’s number’s only, with public events only', async () => {
    const mine = await seedCustomer(freshMobile());
    const theirs = await seedCustomer(freshMobile());
    const { session } = await signIn(mine.mobile);
    const records = await customerRecords(session);
    expect(records.products.map((p) => p.number)).toEqual([mine.warrantyNumber]);
    expect(records.requests.map((r) => r.ticket)).toEqual([mine.ticket]);
    expect(records.receipts.map((r) => r.number)).toEqual([mine.receiptNumber]);
    expect(records.receipts[0]).toMatchObject({ amount: '₹1,500.50' });
    const text = JSON.stringify(records);
    expect(text).toContain(mine.publicNote);
    expect(text).not.toContain(mine.internalNote);
    for (const value of Object.values(theirs)) expect(text).not.toContain(value);
  });

  it('give another customer’s receipt to no one but them (null as for an unknown or malformed id)', async () => {
    const mine = await seedCustomer(freshMobile());
    const theirs = await seedCustomer(freshMobile());
    const { session } = await signIn(mine.mobile);
    expect(await customerReceipt(session, mine.receiptId)).toMatchObject({
      receipt_id: mine.receiptNumber,
    });
    expect(await customerReceipt(session, theirs.receiptId)).toBeNull();
    expect(await customerReceipt(session, '00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(await customerReceipt(session, `${theirs.receiptId}%27`)).toBeNull();
    expect(await customerReceipt(session, "' OR 1=1 --")).toBeNull();
  });

  it('refuse a session made up elsewhere, or a copy of a real one', async () => {
    const mine = await seedCustomer(freshMobile());
    const { session } = await signIn();
    const forged: CustomerSession = { id: session.id, mobile: mine.mobile };
    expect((await refusal(customerRecords(forged))).status).toBe(401);
    expect((await refusal(customerRecords({ ...session }))).status).toBe(401);
    expect((await refusal(customerReceipt(forged, mine.receiptId))).status).toBe(401);
  });
});
