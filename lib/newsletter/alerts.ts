import { INVESTOR_ALERTS_MAIL as M } from '@/content/newsletter';
import { indiaDate } from '@/content/investors';
import type { Db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/platform/db/generated/client';
import type { PublishedItem } from '@/lib/investors/publisher';
import { enqueueNewsletterMail } from './mail';

type Tx = Prisma.TransactionClient | Db;

/** Subscribers are read this many at a time. */
const PAGE = 500;

/** The alert mail of newly published filings: one line and link each. */
export function alertMail(items: PublishedItem[]) {
  const lines = items.map((item) =>
    M.alert.line(
      item.heading,
      item.year ? `${item.title} - ${item.year}` : item.title,
      indiaDate(item.publishAt.toISOString()),
      item.url,
    ),
  );
  return {
    subject: M.alert.subject(items.length, items[0]!.title),
    text: ['Hello,', '', M.alert.intro(items.length), '', lines.join('\n\n')].join('\n'),
  };
}

/**
 * Queues one alert mail per confirmed subscriber of the investor alerts (never the
 * newsletter's), in the caller's transaction (lib/investors/publisher.ts), each with its own
 * unsubscribe link and List-Unsubscribe headers. Returns how many were queued.
 */
export async function queueDisclosureAlerts(tx: Tx, items: PublishedItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const mail = alertMail(items);
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
      select: { id: true, email: true },
    });
    for (const to of page) await enqueueNewsletterMail(tx, to, mail);
    queued += page.length;
    if (page.length < PAGE) return queued;
    after = page.at(-1)!.id;
  }
}
