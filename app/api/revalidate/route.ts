import { REVALIDATE_MESSAGES } from '@/content/api';
import { env } from '@/lib/platform/env';
import { handler, HttpError, json } from '@/lib/platform/http';
import { RedisUnavailableError } from '@/lib/platform/cache/shared-tags';
import { isAuthorizedBearer, revalidateInvestorPages } from '@/lib/investors/revalidate';

// For staff who edit data by hand (Prisma Studio) and for scripts: `npm run revalidate`.
export const POST = handler(async (request) => {
  const secret = env.REVALIDATE_SECRET;
  if (!secret) {
    throw new HttpError(503, REVALIDATE_MESSAGES.off);
  }
  if (!isAuthorizedBearer(request.headers.get('authorization'), secret)) {
    throw new HttpError(401, REVALIDATE_MESSAGES.bearer, {}, { 'WWW-Authenticate': 'Bearer' });
  }
  try {
    return json({ revalidated: true, tags: await revalidateInvestorPages() });
  } catch (error) {
    if (error instanceof RedisUnavailableError) {
      throw new HttpError(503, REVALIDATE_MESSAGES.sharedCacheDown);
    }
    throw error;
  }
});
