import { CLICK_LOG_LIMITS, navigationSchema, recordNavigation } from '@/lib/analytics/click-log';
import {
  clientInfo,
  handler,
  HttpError,
  readJsonObject,
  refuseCrossSite,
} from '@/lib/platform/http';
import { enforceRateLimit } from '@/lib/platform/rate-limit';
import { isCountedPage } from './site-pages';

/** The beacon's answer to a path that is no page of the site (nothing is stored). */
export const NOT_A_PAGE = 'path must be a page of the site.';

/**
 * POST /api/clicklogs/navigation, answered by proxy.ts (no route handler): one page view, sent by
 * the browser for each page it shows (components/analytics/navigation-beacon.tsx). Another site's
 * Origin is refused (403), then a body other than JSON (415); the address is rate-limited (429);
 * a body that is not `{ "path": "/a/site/path" }`, or names no page of the site (./site-pages.ts),
 * is a 400 with its message. The answer (204)
 * waits for the row, so a view answered is a view stored.
 */
export const answerPageViewBeacon = handler(async (request) => {
  refuseCrossSite(request, 'json');
  const client = clientInfo(request.headers);
  await enforceRateLimit('clicklog', client.ip, CLICK_LOG_LIMITS);
  const parsed = navigationSchema.safeParse(await readJsonObject(request, 1024));
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
  if (!(await isCountedPage(parsed.data.path))) throw new HttpError(400, NOT_A_PAGE);
  await recordNavigation(parsed.data.path, client);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } });
});
