import { CUSTOMER_ACCOUNT_MESSAGES as M } from '@/content/customer-account';
import { MOBILE_CHECK_MESSAGES } from '@/content/mobile-check';
import { sessionCookie } from '@/lib/customer-account/cookie';
import { openSessionSchema } from '@/lib/customer-account/schema';
import { openCustomerSession } from '@/lib/customer-account/session';
import {
  clientInfo,
  fieldErrors,
  handler,
  HttpError,
  json,
  readJsonObject,
  refuseCrossSite,
} from '@/lib/platform/http';
import { enforceRateLimit } from '@/lib/platform/rate-limit';

// Opens the customer's own page (JSON `{ mobile, mobileProof }`, the proof of a code confirmed
// for `customer-account`): 201 with the session cookie; 422 for a proof of another number or
// purpose, spent or stale (lib/customer-account/session.ts). The proof is spent once.
export const POST = handler(async (request) => {
  refuseCrossSite(request, 'json');
  const client = clientInfo(request.headers);
  await enforceRateLimit('customer-session', client.ip);
  const parsed = openSessionSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) {
    throw new HttpError(422, MOBILE_CHECK_MESSAGES.mobile, {
      errors: fieldErrors(parsed.error),
    });
  }
  const { mobile, mobileProof } = parsed.data;
  const { token, expiresAt } = await openCustomerSession(mobile, mobileProof, client);
  return json({ message: M.opened }, 201, {
    'Set-Cookie': sessionCookie(token, expiresAt),
    'Cache-Control': 'no-store',
  });
});
