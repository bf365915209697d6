import { clientInfo, handler, HttpError, json, readJsonObject, refuseCrossSite } from '@/lib/http';
import { SUBSCRIBE_MESSAGES } from '@/content/newsletter';
import { subscribeSchema } from '@/lib/newsletter/schema';
import { subscribe } from '@/lib/newsletter/subscribe';
import { HONEYPOT_FIELD, isHoneypotFilled } from '@/lib/security/honeypot';
import { enforceRateLimit } from '@/lib/rate-limit';

// The old site's path (spec §7): JSON { email } in, { message } out. Every accepted address gets
// the same 201 answer, new, pending or already confirmed, so it tells nobody who is subscribed.
export const POST = handler(async (request) => {
  refuseCrossSite(request, 'json');
  const client = clientInfo(request.headers);
  await enforceRateLimit('subscribe', client.ip);
  const body = await readJsonObject(request);
  // A bot filled the hidden field: answer as if subscribed, store nothing.
  if (isHoneypotFilled(body[HONEYPOT_FIELD])) {
    return json({ message: SUBSCRIBE_MESSAGES.subscribed }, 201);
  }
  const parsed = subscribeSchema.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? SUBSCRIBE_MESSAGES.invalid;
    throw new HttpError(message === SUBSCRIBE_MESSAGES.empty ? 400 : 422, message);
  }
  await subscribe(parsed.data, client);
  return json({ message: SUBSCRIBE_MESSAGES.subscribed }, 201);
});
