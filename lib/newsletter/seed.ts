import type { Db } from '@/lib/platform/db/client';

// Sample sign-ups so the staff views have something to show on a fresh machine: one confirmed
// (counted as a subscriber), one still waiting for its confirmation.
const SAMPLE_SUBSCRIBERS = [
  { email: 'sample.subscriber@example.com', state: 'confirmed', confirmedAt: new Date() },
  { email: 'newsletter.reader@example.org', state: 'pending' },
] as const;

export async function seedSubscribers(db: Db) {
  await db.subscriber.createMany({
    data: SAMPLE_SUBSCRIBERS.map((sample) => ({ ...sample, consentVersion: 'sample' })),
    skipDuplicates: true,
  });
}
