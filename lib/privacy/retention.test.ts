import { randomUUID } from 'node:crypto';
import { RETENTION_RULES } from '@/lib/features';
import { PRUNES } from '@/lib/features/retention';
import { db } from '@/lib/platform/db/client';
import { parseEnv } from '@/lib/platform/env';
import { retentionDays } from './retention';

afterAll(async () => {
  await db().$disconnect();
});

describe('retention periods', () => {
  it('come from the environment, with defaults', () => {
    // Every period a manifest declares has a default of whole days (a new one too) ...
    const defaults = retentionDays(parseEnv({}));
    expect(Object.keys(defaults).sort()).toEqual(RETENTION_RULES.map((r) => r.name).sort());
    for (const days of Object.values(defaults))
      expect(Number.isInteger(days) && days > 0).toBe(true);
    // ... and these are the ones decided.
    expect(defaults).toMatchObject({
      contactEnquiries: 730,
      dealerEnquiries: 730,
      mail: 730,
      loginAttempts: 90,
      pageViews: 180,
      unconfirmedSignUps: 30,
      warrantyRegistrations: 1095,
      serviceRequests: 1095,
    });
    const config = parseEnv({
      ENQUIRY_RETENTION_DAYS: '400',
      DEALER_RETENTION_DAYS: '200',
      LOGIN_ATTEMPT_RETENTION_DAYS: '30',
      CLICKLOG_RETENTION_DAYS: '60',
      NEWSLETTER_PENDING_RETENTION_DAYS: '7',
      WARRANTY_RETENTION_DAYS: '365',
      SERVICE_RETENTION_DAYS: '500',
      MAIL_RETENTION_DAYS: '90',
    });
    expect(retentionDays(config)).toMatchObject({
      contactEnquiries: 400,
      dealerEnquiries: 200,
      mail: 90,
      loginAttempts: 30,
      pageViews: 60,
      unconfirmedSignUps: 7,
      warrantyRegistrations: 365,
      serviceRequests: 500,
    });
  });

  // Every period's setting the manifests name.
  it.each([...new Set(RETENTION_RULES.flatMap((rule) => [rule.days].flat()))])(
    '%s refuses 0 and text, naming the variable',
    (name) => {
      for (const value of ['0', 'a year']) {
        expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`\\n  ${name}: `));
      }
    },
  );
});

// Each feature's own prune is tested in its folder (lib/<feature>/retention.test.ts).
describe('npm run prune', () => {
  it('never touches payments or receipts, however old: every prune the features declare', async () => {
    // Older than any period, yet made far enough back that no other test file's rows are in
    // reach of these prunes.
    const days = 20_000;
    const order = await db().paymentOrder.create({
      data: {
        razorpayOrderId: `order_${randomUUID().slice(0, 12)}`,
        amountPaise: 10000,
        purpose: 'Invoice',
        name: 'Old Payer',
        email: 'old-payer@example.com',
        phone: '9876543210',
        createdAt: new Date(Date.now() - (days + 1) * 86_400_000),
      },
    });
    const prunes = Object.values(PRUNES);
    expect(prunes.length).toBe(RETENTION_RULES.length);
    for (const prune of prunes) await prune(days);
    expect(await db().paymentOrder.count({ where: { id: order.id } })).toBe(1);
  });
});
