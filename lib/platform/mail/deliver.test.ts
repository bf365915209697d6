import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { db } from '@/lib/platform/db/client';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { startSmtpStandIn } from '@/e2e/stand-ins/smtp';
import { deliverPendingMail } from './deliver';
import { backoffSeconds, enqueueMail } from './outbox';

// A sender takes every due mail in its database: on the database the other test files share, it
// would send (or, with SMTP down, delay) their mail too, and take as long as there is of it.
withOwnDatabase();

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
});
afterAll(async () => {
  await smtp.close();
});

async function queue() {
  const marker = randomUUID();
  await enqueueMail(db(), {
    kind: 'contact-enquiry',
    to: 'sales@example.com',
    replyTo: 'visitor@example.com',
    subject: `Enquiry ${marker}`,
    text: `Hello ₹ ${marker}`,
  });
  return {
    marker,
    row: () => db().mailOutbox.findFirstOrThrow({ where: { subject: `Enquiry ${marker}` } }),
  };
}

describe('deliverPendingMail', () => {
  it('leaves mail queued when SMTP is not configured', async () => {
    const { row } = await queue();
    expect(await deliverPendingMail({ smtpUrl: undefined })).toEqual({
      sent: 0,
      failed: 0,
      skipped: true,
    });
    expect(await row()).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('keeps mail queued with a backoff when SMTP is down, then sends it once it is up', async () => {
    const { marker, row } = await queue();
    const down = await deliverPendingMail({ smtpUrl: 'smtp://127.0.0.1:9', limit: 1000 });
    expect(down.failed).toBeGreaterThan(0);
    const failed = await row();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    // Not due yet: nothing is sent even with SMTP up.
    await deliverPendingMail({ smtpUrl: smtp.url, limit: 1000 });
    expect(smtp.messages.some((m) => m.subject.includes(marker))).toBe(false);

    await db().mailOutbox.update({ where: { id: failed.id }, data: { nextAttemptAt: new Date() } });
    await deliverPendingMail({ smtpUrl: smtp.url, limit: 1000 });
    const sent = smtp.messages.filter((m) => m.subject.includes(marker));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ['sales@example.com'], replyTo: 'visitor@example.com' });
    expect(sent[0]?.text).toContain(`Hello ₹ ${marker}`);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each mail once when two senders run at the same time', async () => {
    const { marker } = await queue();
    await Promise.all([
      deliverPendingMail({ smtpUrl: smtp.url, limit: 1000 }),
      deliverPendingMail({ smtpUrl: smtp.url, limit: 1000 }),
    ]);
    expect(smtp.messages.filter((m) => m.subject.includes(marker))).toHaveLength(1);
  });

  it('claims one mail at a time, so a slow batch never outlives its claim', async () => {
    const marker = randomUUID();
    const lockedMine = () =>
      db().mailOutbox.count({
        where: { subject: { contains: marker }, lockedUntil: { gt: new Date() } },
      });
    const lockedWhileSending: number[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          lockedMine().then((n) => {
            lockedWhileSending.push(n);
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    for (const n of [1, 2, 3]) {
      await enqueueMail(db(), {
        kind: 'contact-enquiry',
        to: 'sales@example.com',
        subject: `${n} ${marker}`,
        text: 'Hi',
      });
    }
    try {
      await deliverPendingMail({ smtpUrl: `smtp://127.0.0.1:${port}`, limit: 1000 });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const mine = await db().mailOutbox.findMany({ where: { subject: { contains: marker } } });
    expect(mine.map((m) => m.status)).toEqual(['sent', 'sent', 'sent']);
    expect(Math.max(...lockedWhileSending)).toBe(1);
  });

  it('sends a newsletter-type mail with one-click List-Unsubscribe headers, others without', async () => {
    const marker = randomUUID();
    const url = `https://example.com/api/newsletter/unsubscribe?token=${marker}`;
    await enqueueMail(db(), {
      kind: 'newsletter',
      to: 'reader@example.com',
      subject: `News ${marker}`,
      text: 'Hello',
      unsubscribeUrl: url,
    });
    const { marker: plain } = await queue();
    await deliverPendingMail({ smtpUrl: smtp.url, limit: 1000 });
    expect(smtp.messages.find((m) => m.subject === `News ${marker}`)).toMatchObject({
      listUnsubscribe: `<${url}>`,
      listUnsubscribePost: 'List-Unsubscribe=One-Click',
    });
    expect(
      await db().mailOutbox.findFirstOrThrow({ where: { subject: `News ${marker}` } }),
    ).toMatchObject({ kind: 'newsletter', unsubscribeUrl: url });
    expect(smtp.messages.find((m) => m.subject.includes(plain))).toMatchObject({
      listUnsubscribe: '',
      listUnsubscribePost: '',
    });
  });
});

describe('backoffSeconds', () => {
  it('doubles from a minute up to six hours', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([60, 120, 240, 480]);
    expect(backoffSeconds(30)).toBe(6 * 3600);
  });
});
