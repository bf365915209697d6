import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pruneClickLogs } from '@/lib/analytics/click-log';
import { db } from '@/lib/platform/db/client';
import { parseEnv } from '@/lib/platform/env';
import { pruneContactEnquiries, pruneDealerEnquiries } from '@/lib/enquiries/retention';
import { pruneOutboxMail } from '@/lib/outbox/retention';
import { cutoff } from '@/lib/platform/retention';
import { pruneServiceRequests } from '@/lib/service/retention';
import { pruneLoginAttempts } from '@/lib/staff/retention';
import { pruneWarrantyRegistrations } from '@/lib/warranty/retention';
import { retentionDays } from './retention';
import { RETENTION_RULES } from '@/lib/features';
import { localDiskStorage, type FileStorage } from '@/lib/platform/storage';

let storageDir: string;
let files: FileStorage;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'retention-test-'));
  files = localDiskStorage(storageDir);
});
afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
  await db().$disconnect();
});

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

  it("outgoing e-mails that copy a record go after that record's days; the others after the mail period", async () => {
    const run = randomUUID().slice(0, 8);
    const config = parseEnv({
      ENQUIRY_RETENTION_DAYS: '400',
      DEALER_RETENTION_DAYS: '200',
      MAIL_RETENTION_DAYS: '100',
    });
    const ageDays = (days: number) => new Date(NOW.getTime() - days * 86_400_000 - 1);
    const mails: [kind: string, age: number][] = [
      ['contact-enquiry', 300],
      ['contact-enquiry', 401],
      ['dealer-enquiry', 150],
      ['dealer-enquiry', 201],
      ['staff-account', 99],
      ['staff-account', 101],
      ['notice', 150],
    ];
    for (const [kind, age] of mails) {
      await db().mailOutbox.create({
        data: {
          kind,
          to: 'x@example.com',
          subject: `${kind} ${age} ${run}`,
          text: 'x',
          createdAt: ageDays(age),
        },
      });
    }
    // A shorter new period (the dealer one here) no longer shortens the contact enquiries' mail.
    await pruneOutboxMail(config.MAIL_RETENTION_DAYS, NOW, config);
    const left = await db().mailOutbox.findMany({ where: { subject: { endsWith: ` ${run}` } } });
    expect(left.map((m) => m.subject.replace(` ${run}`, '')).sort()).toEqual([
      'contact-enquiry 300',
      'dealer-enquiry 150',
      'staff-account 99',
    ]);
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
          data: { email: `${tag}@example.com`, clientKey: 'unknown', success: false, createdAt },
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

  it('warranty registrations, by the day the warranty ended, with their invoices', async () => {
    const day = (ms: number) => new Date(`${new Date(ms).toISOString().slice(0, 10)}T00:00:00Z`);
    const ends = {
      older: day(cutoff(DAYS, NOW).getTime() - 86_400_000),
      boundary: day(cutoff(DAYS, NOW).getTime()),
      newer: day(cutoff(DAYS, NOW).getTime() + 86_400_000),
    };
    const run = randomUUID().slice(0, 8);
    const made: Record<string, { id: string; invoiceKey: string }> = {};
    for (const [age, warrantyEndsOn] of Object.entries(ends)) {
      const sequence = randomInt(1, 2e9);
      const invoiceKey = `private/warranty-invoices/${age}-${run}.pdf`;
      await files.put(invoiceKey, new Uint8Array([0x25, 0x50, 0x44, 0x46]));
      made[age] = await db().warrantyRegistration.create({
        data: {
          number: `WR/2099-01/${sequence}`,
          financialYear: '2099-01',
          sequence,
          productLine: 'inverter-ups',
          modelCode: 'IU-1100',
          serial: `SN-${age}-${run}`,
          purchasedOn: new Date(warrantyEndsOn.getTime() - 730 * 86_400_000),
          warrantyEndsOn,
          invoiceKey,
          name: 'Old Owner',
          mobile: '9876543210',
          email: 'old-owner@example.com',
          pincode: '411001',
          // Made long ago: only the end of the warranty counts.
          createdAt: new Date(warrantyEndsOn.getTime() - 10_000 * 86_400_000),
        },
      });
    }
    expect(await pruneWarrantyRegistrations(DAYS, NOW, files)).toBe(1);
    const left = await db().warrantyRegistration.findMany({
      where: { id: { in: Object.values(made).map((m) => m.id) } },
    });
    expect(left.map((r) => r.serial.split('-')[1]).sort()).toEqual(['boundary', 'newer']);
    expect(await files.exists(made.older!.invoiceKey)).toBe(false);
    expect(await files.exists(made.boundary!.invoiceKey)).toBe(true);
    expect(await files.exists(made.newer!.invoiceKey)).toBe(true);
  });

  it('service requests closed before the cut-off with nothing since, with photos and history', async () => {
    const run = randomUUID().slice(0, 8);
    const make = async (
      tag: string,
      status: 'closed' | 'resolved',
      events: {
        at: Date;
        kind: 'status' | 'note';
        status?: 'closed' | 'resolved';
        note?: string;
      }[],
    ) => {
      const sequence = randomInt(1, 2e9);
      const photos = [`private/service-requests/${tag}-${run}/1.jpg`];
      await files.put(photos[0]!, new Uint8Array([0xff, 0xd8, 0xff]));
      return db().serviceRequest.create({
        data: {
          ticket: `SR/2099-01/${sequence}`,
          financialYear: '2099-01',
          sequence,
          productLine: 'inverter-ups',
          modelCode: 'IU-1100',
          category: 'backup',
          description: tag,
          photos,
          address: '12 MG Road, Pune',
          pincode: '411001',
          name: 'Old Customer',
          mobile: '9876543210',
          email: 'old-customer@example.com',
          status,
          createdAt: new Date(AT.older.getTime() - 30 * 86_400_000),
          events: {
            create: [
              {
                at: new Date(AT.older.getTime() - 30 * 86_400_000),
                kind: 'status',
                status: 'received',
                actor: 'system',
              },
              ...events.map((e) => ({ ...e, actor: 'staff@example.com' })),
            ],
          },
        },
      });
    };
    const rows = [
      await make('older', 'closed', [{ at: AT.older, kind: 'status', status: 'closed' }]),
      await make('boundary', 'closed', [{ at: AT.boundary, kind: 'status', status: 'closed' }]),
      await make('newer', 'closed', [{ at: AT.newer, kind: 'status', status: 'closed' }]),
      // Closed long ago, but a note came later: its period starts again.
      await make('noted', 'closed', [
        { at: AT.older, kind: 'status', status: 'closed' },
        { at: AT.newer, kind: 'note', note: 'Customer called back.' },
      ]),
      // Resolved, never closed: kept however old.
      await make('open', 'resolved', [{ at: AT.older, kind: 'status', status: 'resolved' }]),
    ];
    expect(await pruneServiceRequests(DAYS, NOW, files)).toBe(1);
    const left = await db().serviceRequest.findMany({
      where: { id: { in: rows.map((r) => r.id) } },
    });
    expect(left.map((r) => r.description).sort()).toEqual(['boundary', 'newer', 'noted', 'open']);
    expect(await db().serviceRequestEvent.count({ where: { requestId: rows[0]!.id } })).toBe(0);
    for (const row of rows) {
      expect(await files.exists(row.photos[0]!)).toBe(row.description !== 'older');
    }
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
      (days: number, now: Date) => pruneWarrantyRegistrations(days, now, files),
      (days: number, now: Date) => pruneServiceRequests(days, now, files),
    ]) {
      await prune(DAYS, NOW);
    }
    expect(await db().paymentOrder.count({ where: { id: order.id } })).toBe(1);
  });
});
