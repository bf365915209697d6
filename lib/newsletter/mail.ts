import { env } from '@/lib/platform/env';
import { enqueueMail } from '@/lib/platform/mail/outbox';
import type { Db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import type { SubscriberList } from '@/lib/platform/db/generated/client';
import { DEFAULT_LANGUAGE, isLanguage, localPath, type Language } from '@/content/languages';
import { wordsOf } from '@/lib/platform/i18n/words';
import { newsletterLinkKey } from './link-key';
import { signLink } from './links';

type Tx = Prisma.TransactionClient | Db;
interface Recipient {
  id: string;
  email: string;
  /** The language of the page the address was signed up on: its mails are in it. */
  language?: string;
}

/** A subscriber's stored language as one we have (a language since removed reads as English). */
export const mailLanguage = (to: Recipient): Language =>
  isLanguage(to.language) ? to.language : DEFAULT_LANGUAGE;

const listText = (to: Recipient) => wordsOf(mailLanguage(to)).newsletter.LIST_TEXT;

/**
 * The page a person opens from a mail (GET changes nothing: it shows a button), in the language
 * of the mail (/hi/newsletter/unsubscribe for a Hindi one).
 */
export const unsubscribePageUrl = (token: string, language: Language = DEFAULT_LANGUAGE) =>
  `${env.SITE_URL}${localPath('/newsletter/unsubscribe', language)}?token=${token}`;
/** The List-Unsubscribe target: a POST of `List-Unsubscribe=One-Click` unsubscribes (RFC 8058). */
export const oneClickUrl = (token: string) =>
  `${env.SITE_URL}/api/newsletter/unsubscribe?token=${token}`;
export const confirmPageUrl = (token: string, language: Language = DEFAULT_LANGUAGE) =>
  `${env.SITE_URL}${localPath('/newsletter/confirm', language)}?token=${token}`;

/**
 * Queues a newsletter-type mail: the text ends with a visible unsubscribe link (in the
 * subscriber's language), and the outbox sends it with List-Unsubscribe and List-Unsubscribe-Post
 * headers. Every mail to subscribers goes through here. Unsubscribe links never expire.
 */
export async function enqueueNewsletterMail(
  tx: Tx,
  to: Recipient,
  mail: { subject: string; text: string },
) {
  const token = signLink(newsletterLinkKey(), 'unsubscribe', to.id, null);
  await enqueueMail(tx, {
    kind: 'newsletter',
    to: to.email,
    subject: mail.subject,
    text: `${mail.text}\n\n${wordsOf(mailLanguage(to)).newsletter.NEWSLETTER_MAIL.footer(unsubscribePageUrl(token, mailLanguage(to)))}\n`,
    unsubscribeUrl: oneClickUrl(token),
  });
}

export async function enqueueConfirmationMail(
  tx: Tx,
  to: Recipient,
  now = new Date(),
  list: SubscriberList = 'newsletter',
) {
  const hours = env.NEWSLETTER_CONFIRM_HOURS;
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  const token = signLink(newsletterLinkKey(), 'confirm', to.id, expiresAt);
  const words = listText(to)[list].mail.confirm;
  await enqueueNewsletterMail(tx, to, {
    subject: words.subject,
    text: words.text(confirmPageUrl(token, mailLanguage(to)), hours),
  });
}

export const enqueueWelcomeMail = (tx: Tx, to: Recipient, list: SubscriberList = 'newsletter') =>
  enqueueNewsletterMail(tx, to, listText(to)[list].mail.welcome);
