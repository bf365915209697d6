import { randomUUID } from 'node:crypto';
import { NotAllowedError, type StaffActor } from '@/lib/platform/auth/access';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { parseInboxFilter } from '@/lib/platform/inbox/filters';
import { erasedEmail } from '@/lib/platform/privacy/masking';
import { erasePerson, findPerson } from '@/lib/privacy/person';
import { findContactEnquiry, listContactEnquiries, listDealerEnquiries } from './admin';
import { pruneContactEnquiries } from './retention';
import {
  addEnquiryNote,
  assignEnquiry,
  findEnquiryThread,
  replyToEnquiry,
  THREAD_TEXT_MAX,
} from './thread';

beforeAll(async () => {
  // Connect before the first transaction, which otherwise may wait past Prisma's 2 s on a busy machine.
  await db().$queryRaw`SELECT 1`;
});
afterAll(() => db().$disconnect());

/** A contact enquiry of its own address, so that its mail and rows are told apart from others'. */
async function contactEnquiry(over: { email?: string; language?: string; createdAt?: Date } = {}) {
  const email = over.email ?? `thread-${randomUUID()}@example.com`;
  return db().contactEnquiry.create({
    data: {
      types: ['LED_lights'],
      name: 'Asha Verma',
      mobile: '9876543210',
      email,
      city: 'Pune',
      pincode: '411001',
      message: 'Do you make 40 W street lights?',
      language: over.language ?? 'en',
      ...(over.createdAt ? { createdAt: over.createdAt } : {}),
    },
  });
}

const dealerEnquiry = () =>
  db().dealerEnquiry.create({
    data: { name: `Dealer ${randomUUID()}`, number: '9876543210', location: 'Mohali' },
  });

const mailTo = (to: string) => db().mailOutbox.findMany({ where: { to } });
const entries = (contactEnquiryId: string) =>
  db().enquiryMessage.findMany({ where: { contactEnquiryId }, orderBy: { at: 'asc' } });

async function refusal(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return 'allowed';
  } catch (error) {
    return error instanceof NotAllowedError ? error.reason : `other: ${(error as Error).message}`;
  }
}

let sales: StaffActor;
beforeAll(async () => {
  sales = await signedInActor(['sales']);
});

describe('replying to an enquiry by e-mail', () => {
  it('stores the reply in the thread and queues it to the enquirer, reply-to the sales desk', async () => {
    const enquiry = await contactEnquiry();
    expect(
      await replyToEnquiry(sales, 'ContactEnquiry', enquiry.id, '  Yes: the SL-40 fits.  '),
    ).toBe('replied');

    const [entry, ...more] = await entries(enquiry.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'reply',
      text: 'Yes: the SL-40 fits.',
      authorEmail: sales.email,
      authorName: sales.name,
    });
    const [mail, ...others] = await mailTo(enquiry.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'contact-enquiry',
      replyTo: env.SALES_EMAIL,
      status: 'pending',
      subject: 'Your enquiry to Sample Energy Industries Ltd',
    });
    expect(mail!.text).toContain('Dear Asha Verma,');
    expect(mail!.text).toContain('Yes: the SL-40 fits.');
    expect(mail!.text).toContain('> Do you make 40 W street lights?');
    // The page shows it in the thread, and the audit log says who replied to whom.
    const detail = await findContactEnquiry(sales, enquiry.id);
    expect(detail!.thread.map((e) => [e.kind, e.text])).toEqual([
      ['reply', 'Yes: the SL-40 fits.'],
    ]);
    const audit = await db().auditLog.findMany({ where: { entityId: enquiry.id } });
    expect(audit.map((a) => [a.actorEmail, a.summary])).toEqual([
      [
        sales.email,
        `Replied to contact enquiry from Asha Verma (${enquiry.email}) by e-mail to ${enquiry.email}`,
      ],
    ]);
  });

  it('writes to an enquiry made in Hindi in Hindi', async () => {
    const enquiry = await contactEnquiry({ language: 'hi' });
    await replyToEnquiry(sales, 'ContactEnquiry', enquiry.id, 'जी हाँ।');
    const [mail] = await mailTo(enquiry.email);
    expect(mail!.text).toContain('प्रिय Asha Verma जी,');
  });

  it('stores neither the reply nor its mail when the mail cannot be queued (one transaction)', async () => {
    const enquiry = await contactEnquiry();
    const original = env.SALES_EMAIL;
    // A reply-to longer than its column fails the mail's INSERT after the reply's.
    Object.assign(env, { SALES_EMAIL: `${'x'.repeat(260)}@example.com` });
    try {
      await expect(
        replyToEnquiry(sales, 'ContactEnquiry', enquiry.id, 'Lost with its mail'),
      ).rejects.toThrow();
    } finally {
      Object.assign(env, { SALES_EMAIL: original });
    }
    expect(await entries(enquiry.id)).toEqual([]);
    expect(await mailTo(enquiry.email)).toEqual([]);
  });

  it.each([
    ['empty', '   \n  '],
    ['tooLong', 'x'.repeat(THREAD_TEXT_MAX + 1)],
    ['invalid', 'bell\u0007'],
  ])('refuses a reply that is %s, storing and sending nothing', async (outcome, text) => {
    const enquiry = await contactEnquiry();
    expect(await replyToEnquiry(sales, 'ContactEnquiry', enquiry.id, text)).toBe(outcome);
    expect(await addEnquiryNote(sales, 'ContactEnquiry', enquiry.id, text)).toBe(outcome);
    expect(await entries(enquiry.id)).toEqual([]);
    expect(await mailTo(enquiry.email)).toEqual([]);
  });

  it('takes a reply of the longest length', async () => {
    const enquiry = await contactEnquiry();
    const text = 'y'.repeat(THREAD_TEXT_MAX);
    expect(await replyToEnquiry(sales, 'ContactEnquiry', enquiry.id, text)).toBe('replied');
    expect((await entries(enquiry.id))[0]!.text).toBe(text);
  });

  it('sends no reply to an enquirer whose personal data was erased', async () => {
    // Erased by the personal-data tool: the enquiry and its thread are gone.
    const enquiry = await contactEnquiry();
    await addEnquiryNote(sales, 'ContactEnquiry', enquiry.id, 'Called, no answer.');
    const admin = await signedInActor(['admin']);
    await erasePerson(admin, enquiry.email, enquiry.email);
    expect(await db().contactEnquiry.count({ where: { id: enquiry.id } })).toBe(0);
    expect(await entries(enquiry.id)).toEqual([]);
    expect(await replyToEnquiry(sales, 'ContactEnquiry', enquiry.id, 'Hello?')).toBe('missing');
    // A row whose person was masked (an erased address) is refused too, and nothing is stored.
    const masked = await contactEnquiry({ email: erasedEmail('x@example.com', '9876543210') });
    expect(await replyToEnquiry(sales, 'ContactEnquiry', masked.id, 'Hello?')).toBe('erased');
    expect(await entries(masked.id)).toEqual([]);
    expect(await mailTo(masked.email)).toEqual([]);
  });

  it('has no e-mail to reply to on a dealer enquiry', async () => {
    const dealer = await dealerEnquiry();
    expect(await replyToEnquiry(sales, 'DealerEnquiry', dealer.id, 'Hello')).toBe('noEmail');
    expect(await db().enquiryMessage.count({ where: { dealerEnquiryId: dealer.id } })).toBe(0);
  });
});

describe('internal notes', () => {
  it('are stored in the thread, marked as notes, and never queued as mail', async () => {
    const enquiry = await contactEnquiry();
    expect(
      await addEnquiryNote(sales, 'ContactEnquiry', enquiry.id, 'Wants a quote by Friday'),
    ).toBe('noted');
    // No mail anywhere holds it, to the enquirer or to anyone else.
    expect(
      await db().mailOutbox.count({ where: { text: { contains: 'Wants a quote by Friday' } } }),
    ).toBe(0);
    expect(await mailTo(enquiry.email)).toEqual([]);
    const thread = await findEnquiryThread(sales, 'ContactEnquiry', enquiry.id);
    expect(thread!.thread.map((e) => [e.kind, e.text])).toEqual([
      ['note', 'Wants a quote by Friday'],
    ]);
  });

  it('go on dealer enquiries too', async () => {
    const dealer = await dealerEnquiry();
    expect(await addEnquiryNote(sales, 'DealerEnquiry', dealer.id, 'Visited the shop')).toBe(
      'noted',
    );
    const thread = await findEnquiryThread(sales, 'DealerEnquiry', dealer.id);
    expect(thread!.thread.map((e) => e.kind)).toEqual(['note']);
  });
});

describe('assignment', () => {
  it('assigns to a member with the sales role or an admin, audited, and refuses anyone else', async () => {
    const enquiry = await contactEnquiry();
    const colleague = await signedInActor(['sales']);
    const admin = await signedInActor(['admin']);
    const service = await signedInActor(['service']);
    expect(await assignEnquiry(sales, 'ContactEnquiry', enquiry.id, service.id)).toBe(
      'notAssignable',
    );
    expect(await assignEnquiry(sales, 'ContactEnquiry', enquiry.id, randomUUID())).toBe(
      'notAssignable',
    );
    expect(
      (await db().contactEnquiry.findUnique({ where: { id: enquiry.id } }))!.assignedToId,
    ).toBe(null);
    expect(await assignEnquiry(sales, 'ContactEnquiry', enquiry.id, colleague.id)).toBe('assigned');
    expect(await assignEnquiry(sales, 'ContactEnquiry', enquiry.id, admin.id)).toBe('assigned');
    expect(await assignEnquiry(sales, 'ContactEnquiry', enquiry.id, null)).toBe('assigned');
    const audit = await db().auditLog.findMany({
      where: { entityId: enquiry.id },
      orderBy: { createdAt: 'asc' },
    });
    const what = `contact enquiry from Asha Verma (${enquiry.email})`;
    expect(audit.map((a) => a.summary)).toEqual([
      `Assigned ${what}: nobody → Test Staff`,
      `Assigned ${what}: Test Staff → Test Staff`,
      `Assigned ${what}: Test Staff → nobody`,
    ]);
  });

  it('"mine" lists only the enquiries assigned to me, "unassigned" only those of nobody', async () => {
    const me = await signedInActor(['sales']);
    const other = await signedInActor(['sales']);
    const tag = randomUUID();
    const made = await Promise.all(
      ['mine', 'theirs', 'nobody'].map((who) =>
        contactEnquiry({ email: `${who}-${tag}@example.com` }),
      ),
    );
    await assignEnquiry(me, 'ContactEnquiry', made[0]!.id, me.id);
    await assignEnquiry(me, 'ContactEnquiry', made[1]!.id, other.id);
    const emails = async (assigned?: string) =>
      (await listContactEnquiries(me, parseInboxFilter({ q: tag, assigned }))).rows.map(
        (r) => `${r.email.split('-')[0]}:${r.assignedTo ?? '-'}`,
      );
    expect(await emails('mine')).toEqual(['mine:Test Staff']);
    expect(await emails('unassigned')).toEqual(['nobody:-']);
    expect((await emails()).sort()).toEqual(['mine:Test Staff', 'nobody:-', 'theirs:Test Staff']);
    // The other member's "mine" is theirs.
    const theirs = await listContactEnquiries(
      other,
      parseInboxFilter({ q: tag, assigned: 'mine' }),
    );
    expect(theirs.rows.map((r) => r.id)).toEqual([made[1]!.id]);
  });

  it('filters dealer enquiries the same way', async () => {
    const dealer = await dealerEnquiry();
    await assignEnquiry(sales, 'DealerEnquiry', dealer.id, sales.id);
    const mine = await listDealerEnquiries(
      sales,
      parseInboxFilter({ q: dealer.name, assigned: 'mine' }),
    );
    expect(mine.rows.map((r) => r.id)).toEqual([dealer.id]);
    const none = await listDealerEnquiries(
      sales,
      parseInboxFilter({ q: dealer.name, assigned: 'unassigned' }),
    );
    expect(none.rows).toEqual([]);
  });
});

describe('a member without the sales role', () => {
  it.each([['service'], ['accounts'], ['investor_relations'], ['catalogue']] as const)(
    '(%s) can neither reply, note nor assign: refused, nothing stored',
    async (role) => {
      const member = await signedInActor([role]);
      const enquiry = await contactEnquiry();
      const calls = [
        () => replyToEnquiry(member, 'ContactEnquiry', enquiry.id, 'Hello'),
        () => addEnquiryNote(member, 'ContactEnquiry', enquiry.id, 'Note'),
        () => assignEnquiry(member, 'ContactEnquiry', enquiry.id, member.id),
        () => assignEnquiry(member, 'ContactEnquiry', enquiry.id, sales.id),
        () => findEnquiryThread(member, 'ContactEnquiry', enquiry.id),
      ];
      for (const call of calls) expect(await refusal(call)).toBe('role');
      expect(await entries(enquiry.id)).toEqual([]);
      expect(await mailTo(enquiry.email)).toEqual([]);
      const stored = await db().contactEnquiry.findUnique({ where: { id: enquiry.id } });
      expect(stored!.assignedToId).toBe(null);
      expect(await db().auditLog.count({ where: { entityId: enquiry.id } })).toBe(0);
    },
  );
});

describe('personal data', () => {
  it('the personal-data tool finds the thread with its enquiry, without the staff who wrote it', async () => {
    const enquiry = await contactEnquiry();
    await replyToEnquiry(sales, 'ContactEnquiry', enquiry.id, 'Our reply');
    await addEnquiryNote(sales, 'ContactEnquiry', enquiry.id, 'Our note');
    const admin = await signedInActor(['admin']);
    const found = await findPerson(admin, enquiry.email);
    const [record] = found.records.contactEnquiries as {
      thread: { kind: string; text: string }[];
    }[];
    expect(record!.thread.map((e) => [e.kind, e.text])).toEqual([
      ['reply', 'Our reply'],
      ['note', 'Our note'],
    ]);
    expect(JSON.stringify(found.records.contactEnquiries)).not.toContain(sales.email);
  });

  it('retention deletes the thread with its enquiry', async () => {
    const old = await contactEnquiry({ createdAt: new Date('2001-01-01T00:00:00Z') });
    await addEnquiryNote(sales, 'ContactEnquiry', old.id, 'Old note');
    await pruneContactEnquiries(365 * 20, new Date('2026-01-01T00:00:00Z'));
    expect(await db().contactEnquiry.count({ where: { id: old.id } })).toBe(0);
    expect(await entries(old.id)).toEqual([]);
  });
});
