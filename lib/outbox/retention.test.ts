import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { parseEnv } from '@/lib/platform/env';
import { PRUNE_NOW, pruneSurvivors } from '@/lib/platform/retention-testing';
import { pruneOutboxMail } from './retention';

afterAll(async () => {
  await db().$disconnect();
});

// `npm run prune`'s step: a row older than the period is deleted; one made exactly at the cut-off, or later, stays.
describe('npm run prune', () => {
  it("outgoing e-mails that copy a record go after that record's days; the others after the mail period", async () => {
    const run = randomUUID().slice(0, 8);
    const config = parseEnv({
      ENQUIRY_RETENTION_DAYS: '400',
      DEALER_RETENTION_DAYS: '200',
      MAIL_RETENTION_DAYS: '100',
    });
    const ageDays = (days: number) => new Date(PRUNE_NOW.getTime() - days * 86_400_000 - 1);
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
    await pruneOutboxMail(config.MAIL_RETENTION_DAYS, PRUNE_NOW, config);
    const left = await db().mailOutbox.findMany({ where: { subject: { endsWith: ` ${run}` } } });
    expect(left.map((m) => m.subject.replace(` ${run}`, '')).sort()).toEqual([
      'contact-enquiry 300',
      'dealer-enquiry 150',
      'staff-account 99',
    ]);
  });

  it('outgoing e-mails, whatever their status', async () => {
    const result = await pruneSurvivors(
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
});
