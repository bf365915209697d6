import { unstable_cache, updateTag } from 'next/cache';
import { revalidateSharedTags } from '@/lib/platform/cache/shared-tags';

/**
 * Cache tags of the investor data: where a public read and a staff save meet. Every cached read
 * carries the umbrella tag and its area's (`cached`); a staff save expires its area's
 * (`refreshInvestorPagesNow`), and a writer that is unsure (hand edits in Prisma Studio) all of
 * them (./revalidate.ts).
 */
export const INVESTOR_TAG = 'investors';

/**
 * A part of the investor data with a tag of its own: a table (`directors`), a part of one
 * (`documents:financials`), or the clause marks (`clauses`). Each investor table names its areas
 * once (lib/investors/tables/), for its reads and its saves alike.
 */
export type InvestorArea = string;

export const tagOf = (area: InvestorArea) => `${INVESTOR_TAG}:${area}`;

export const tagsFor = (area: InvestorArea) => [INVESTOR_TAG, tagOf(area)];

/** The cached data is reloaded at least this often, in seconds. */
export const INVESTOR_REVALIDATE_SECONDS = 300;

/**
 * Lists and API answers are at most this old, in seconds: the publish time is applied when they
 * are made (./visibility.ts), so a scheduled filing shows within a minute of its time.
 */
export const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * A read kept in Next's data cache under its areas' tags, reloaded at least every 5 minutes. When
 * a reload fails (database down), Next keeps serving the last good value, so an outage never
 * empties a page that had data.
 */
export function cached<T>(
  areas: readonly InvestorArea[],
  load: () => Promise<T>,
): () => Promise<T> {
  return unstable_cache(load, [INVESTOR_TAG, ...areas], {
    tags: [...new Set(areas.flatMap(tagsFor))],
    revalidate: INVESTOR_REVALIDATE_SECONDS,
  });
}

/**
 * For staff saves: expires the areas' cache at once, so the very next visit (the member of staff
 * checking the public page) renders the new data instead of the last one, on every instance
 * (the shared cache, when REDIS_URL is set). Throws when the shared cache did not take it: the
 * save is stored, and the member of staff sees an error instead of a success.
 */
export async function refreshInvestorPagesNow(areas: InvestorArea[]): Promise<void> {
  const tags = [...new Set(areas.map(tagOf))];
  await revalidateSharedTags(tags, 'now');
  for (const tag of tags) updateTag(tag);
}
