import { clientInfo, handler, HttpError, json, readJsonObject, refuseCrossSite } from '@/lib/http';
import { SUBSCRIBE_MESSAGES } from '@/content/newsletter';
import type { SubscriberList } from '@/lib/db/generated/client';
import { HONEYPOT_FIELD, isHoneypotFilled } from '@/lib/security/honeypot';
import { enforceRateLimit } from '@/lib/rate-limit';
import { subscribeSchema } from './schema';
import { subscribe } from './subscribe';

/**
 * The POST handler of a list's sign-up: JSON { email } in, { message } out. Every accepted
 * address gets the same 201 answer, new, pending or already confirmed, so it tells nobody who is
 * subscribed; an empty address is 400, a malformed one 422; a bot's honeypot is answered alike
 * and stores nothing.
 */
export const subscribeRoute = (list: SubscriberList, subscribed: string) =>
  handler(async (request) => {
    refuseCrossSite(request, 'json');
    const client = clientInfo(request.headers);
    await enforceRateLimit('subscribe', client.ip);
    const body = await readJsonObject(request);
    if (isHoneypotFilled(body[HONEYPOT_FIELD])) return json({ message: subscribed }, 201);
    const parsed = subscribeSchema.safeParse(body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? SUBSCRIBE_MESSAGES.invalid;
      throw new HttpError(message === SUBSCRIBE_MESSAGES.empty ? 400 : 422, message);
    }
    await subscribe(parsed.data, client, new Date(), list);
    return json({ message: subscribed }, 201);
  });
