import { HttpError } from '@/lib/platform/http';
import { SUBSCRIBE_MESSAGES } from '@/content/newsletter';
import type { SubscriberList } from '@/lib/platform/db/generated/client';
import { publicFormEndpoint } from '@/lib/platform/forms/endpoint';
import { subscribeSchema } from './schema';
import { subscribe } from './subscribe';

/**
 * The POST handler of a list's sign-up: JSON { email } in, { message } out. Every accepted
 * address gets the same 201 answer, new, pending or already confirmed, so it tells nobody who is
 * subscribed; an empty address is 400, a malformed one 422, each with its message alone (spec
 * §7); a bot's honeypot is answered alike and stores nothing. The sign-up keeps the language of
 * the page it was made on (Content-Language), for its consent wording and its mails.
 */
export const subscribeRoute = (list: SubscriberList, subscribed: string) =>
  publicFormEndpoint({
    encoding: 'json',
    rateLimit: 'subscribe',
    schema: subscribeSchema,
    invalid: SUBSCRIBE_MESSAGES.invalid,
    refusal: (error) => {
      const message = error.issues[0]?.message ?? SUBSCRIBE_MESSAGES.invalid;
      return new HttpError(message === SUBSCRIBE_MESSAGES.empty ? 400 : 422, message);
    },
    accepted: subscribed,
    save: (input, client, { language }) => subscribe(input, client, new Date(), list, language),
  });
