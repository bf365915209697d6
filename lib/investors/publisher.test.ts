import { db } from '@/lib/platform/db/client';
import { withOwnDatabase } from '@/lib/platform/db/own-database.jest';
import { env } from '@/lib/platform/env';
import { publishDueFilings, type PublishedItem } from './publisher';

// Counts what each run handles: a database of its own.
withOwnDatabase();

const NOW = new Date('2026-11-24T04:30:00.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** A queue that records what it was asked to send. */
function recorder() {
  const batches: PublishedItem[][] = [];
  const queue = async (_tx: unknown, items: PublishedItem[]) => {
    batches.push(items);
    return items.length;
  };
  return { batches, queue };
}

it('alerts each filing once when its time has come, and never a late or archived one', async () => {
  const row = (title: string, publishAt: Date, extra: object = {}) => ({
    kind: 'RESULTS' as const,
    title,
    year: 'Q2 2026-27',
    file: `r/${title}.pdf`,
    publishAt,
    ...extra,
  });
  await db().investorDocument.createMany({
    data: [
      row('due', minutes(-1)),
      row('scheduled', minutes(10)),
      row('added-late', minutes(-60 * 24 * 3)), // a filing of three days ago, added now
      row('archived', minutes(-1), { archived: true }),
      row('done', minutes(-5), { alertedAt: minutes(-5) }),
    ],
  });
  const first = recorder();
  expect(await publishDueFilings(first.queue, NOW)).toBe(3);
  expect(first.batches).toEqual([
    [
      {
        title: 'due',
        year: 'Q2 2026-27',
        heading: 'Financial Results',
        url: `${env.SITE_URL}/investor-relations/disclosures/financial-results`,
        publishAt: minutes(-1),
      },
    ],
  ]);
  // Run again at once: nothing is due twice.
  const again = recorder();
  expect(await publishDueFilings(again.queue, NOW)).toBe(0);
  expect(again.batches).toEqual([]);
  // Ten minutes later the scheduled one goes out.
  const later = recorder();
  expect(await publishDueFilings(later.queue, minutes(10))).toBe(1);
  expect(later.batches.flat().map((item) => item.title)).toEqual(['scheduled']);
  const unmarked = await db().investorDocument.count({ where: { alertedAt: null } });
  expect(unmarked).toBe(0);
});

it('leaves the filings unmarked when queueing the alerts fails, so the next run tries again', async () => {
  await db().investorDocument.create({
    data: {
      kind: 'NEWSPAPER',
      title: 'retry',
      year: '',
      file: 'n/retry.pdf',
      publishAt: minutes(-1),
    },
  });
  const failing = async () => {
    throw new Error('mail outbox unavailable');
  };
  await expect(publishDueFilings(failing, NOW)).rejects.toThrow('mail outbox unavailable');
  const ok = recorder();
  expect(await publishDueFilings(ok.queue, NOW)).toBe(1);
  expect(ok.batches.flat().map((item) => item.title)).toEqual(['retry']);
});
