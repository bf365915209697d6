import { LOCATOR_MESSAGES } from '@/content/locator';
import { clientInfo, handler, HttpError, json } from '@/lib/platform/http';
import { LOCATOR_LIMITS } from '@/lib/locator/limits';
import { canonicalState } from '@/lib/locator/schema';
import { dealersIn } from '@/lib/locator/search';
import { enforceRateLimit } from '@/lib/platform/rate-limit';

// As GET /api/outlets: outlets change rarely, and a staff change reaches the answer within this.
const CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

/**
 * GET /api/outlets/dealers?state=: the active dealers and distributors of one state or union
 * territory, for the warranty form's dealer list. Rate-limited with the locator's search.
 */
export const GET = handler(async (request) => {
  await enforceRateLimit('outlets', clientInfo(request.headers).ip, LOCATOR_LIMITS);
  const state = canonicalState(new URL(request.url).searchParams.get('state') ?? '');
  if (!state) {
    throw new HttpError(422, LOCATOR_MESSAGES.invalid, {
      errors: { state: LOCATOR_MESSAGES.state },
    });
  }
  return json({ state, dealers: await dealersIn(state) }, 200, {
    'Cache-Control': CACHE_CONTROL,
  });
});
