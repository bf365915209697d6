import { LOCATOR_MESSAGES } from '@/content/locator';
import { postedLanguage } from '@/lib/platform/i18n/translations';
import { clientInfo, handler, HttpError, json } from '@/lib/platform/http';
import { LOCATOR_LIMITS } from '@/lib/locator/limits';
import { locateOutlets } from '@/lib/locator/search';
import { enforceRateLimit } from '@/lib/platform/rate-limit';

// Answers may be reused briefly by browsers and shared caches: outlets change rarely, and a
// staff change reaches the answer within this time. Their words follow Content-Language.
const CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

/**
 * GET /api/outlets?pincode=&city=&state=&type=&line=: active outlets, nearest first by pincode.
 * Asked with `Content-Language: hi`, its messages and the type and product line names are Hindi
 * (states stay the English names they are stored and searched by).
 */
export const GET = handler(async (request) => {
  await enforceRateLimit('outlets', clientInfo(request.headers).ip, LOCATOR_LIMITS);
  const { answer } = await locateOutlets(
    new URL(request.url).searchParams,
    postedLanguage(request.headers),
  );
  if (answer.kind === 'form') {
    throw new HttpError(422, LOCATOR_MESSAGES.invalid, {
      errors: { pincode: LOCATOR_MESSAGES.nothingToSearch },
    });
  }
  if (answer.kind === 'invalid') {
    throw new HttpError(422, LOCATOR_MESSAGES.invalid, { errors: answer.errors });
  }
  const { total, outlets, nearestFrom } = answer;
  return json({ total, nearestFrom, outlets }, 200, {
    'Cache-Control': CACHE_CONTROL,
    Vary: 'Content-Language',
  });
});
