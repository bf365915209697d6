import { clientInfo, handler, HttpError, json, readJsonObject } from '@/lib/http';
import { SUBSCRIBE_MESSAGES } from '@/lib/newsletter/messages';
import { subscribeSchema } from '@/lib/newsletter/schema';
import { subscribe } from '@/lib/newsletter/subscribe';

// The old site's path (spec §7): JSON { email } in, { message } out.
export const POST = handler(async (request) => {
  const body = await readJsonObject(request);
  const parsed = subscribeSchema.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? SUBSCRIBE_MESSAGES.invalid;
    throw new HttpError(message === SUBSCRIBE_MESSAGES.empty ? 400 : 422, message);
  }
  const outcome = await subscribe(parsed.data, clientInfo(request.headers));
  return outcome === 'subscribed'
    ? json({ message: SUBSCRIBE_MESSAGES.subscribed }, 201)
    : json({ message: SUBSCRIBE_MESSAGES.already }, 200);
});
