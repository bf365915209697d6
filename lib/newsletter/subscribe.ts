import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { wordsOf } from '@/lib/platform/i18n/words';
import type { SubscriberList } from '@/lib/platform/db/generated/client';
import { db } from '@/lib/platform/db/client';
import type { ClientInfo } from '@/lib/platform/http/client';
import { deliverSoon } from '@/lib/platform/mail/deliver';
import { enqueueConfirmationMail } from './mail';
import type { SubscribeInput } from './schema';

/** At most one confirmation mail per address in this many minutes, however often it signs up. */
export const CONFIRM_RESEND_MINUTES = 15;

/**
 * A sign-up to a list (double opt-in; the footer's newsletter or the investor alerts): stores the address as `pending`, with the consent wording
 * shown beside the button, and queues a confirmation mail with a signed, expiring link. Signing
 * up again while pending (or after unsubscribing) makes it pending again and re-sends the mail, at
 * most once per CONFIRM_RESEND_MINUTES; a confirmed address is left as it is and gets no mail.
 * The caller answers every case alike, so the answer does not tell who is subscribed.
 * `language` is the page's: the consent stored is the wording shown there, and the confirmation
 * (and every later mail) is written in it; a sign-up that sends a mail takes the new language.
 * Returns whether a mail was queued.
 */
export async function subscribe(
  input: SubscribeInput,
  client: ClientInfo,
  now = new Date(),
  list: SubscriberList = 'newsletter',
  language: Language = DEFAULT_LANGUAGE,
): Promise<boolean> {
  const { consent: shown } = wordsOf(language).newsletter.LIST_TEXT[list];
  const consent = {
    consentVersion: shown.version,
    consentText: shown.text,
    ip: client.ip,
    userAgent: client.userAgent,
  };
  await db().subscriber.createMany({
    data: [{ list, email: input.email, requestedAt: now, language, ...consent }],
    skipDuplicates: true,
  });
  const resendBefore = new Date(now.getTime() - CONFIRM_RESEND_MINUTES * 60_000);
  // The claim and the mail commit together; a concurrent sign-up waits for the row lock, then
  // finds the mail just sent and claims nothing.
  const queued = await db().$transaction(async (tx) => {
    const [claimed] = await tx.subscriber.updateManyAndReturn({
      where: {
        list,
        email: input.email,
        state: { in: ['pending', 'unsubscribed'] },
        OR: [{ confirmMailSentAt: null }, { confirmMailSentAt: { lt: resendBefore } }],
      },
      data: { state: 'pending', requestedAt: now, confirmMailSentAt: now, language, ...consent },
      select: { id: true, email: true, language: true },
    });
    if (claimed) await enqueueConfirmationMail(tx, claimed, now, list);
    return claimed !== undefined;
  });
  if (queued) deliverSoon();
  return queued;
}

/**
 * Retention: deletes sign-ups never confirmed whose last request is older than `days`
 * (`npm run prune`, NEWSLETTER_PENDING_RETENTION_DAYS). Confirmed and unsubscribed rows stay.
 */
export async function pruneUnconfirmedSubscribers(days: number, now = new Date()) {
  const { count } = await db().subscriber.deleteMany({
    where: { state: 'pending', requestedAt: { lt: new Date(now.getTime() - days * 86_400_000) } },
  });
  return count;
}
