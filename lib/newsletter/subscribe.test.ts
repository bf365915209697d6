import { randomUUID } from 'node:crypto';
import { NEWSLETTER_MAIL } from '@/content/newsletter';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { listMail } from '@/lib/outbox/admin';
import { parseInboxFilter } from '@/lib/platform/inbox/filters';
import { confirmSubscription, inspectConfirmLink, unsubscribe } from './confirm';
import { newsletterLinkKey } from './link-key';
import { signLink } from './links';
import { CONFIRM_RESEND_MINUTES, pruneUnconfirmedSubscribers, subscribe } from './subscribe';

afterAll(() => db().$disconnect());

const client = { ip: '198.18.0.1', userAgent: 'Jest' };
const address = () => `life-${randomUUID()}@example.com`;
const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000);
const rowOf = (email: string) =>
  db().subscriber.findUniqueOrThrow({ where: { list_email: { list: 'newsletter', email } } });
const mailsTo = (email: string) =>
  db().mailOutbox.findMany({ where: { to: email }, orderBy: { createdAt: 'asc' } });
const tokenIn = (text: string, path: string) =>
  new RegExp(`${path}\\?token=(\\S+)`).exec(text)?.[1] ?? '';

describe('newsletter double opt-in', () => {
  it('goes pending → confirmed → unsubscribed → pending again, with a mail at each step', async () => {
    const email = address();
    const start = new Date();
    expect(await subscribe({ email }, client, start)).toBe(true);
    expect(await rowOf(email)).toMatchObject({ state: 'pending', confirmMailSentAt: start });

    const [confirmMail] = await mailsTo(email);
    expect(confirmMail).toMatchObject({
      subject: NEWSLETTER_MAIL.confirm.subject,
      kind: 'newsletter',
    });
    expect(confirmMail!.text).toContain(`${env.SITE_URL}/newsletter/confirm?token=`);
    expect(confirmMail!.text).toContain(`${env.SITE_URL}/newsletter/unsubscribe?token=`);
    expect(confirmMail!.unsubscribeUrl).toMatch(
      new RegExp(`^${env.SITE_URL}/api/newsletter/unsubscribe\\?token=u\\.`),
    );
    const confirmToken = tokenIn(confirmMail!.text, '/newsletter/confirm');

    // Opening the link only inspects it.
    expect(await inspectConfirmLink(confirmToken)).toBe('valid');
    expect((await rowOf(email)).state).toBe('pending');

    expect(await confirmSubscription(confirmToken)).toBe('confirmed');
    const confirmed = await rowOf(email);
    expect(confirmed.state).toBe('confirmed');
    expect(confirmed.confirmedAt).not.toBeNull();
    const afterConfirm = await mailsTo(email);
    expect(afterConfirm.map((m) => m.subject)).toEqual([
      NEWSLETTER_MAIL.confirm.subject,
      NEWSLETTER_MAIL.welcome.subject,
    ]);
    // A second press is harmless and sends nothing more.
    expect(await confirmSubscription(confirmToken)).toBe('confirmed');
    expect(await mailsTo(email)).toHaveLength(2);

    const unsubscribeToken = new URL(afterConfirm[1]!.unsubscribeUrl!).searchParams.get('token');
    expect(await unsubscribe(unsubscribeToken)).toBe('unsubscribed');
    const gone = await rowOf(email);
    expect(gone.state).toBe('unsubscribed');
    expect(gone.unsubscribedAt).not.toBeNull();
    expect(await unsubscribe(unsubscribeToken)).toBe('unsubscribed');
    expect((await rowOf(email)).unsubscribedAt).toEqual(gone.unsubscribedAt);

    // The old confirmation link does not undo the withdrawal.
    expect(await inspectConfirmLink(confirmToken)).toBe('invalid');
    expect(await confirmSubscription(confirmToken)).toBe('invalid');
    expect((await rowOf(email)).state).toBe('unsubscribed');

    // Signing up again (after the re-send interval) asks for a new confirmation.
    expect(await subscribe({ email }, client, minutes(CONFIRM_RESEND_MINUTES + 1))).toBe(true);
    expect(await rowOf(email)).toMatchObject({ state: 'pending' });
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('re-sends to a pending address at most once per interval', async () => {
    const email = address();
    const start = new Date();
    expect(await subscribe({ email }, client, start)).toBe(true);
    for (let i = 0; i < 5; i++)
      expect(await subscribe({ email }, client, minutes(i, start))).toBe(false);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await subscribe({ email }, client, minutes(CONFIRM_RESEND_MINUTES + 1, start))).toBe(
      true,
    );
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('sends nothing to an address already confirmed, however long after', async () => {
    const email = address();
    await subscribe({ email }, client);
    await confirmSubscription(tokenIn((await mailsTo(email))[0]!.text, '/newsletter/confirm'));
    const before = await rowOf(email);
    expect(await subscribe({ email }, client, minutes(60 * 24 * 30))).toBe(false);
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await rowOf(email)).toEqual(before);
  });

  it('refuses an expired or tampered confirmation link, changing nothing', async () => {
    const email = address();
    await subscribe({ email }, client);
    const { id } = await rowOf(email);
    const expired = signLink(newsletterLinkKey(), 'confirm', id, new Date(Date.now() - 1000));
    expect(await inspectConfirmLink(expired)).toBe('expired');
    expect(await confirmSubscription(expired)).toBe('expired');
    const token = tokenIn((await mailsTo(email))[0]!.text, '/newsletter/confirm');
    const tampered = token.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect(await confirmSubscription(tampered)).toBe('invalid');
    expect(await unsubscribe(tampered)).toBe('invalid');
    expect((await rowOf(email)).state).toBe('pending');
  });

  it('expires a confirmation link after NEWSLETTER_CONFIRM_HOURS', async () => {
    const email = address();
    const start = new Date();
    await subscribe({ email }, client, start);
    const token = tokenIn((await mailsTo(email))[0]!.text, '/newsletter/confirm');
    const hours = env.NEWSLETTER_CONFIRM_HOURS;
    expect(await inspectConfirmLink(token, minutes(hours * 60 - 1, start))).toBe('valid');
    expect(await confirmSubscription(token, minutes(hours * 60 + 1, start))).toBe('expired');
  });
});

it('hides the links of newsletter mails from staff reading the outbox', async () => {
  const email = address();
  await subscribe({ email }, client);
  const staff = await signedInActor(['sales']);
  const { rows } = await listMail(staff, parseInboxFilter({ q: email }));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.text).toContain('/newsletter/confirm?token=[hidden]\n');
  expect(rows[0]!.text).toContain('/newsletter/unsubscribe?token=[hidden]\n');
  expect(rows[0]!.text).not.toMatch(/token=[^[]/);
});

describe('pruneUnconfirmedSubscribers', () => {
  it('deletes only sign-ups left pending longer than the retention', async () => {
    const [oldPending, newPending, oldConfirmed, oldUnsubscribed] = [1, 2, 3, 4].map(address);
    const old = new Date(Date.now() - 31 * 86_400_000);
    await db().subscriber.createMany({
      data: [
        { email: oldPending!, requestedAt: old },
        { email: newPending!, requestedAt: new Date(Date.now() - 29 * 86_400_000) },
        { email: oldConfirmed!, requestedAt: old, state: 'confirmed', confirmedAt: old },
        { email: oldUnsubscribed!, requestedAt: old, state: 'unsubscribed', unsubscribedAt: old },
      ],
    });
    expect(await pruneUnconfirmedSubscribers(30)).toBeGreaterThanOrEqual(1);
    const left = await db().subscriber.findMany({
      where: { email: { in: [oldPending!, newPending!, oldConfirmed!, oldUnsubscribed!] } },
    });
    expect(left.map((r) => r.email).sort()).toEqual(
      [newPending, oldConfirmed, oldUnsubscribed].sort(),
    );
  });
});
