import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Language } from '@/content/languages';
import { STAFF_INBOX_TEXT } from '@/content/staff';
import * as en from '@/content/warranty';
import * as hi from '@/content/hi/warranty';
import { NotAllowedError } from '@/lib/platform/auth/access';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { parseInboxFilter } from '@/lib/platform/inbox/filters';
import { erasedEmail } from '@/lib/platform/privacy/masking';
import {
  countPendingWarrantyRegistrations,
  findWarrantyRegistration,
  listWarrantyRegistrations,
} from './admin';
import { lookUpWarranty } from './lookup';
import type { WarrantyNotifier } from './notifier';
import { registerWarranty } from './register';
import { decideWarranty } from './verify';

let files: string;
const saved = { ...env };

beforeAll(async () => {
  files = await mkdtemp(path.join(tmpdir(), 'warranty-verify-'));
  Object.assign(env, { STORAGE_DIR: files });
  await db().$queryRaw`SELECT 1`;
});
afterAll(async () => {
  Object.assign(env, saved);
  await rm(files, { recursive: true, force: true });
  await db().$disconnect();
});

const PDF = new TextEncoder().encode('%PDF-1.4\n% invoice\n');
const serial = () => `IU2604-${String(randomInt(1_000_000)).padStart(6, '0')}`;

/** A registration made as the public form makes it, with an address of its own. */
async function register(language: Language = 'en') {
  const input = {
    productLine: 'inverter-ups' as const,
    modelCode: 'IU-1100',
    serial: serial(),
    purchasedOn: '2024-01-31',
    dealerOutletId: '',
    dealerName: 'Gill Electricals, Bathinda',
    invoice: new File([PDF], 'invoice.pdf', { type: 'application/pdf' }),
    name: 'Meera Singh',
    mobile: '9123456780',
    email: `verify-${randomUUID()}@example.com`,
    pincode: '160022',
  };
  const { number } = await registerWarranty(
    input as Parameters<typeof registerWarranty>[0],
    { ip: null, userAgent: 'Jest' },
    { language },
  );
  const row = await db().warrantyRegistration.findUniqueOrThrow({ where: { number } });
  return { ...row, input };
}

/** The mails queued to this address after its registration's confirmation. */
const decisionMails = async (to: string) =>
  (await db().mailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } })).slice(1);

const look = (r: { serial: string; mobile: string }, language: Language = 'en') =>
  lookUpWarranty({ serial: r.serial, mobile: r.mobile }, randomClientAddress(), language);

describe('verifying a warranty registration', () => {
  it('starts pending: the lookup and the staff page say so, and nobody decided yet', async () => {
    const staff = await signedInActor(['service']);
    const r = await register();
    expect(r).toMatchObject({ verification: 'pending', decidedAt: null, decidedBy: null });
    // Other test files register and prune in parallel: this one waits, at least.
    expect(await countPendingWarrantyRegistrations(staff)).toBeGreaterThanOrEqual(1);
    expect(await look(r)).toMatchObject({
      kind: 'found',
      warranty: { verification: 'pending', rejectionReason: null, warrantyEndsOn: '2029-01-31' },
    });
    expect(en.WARRANTY_CHECK.verification.pending).toMatch(/^Pending verification/);
    expect((await findWarrantyRegistration(staff, r.id))?.verification).toBe('pending');
    const pending = await listWarrantyRegistrations(
      staff,
      parseInboxFilter({ q: r.serial, state: 'pending' }),
    );
    expect(pending.rows.map((row) => row.number)).toEqual([r.number]);
    const verified = parseInboxFilter({ q: r.serial, state: 'verified' });
    expect((await listWarrantyRegistrations(staff, verified)).total).toBe(0);
  });

  it('verifies: stores who and when, audits it and queues one mail in English', async () => {
    const staff = await signedInActor(['service']);
    const r = await register();
    expect(await decideWarranty(staff, r.id, 'verified')).toBe('verified');
    const row = await db().warrantyRegistration.findUniqueOrThrow({ where: { id: r.id } });
    expect(row).toMatchObject({
      verification: 'verified',
      rejectionReason: null,
      decidedBy: staff.email,
    });
    expect(row.decidedAt).toBeInstanceOf(Date);
    const mails = await decisionMails(r.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Warranty verified: ${r.number}`);
    expect(mails[0]!.text).toContain(`your warranty registration ${r.number}`);
    expect(mails[0]!.text).toContain('ends on 31 January 2029');
    expect(mails[0]!.text).toContain('/warranty/check');
    const audit = await db().auditLog.findMany({ where: { entityId: r.id } });
    expect(audit.map((a) => [a.actorEmail, a.summary])).toEqual([
      [staff.email, STAFF_INBOX_TEXT.warranty.detail.audit.verified(r.number, r.serial)],
    ]);
    expect(await look(r)).toMatchObject({ warranty: { verification: 'verified' } });
  });

  it('rejects a Hindi registration with the reason: one Hindi mail with it, the lookup in Hindi', async () => {
    const staff = await signedInActor(['service']);
    const r = await register('hi');
    const reason = 'इनवॉइस पढ़ा नहीं जा रहा। Invoice unreadable.';
    expect(await decideWarranty(staff, r.id, 'rejected', `  ${reason}  `)).toBe('rejected');
    const row = await db().warrantyRegistration.findUniqueOrThrow({ where: { id: r.id } });
    expect(row).toMatchObject({ verification: 'rejected', rejectionReason: reason });
    const mails = await decisionMails(r.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(hi.WARRANTY_DECISION_MAIL.subject.rejected(r.number));
    expect(mails[0]!.text).toContain(`प्रिय Meera Singh जी,`);
    expect(mails[0]!.text).toContain(`आपके वारंटी रजिस्ट्रेशन ${r.number} को सत्यापित नहीं कर सके`);
    expect(mails[0]!.text).toContain(reason);
    expect(mails[0]!.text).toContain('/hi/warranty/check');
    expect(mails[0]!.text).not.toContain('Dear');
    const state = await look(r, 'hi');
    expect(state).toMatchObject({
      kind: 'found',
      warranty: { verification: 'rejected', rejectionReason: reason, status: 'notCovered' },
    });
    expect(hi.WARRANTY_CHECK.verification.rejected).toBe('अस्वीकृत');
  });

  it('refuses a rejection without a reason (or too long): nothing stored, no mail', async () => {
    const staff = await signedInActor(['service']);
    const r = await register();
    expect(await decideWarranty(staff, r.id, 'rejected', '')).toBe('reasonMissing');
    expect(await decideWarranty(staff, r.id, 'rejected', '   \n ')).toBe('reasonMissing');
    expect(await decideWarranty(staff, r.id, 'rejected', undefined)).toBe('reasonMissing');
    expect(await decideWarranty(staff, r.id, 'rejected', 'x'.repeat(501))).toBe('reasonTooLong');
    expect(STAFF_INBOX_TEXT.warranty.detail.outcomes.reasonMissing).toBe(
      'Write the reason for rejecting: the customer is told it.',
    );
    const row = await db().warrantyRegistration.findUniqueOrThrow({ where: { id: r.id } });
    expect(row).toMatchObject({ verification: 'pending', rejectionReason: null, decidedAt: null });
    expect(await decisionMails(r.email)).toEqual([]);
    expect(await db().auditLog.count({ where: { entityId: r.id } })).toBe(0);
  });

  it('refuses a second decision from a stale form: the first stands, one mail', async () => {
    const staff = await signedInActor(['service']);
    const r = await register();
    expect(await decideWarranty(staff, r.id, 'rejected', 'Invoice of another product')).toBe(
      'rejected',
    );
    expect(await decideWarranty(staff, r.id, 'verified')).toBe('alreadyDecided');
    expect(await decideWarranty(staff, r.id, 'rejected', 'Again')).toBe('alreadyDecided');
    const row = await db().warrantyRegistration.findUniqueOrThrow({ where: { id: r.id } });
    expect(row).toMatchObject({
      verification: 'rejected',
      rejectionReason: 'Invoice of another product',
    });
    expect(await decisionMails(r.email)).toHaveLength(1);
    expect(await decideWarranty(staff, randomUUID(), 'verified')).toBe('missing');
  });

  it('lets exactly one of two staff deciding at once win', async () => {
    const [one, two] = await Promise.all([signedInActor(['service']), signedInActor(['service'])]);
    for (let round = 0; round < 3; round++) {
      const r = await register();
      const outcomes = await Promise.all([
        decideWarranty(one, r.id, 'verified'),
        decideWarranty(two, r.id, 'rejected', 'Blurred invoice'),
      ]);
      expect(outcomes.filter((o) => o === 'alreadyDecided')).toHaveLength(1);
      const won = outcomes.find((o) => o !== 'alreadyDecided');
      const row = await db().warrantyRegistration.findUniqueOrThrow({ where: { id: r.id } });
      expect(row.verification).toBe(won);
      expect(row.decidedBy).toBe(won === 'verified' ? one.email : two.email);
      expect(await decisionMails(r.email)).toHaveLength(1);
      expect(await db().auditLog.count({ where: { entityId: r.id } })).toBe(1);
    }
  });

  it('tells nobody once the customer was erased, and still stores the decision', async () => {
    const staff = await signedInActor(['service']);
    const r = await register();
    const masked = erasedEmail(r.email, r.mobile);
    await db().warrantyRegistration.update({
      where: { id: r.id },
      data: { name: '[erased]', email: masked },
    });
    const spy: string[] = [];
    const notifier: WarrantyNotifier = {
      async decided(registration) {
        spy.push(registration.number);
      },
    };
    expect(await decideWarranty(staff, r.id, 'rejected', 'No invoice', [notifier])).toBe(
      'rejected',
    );
    expect(await decideWarranty(staff, (await register()).id, 'verified', null, [notifier])).toBe(
      'verified',
    );
    // Only the customer who was not erased is told, through every channel it is given.
    expect(spy).toHaveLength(1);
    expect(spy).not.toContain(r.number);
    expect(await db().mailOutbox.count({ where: { to: masked } })).toBe(0);
    expect(
      (await db().warrantyRegistration.findUniqueOrThrow({ where: { id: r.id } })).verification,
    ).toBe('rejected');
  });

  it('refuses a member without the service role before reading or changing anything', async () => {
    const r = await register();
    for (const roles of [['sales'], ['accounts'], ['catalogue']] as const) {
      const actor = await signedInActor([...roles]);
      await expect(decideWarranty(actor, r.id, 'verified')).rejects.toBeInstanceOf(NotAllowedError);
      await expect(findWarrantyRegistration(actor, r.id)).rejects.toBeInstanceOf(NotAllowedError);
      await expect(countPendingWarrantyRegistrations(actor)).rejects.toBeInstanceOf(
        NotAllowedError,
      );
    }
    const row = await db().warrantyRegistration.findUniqueOrThrow({ where: { id: r.id } });
    expect(row.verification).toBe('pending');
    expect(await decisionMails(r.email)).toEqual([]);
  });
});
