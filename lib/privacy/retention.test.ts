import { randomUUID } from 'node:crypto';
import { pruneClickLogs } from '@/lib/analytics/click-log';
import { db } from '@/lib/db/client';
import { parseEnv } from '@/lib/env';
import {
  cutoff,
  pruneContactEnquiries,
  pruneDealerEnquiries,
  pruneLoginAttempts,
  pruneOutboxMail,
  retentionDays,
} from './retention';

afterAll(() => db().$disconnect());

// Far back, so that no other test file's rows (made now, or 200 days ago) are in reach.
const DAYS = 3000;
const NOW = new Date();
const AT = {
  older: new Date(cutoff(DAYS, NOW).getTime() - 1),
  boundary: cutoff(DAYS, NOW),
  newer: new Date(cutoff(DAYS, NOW).getTime() + 86_400_000),
};

/** Makes one row per age, tagged; returns the tags of the rows still there after `prune`. */
async function survivors(
  make: (tag: string, createdAt: Date) => Promise<unknown>,
  remaining: (tags: string[]) => Promise<string[]>,
  prune: (days: number, now: Date) => Promise<number>,
) {
  const run = randomUUID().slice(0, 8);
  const tags = Object.keys(AT).map((age) => `${age}-${run}`);
  for (const [age, createdAt] of Object.entries(AT)) await make(`${age}-${run}`, createdAt);
  const deleted = await prune(DAYS, NOW);
  return { deleted, left: (await remaining(tags)).map((t) => t.replace(`-${run}`, '')).sort() };
}

describe('retention periods', () => {
  it('come from the environment, with defaults, and mail goes with the shorter enquiry period', () => {
    expect(retentionDays(parseEnv({}))).toEqual({
      contactEnquiries: 730,
      dealerEnquiries: 730,
      mail: 730,
      loginAttempts: 90,
      pageViews: 180,
    });
    const config = parseEnv({
      ENQUIRY_RETENTION_DAYS: '400',
      DEALER_RETENTION_DAYS: '200',
      LOGIN_ATTEMPT_RETENTION_DAYS: '30',
      CLICKLOG_RETENTION_DAYS: '60',
    });
    expect(retentionDays(config)).toEqual({
      contactEnquiries: 400,
      dealerEnquiries: 200,
      mail: 200,
      loginAttempts: 30,
      pageViews: 60,
    });
  });

  it.each(['ENQUIRY_RETENTION_DAYS', 'DEALER_RETENTION_DAYS', 'LOGIN_ATTEMPT_RETENTION_DAYS'])(
    '%s refuses 0 and text, naming the variable',
    (name) => {
      for (const value of ['0', 'a year']) {
        expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`\\n  ${name}: `));
      }
    },
  );
});

// Each step: a row older than the period is deleted; one made exactly at the cut-off, or later, stays.
describe('npm run prune steps', () => {
  it('contact enquiries', async () => {
    const result = await survivors(
      (tag, createdAt) =>
        db().contactEnquiry.create({
          data: {
            types: ['led-lights'],
            name: tag,
            mobile: '9876543210',
            email: 'old@example.com',
            city: 'Pune',
            pincode: '411001',
            message: 'Hello',
            createdAt,
          },
        }),
      async (tags) =>
        (await db().contactEnquiry.findMany({ where: { name: { in: tags } } })).map((r) => r.name),
      pruneContactEnquiries,
    );
    expect(result).toEqual({ deleted: 1, left: ['boundary', 'newer'] });
  });

  it('dealer enquiries', async () => {
    const result = await survivors(
      (tag, createdAt) =>
        db().dealerEnquiry.create({
          data: { name: tag, number: '9876543210', location: 'Pune', createdAt },
        }),
      async (tags) =>
        (await db().dealerEnquiry.findMany({ where: { name: { in: tags } } })).map((r) => r.name),
      pruneDealerEnquiries,
    );
    expect(result).toEqual({ deleted: 1, left: ['boundary', 'newer'] });
  });

  it('outgoing e-mails, whatever their status', async () => {
    const result = await survivors(
      (tag, createdAt) =>
        db().mailOutbox.create({
          data: { to: 'sales@example.com', subject: tag, text: 'x', status: 'pending', createdAt },
        }),
      async (tags) =>
        (await db().mailOutbox.findMany({ where: { subject: { in: tags } } })).map(
          (r) => r.subject,
        ),
      pruneOutboxMail,
    );
    expect(result).toEqual({ deleted: 1, left: ['boundary', 'newer'] });
  });

  it('staff sign-in attempts', async () => {
    const result = await survivors(
      (tag, createdAt) =>
        db().loginAttempt.create({
          data: { email: `${tag}@example.com`, success: false, createdAt },
        }),
      async (tags) =>
        (
          await db().loginAttempt.findMany({
            where: { email: { in: tags.map((t) => `${t}@example.com`) } },
          })
        ).map((r) => r.email.replace('@example.com', '')),
      pruneLoginAttempts,
    );
    expect(result).toEqual({ deleted: 1, left: ['boundary', 'newer'] });
  });

  it('page-view logs', async () => {
    const result = await survivors(
      (tag, createdAt) =>
        db().clickLog.create({
          data: {
            type: 'navigation',
            element: tag,
            path: `/${tag}`,
            browser: 'Chrome',
            operatingSystem: 'Linux',
            createdAt,
          },
        }),
      async (tags) =>
        (await db().clickLog.findMany({ where: { element: { in: tags } } })).map((r) => r.element),
      pruneClickLogs,
    );
    expect(result).toEqual({ deleted: 1, left: ['boundary', 'newer'] });
  });

  it('never touch payments or receipts, however old', async () => {
    const order = await db().paymentOrder.create({
      data: {
        razorpayOrderId: `order_${randomUUID().slice(0, 12)}`,
        amountPaise: 10000,
        purpose: 'Invoice',
        name: 'Old Payer',
        email: 'old-payer@example.com',
        phone: '9876543210',
        createdAt: AT.older,
      },
    });
    for (const prune of [
      pruneContactEnquiries,
      pruneDealerEnquiries,
      pruneOutboxMail,
      pruneLoginAttempts,
      pruneClickLogs,
    ]) {
      await prune(DAYS, NOW);
    }
    expect(await db().paymentOrder.count({ where: { id: order.id } })).toBe(1);
  });
});
