import { env } from '@/lib/platform/env';
import { RedisUnavailableError, sharedCache } from './shared-cache.mjs';

export { RedisUnavailableError };

/** Next's 'max' cache profile: entries are served once more while they render anew, for a year at most. */
const MAX_PROFILE = { expire: 60 * 60 * 24 * 365 };

/**
 * Revalidates `tags` in the cache every instance shares (REDIS_URL), and waits until Redis has
 * taken it: Next's own revalidateTag/updateTag reach the shared cache only after the answer is
 * sent, where a failure would go unseen. `profile` 'max' is revalidateTag(tag, 'max') (stale
 * once), 'now' is updateTag (gone at once). Without REDIS_URL there is nothing shared: it does
 * nothing. Throws RedisUnavailableError when Redis did not take it.
 */
export async function revalidateSharedTags(tags: string[], profile: 'max' | 'now'): Promise<void> {
  const store = sharedCache(env.REDIS_URL);
  if (!store) return;
  await store.revalidateTags(tags, profile === 'max' ? MAX_PROFILE : undefined);
}
