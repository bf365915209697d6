import type { Db } from '../client';

// Sample sign-ups so the staff views have something to show on a fresh machine.
const SAMPLE_SUBSCRIBERS = ['sample.subscriber@example.com', 'newsletter.reader@example.org'];

export async function seedSubscribers(db: Db) {
  await db.subscriber.createMany({
    data: SAMPLE_SUBSCRIBERS.map((email) => ({ email })),
    skipDuplicates: true,
  });
}
