import { CLICK_LOG_LIMITS, navigationSchema, recordNavigation } from '@/lib/analytics/click-log';
import { clientInfo, handler, parseFields, readJsonObject, refuseCrossSite } from '@/lib/platform/http';
import { enforceRateLimit } from '@/lib/platform/rate-limit';

// Client-side navigations, reported by components/analytics/navigation-beacon.tsx.
export const POST = handler(async (request) => {
  refuseCrossSite(request, 'json');
  const client = clientInfo(request.headers);
  await enforceRateLimit('clicklog', client.ip, CLICK_LOG_LIMITS);
  const { path } = parseFields(
    navigationSchema,
    await readJsonObject(request, 1024),
    'path must be a site path.',
  );
  await recordNavigation(path, client);
  return new Response(null, { status: 204 });
});
