import { db } from '@/lib/platform/db/client';
import type { SubscriberList } from '@/lib/platform/db/generated/client';
import { deliverSoon } from '@/lib/platform/mail/deliver';
import { newsletterLinkKey } from './link-key';
import { verifyLink } from './links';
import { enqueueWelcomeMail } from './mail';

/**
 * What the links of the newsletter mails do. Opening a link (GET) only inspects it, since mail
 * scanners fetch links; the state changes when the person presses the page's button (or a mail
 * provider posts the one-click unsubscribe).
 */
export type ConfirmLinkState = 'valid' | 'invalid' | 'expired';

/** A confirmation link is usable while it is signed, unexpired, and its row still pending or confirmed. */
export async function inspectConfirmLink(
  token: unknown,
  now = new Date(),
): Promise<ConfirmLinkState> {
  const link = verifyLink(newsletterLinkKey(), 'confirm', token, now);
  if (!link.ok) return link.reason;
  const row = await db().subscriber.findUnique({
    where: { id: link.subscriberId },
    select: { state: true },
  });
  return row && row.state !== 'unsubscribed' ? 'valid' : 'invalid';
}

/**
 * Confirms a pending sign-up and queues the welcome mail (with its unsubscribe link). Confirming
 * twice is fine; an address that unsubscribed meanwhile must sign up again.
 */
export async function confirmSubscription(
  token: unknown,
  now = new Date(),
): Promise<'confirmed' | 'invalid' | 'expired'> {
  const link = verifyLink(newsletterLinkKey(), 'confirm', token, now);
  if (!link.ok) return link.reason;
  const outcome = await db().$transaction(async (tx) => {
    const [row] = await tx.subscriber.updateManyAndReturn({
      where: { id: link.subscriberId, state: 'pending' },
      data: { state: 'confirmed', confirmedAt: now },
      select: { id: true, email: true, list: true, language: true },
    });
    if (row) {
      await enqueueWelcomeMail(tx, row, row.list);
      return 'welcomed';
    }
    const existing = await tx.subscriber.findUnique({
      where: { id: link.subscriberId },
      select: { state: true },
    });
    return existing?.state === 'confirmed' ? 'confirmed' : 'invalid';
  });
  if (outcome === 'welcomed') deliverSoon();
  return outcome === 'invalid' ? 'invalid' : 'confirmed';
}

/** An unsubscribe link is usable when it is signed; it never expires. */
export const unsubscribeLinkValid = (token: unknown) =>
  verifyLink(newsletterLinkKey(), 'unsubscribe', token).ok;

/**
 * Withdraws consent: the row becomes `unsubscribed` with the time recorded. Doing it again, or
 * for a sign-up already deleted by retention, changes nothing and still reports success.
 */
export async function unsubscribe(
  token: unknown,
  now = new Date(),
): Promise<'unsubscribed' | 'invalid'> {
  const link = verifyLink(newsletterLinkKey(), 'unsubscribe', token, now);
  if (!link.ok) return 'invalid';
  await db().subscriber.updateMany({
    where: { id: link.subscriberId, state: { not: 'unsubscribed' } },
    data: { state: 'unsubscribed', unsubscribedAt: now },
  });
  return 'unsubscribed';
}

/** The list a (signed) link's subscriber is on, for the words of its pages; newsletter by default. */
export async function listOfLink(
  purpose: 'confirm' | 'unsubscribe',
  token: unknown,
): Promise<SubscriberList> {
  const link = verifyLink(newsletterLinkKey(), purpose, token, new Date(0));
  if (!link.ok) return 'newsletter';
  const row = await db().subscriber.findUnique({
    where: { id: link.subscriberId },
    select: { list: true },
  });
  return row?.list ?? 'newsletter';
}
