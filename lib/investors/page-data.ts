import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { env } from '@/lib/platform/env';

/**
 * Loads a page's data. At run time a failure is thrown on purpose: Next then keeps serving the
 * last good render of the page instead of caching a broken or empty one. During `next build`
 * there is no earlier render to keep, so the page is built with no data (its empty message) and
 * refreshed on the first revalidation once the database answers; the build does not fail.
 */
export async function loadPageData<T>(load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) throw error;
    console.warn('[investors] database unavailable during the build; rendering empty:', error);
    return empty;
  }
}
