import { CLICK_LOG_LIMITS, logClickSchema, recordClick } from '@/lib/analytics/click-log';
import {
  clientInfo,
  handler,
  json,
  parseFields,
  readJsonObject,
  refuseCrossSite,
} from '@/lib/platform/http';
import { enforceRateLimit } from '@/lib/platform/rate-limit';
import { CLICK_LOG_MESSAGES } from '@/content/api';

// The old site's click log (spec §7). Page views are now recorded by proxy.ts; this keeps old
// clients working. The client's own `ipAddress` is not trusted: the address comes from our proxy.
export const POST = handler(async (request) => {
  refuseCrossSite(request, 'json');
  const client = clientInfo(request.headers);
  await enforceRateLimit('clicklog', client.ip, CLICK_LOG_LIMITS);
  const input = parseFields(
    logClickSchema,
    await readJsonObject(request),
    CLICK_LOG_MESSAGES.invalid,
  );
  await recordClick(input, client);
  return json({ message: CLICK_LOG_MESSAGES.logged }, 201);
});
