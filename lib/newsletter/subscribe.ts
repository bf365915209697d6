import { db } from '@/lib/db/client';
import type { ClientInfo } from '@/lib/http/client';
import type { SubscribeInput } from './schema';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

/** Adds a subscriber once; a repeated (or concurrent) sign-up with the same address adds nothing. */
export async function subscribe(
  input: SubscribeInput,
  client: ClientInfo,
): Promise<SubscribeOutcome> {
  const { count } = await db().subscriber.createMany({
    data: [{ email: input.email, ip: client.ip, userAgent: client.userAgent }],
    skipDuplicates: true,
  });
  return count === 1 ? 'subscribed' : 'already-subscribed';
}
