import { DEFAULT_LANGUAGE, localPath, type Language } from '@/content/languages';
import { wordsOf } from '@/lib/platform/i18n/words';
import type { Db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import type { PublishedItem } from '@/lib/investors/publisher';
import { enqueueNewsletterMail, mailLanguage } from './mail';

type Tx = Prisma.TransactionClient | Db;

/** Subscribers are read this many at a time. */
const PAGE = 500;

/** A page's absolute address in a language (its Hindi twin under /hi/…). */
function pageIn(url: string, language: Language): string {
  const address = new URL(url);
  address.pathname = localPath(address.pathname, language);
  return address.toString();
}

/**
 * The alert mail of newly published filings, one line and link each, in a subscriber's language
 * (filings keep the headings and titles they were published with; the links go to the pages in
 * that language).
 */
export function alertMail(items: PublishedItem[], language: Language = DEFAULT_LANGUAGE) {
  const { INVESTOR_ALERTS_MAIL: M } = wordsOf(language).newsletter;
  const { indiaDate } = wordsOf(language).investors;
  const lines = items.map((item) =>
    M.alert.line(
      item.heading,
      item.year ? `${item.title} - ${item.year}` : item.title,
      indiaDate(item.publishAt.toISOString()),
      pageIn(item.url, language),
    ),
  );
  return {
    subject: M.alert.subject(items.length, items[0]!.title),
    text: [M.alert.greeting, '', M.alert.intro(items.length), '', lines.join('\n\n')].join('\n'),
  };
}

/**
 * Queues one alert mail per confirmed subscriber of the investor alerts (never the
 * newsletter's), each in the language its subscriber signed up in, in the caller's transaction
 * (lib/investors/publisher.ts), each with its own unsubscribe link and List-Unsubscribe headers.
 * Returns how many were queued.
 */
export async function queueDisclosureAlerts(tx: Tx, items: PublishedItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const mails = new Map<Language, ReturnType<typeof alertMail>>();
  const mailIn = (language: Language) => {
    if (!mails.has(language)) mails.set(language, alertMail(items, language));
    return mails.get(language)!;
  };
  let queued = 0;
  let after: string | undefined;
  for (;;) {
    const page = await tx.subscriber.findMany({
      where: {
        list: 'investor_alerts',
        state: 'confirmed',
        ...(after ? { id: { gt: after } } : {}),
      },
      orderBy: { id: 'asc' },
      take: PAGE,
      select: { id: true, email: true, language: true },
    });
    for (const to of page) await enqueueNewsletterMail(tx, to, mailIn(mailLanguage(to)));
    queued += page.length;
    if (page.length < PAGE) return queued;
    after = page.at(-1)!.id;
  }
}
