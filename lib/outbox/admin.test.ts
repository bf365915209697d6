import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { startSmtpStandIn } from '@/e2e/stand-ins/smtp';
import { countStuckMail, resendMail } from './admin';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import type { StaffActor } from '@/lib/platform/auth/access';

let actor: StaffActor;
beforeAll(async () => {
  actor = await signedInActor(['sales']);
});

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
const originalSmtp = env.SMTP_URL;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
});
afterAll(async () => {
  Object.assign(env, { SMTP_URL: originalSmtp });
  await smtp.close();
  await db().$disconnect();
});

async function failedMail(status = 'failed', createdAt = new Date()) {
  const subject = `Enquiry ${randomUUID()}`;
  const row = await db().mailOutbox.create({
    data: {
      kind: 'contact-enquiry',
      to: 'sales@example.com',
      subject,
      text: 'Hello',
      status,
      attempts: status === 'failed' ? 20 : 0,
      lastError: 'connect ECONNREFUSED',
      createdAt,
    },
  });
  return row;
}

const auditOf = (id: string) => db().auditLog.findMany({ where: { entityId: id } });

describe('resendMail', () => {
  it('sends a failed mail again at once and records who did it', async () => {
    Object.assign(env, { SMTP_URL: smtp.url });
    const mail = await failedMail();
    expect(await resendMail(actor, mail.id)).toBe('sent');
    const after = await db().mailOutbox.findUniqueOrThrow({ where: { id: mail.id } });
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.messages.some((m) => m.subject === mail.subject)).toBe(true);
    expect(await auditOf(mail.id)).toEqual([
      expect.objectContaining({ actorEmail: actor.email, action: 'resend' }),
    ]);
  });

  it('keeps a mail queued with fresh attempts when the server still refuses it', async () => {
    Object.assign(env, { SMTP_URL: 'smtp://127.0.0.1:9' });
    const mail = await failedMail();
    expect(await resendMail(actor, mail.id)).toBe('queued');
    const after = await db().mailOutbox.findUniqueOrThrow({ where: { id: mail.id } });
    expect(after).toMatchObject({ status: 'pending', attempts: 1 });
    expect(after.lastError).toMatch(/ECONNREFUSED/);
  });

  it('leaves a mail that a sender holds right now to it, recording nothing', async () => {
    Object.assign(env, { SMTP_URL: smtp.url });
    const mail = await failedMail('pending');
    const lockedUntil = new Date(Date.now() + 60_000);
    await db().mailOutbox.update({ where: { id: mail.id }, data: { lockedUntil } });
    expect(await resendMail(actor, mail.id)).toBe('queued');
    const after = await db().mailOutbox.findUniqueOrThrow({ where: { id: mail.id } });
    expect(after).toMatchObject({ status: 'pending', attempts: 0, lockedUntil });
    expect(smtp.messages.some((m) => m.subject === mail.subject)).toBe(false);
    expect(await auditOf(mail.id)).toEqual([]);
  });

  it('refuses a mail already sent and one that does not exist, recording nothing', async () => {
    const mail = await failedMail('sent');
    expect(await resendMail(actor, mail.id)).toBe('already-sent');
    expect(await resendMail(actor, randomUUID())).toBe('missing');
    expect(await auditOf(mail.id)).toEqual([]);
  });
});

describe('countStuckMail', () => {
  it('counts failed mail and mail still waiting after an hour, not fresh mail', async () => {
    const before = await countStuckMail(actor);
    await failedMail('failed');
    await failedMail('pending', new Date(Date.now() - 2 * 3_600_000));
    await failedMail('pending');
    await failedMail('sent', new Date(Date.now() - 2 * 3_600_000));
    expect((await countStuckMail(actor)) - before).toBe(2);
  });
});
