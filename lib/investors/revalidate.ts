import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { revalidateSharedTags } from '@/lib/platform/cache/shared-tags';
import { INVESTOR_TAG } from './tags';

/**
 * For writers outside the Next server (seed sets, scripts, hand edits), through POST
 * /api/revalidate: every investor page and API answer is regenerated on its next visit.
 */
export async function revalidateInvestorPages(): Promise<string[]> {
  // 'max': visitors keep getting the last good page while the new one renders, so a database
  // that fails during the refresh never replaces a page with an error. The shared cache first
  // (REDIS_URL): when it did not take the revalidation, this throws and nothing is revalidated.
  await revalidateSharedTags([INVESTOR_TAG], 'max');
  revalidateTag(INVESTOR_TAG, 'max');
  return [INVESTOR_TAG];
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the bearer secret (compared in constant time). */
export function isAuthorizedBearer(header: string | null, secret: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(secret));
}
