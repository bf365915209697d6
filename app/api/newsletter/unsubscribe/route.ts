import { ONE_CLICK_MESSAGES } from '@/content/newsletter';
import { handler, HttpError, json, readForm, refuseCrossSite } from '@/lib/platform/http';
import { unsubscribe } from '@/lib/newsletter/confirm';

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

/**
 * The List-Unsubscribe target of every newsletter mail. RFC 8058: the mail provider posts
 * `List-Unsubscribe=One-Click` (form-encoded or multipart, no cookies, no Origin) and that alone
 * unsubscribes; the signed token in the URL says whom.
 */
export const POST = handler(async (request) => {
  refuseCrossSite(request, 'form');
  const body = await readForm(request);
  if (body['List-Unsubscribe'] !== 'One-Click') throw new HttpError(400, ONE_CLICK_MESSAGES.body);
  if ((await unsubscribe(tokenOf(request))) === 'invalid') {
    throw new HttpError(400, ONE_CLICK_MESSAGES.invalid);
  }
  return json({ message: ONE_CLICK_MESSAGES.done });
});

/**
 * A mail program that opens the URL instead gets the page with the button (GET changes nothing).
 * The address is relative: behind the edge, `request.url` names Next's own host and port
 * (`https://localhost:3000`), which readers cannot reach and should not learn.
 */
export const GET = (request: Request) =>
  new Response(null, {
    status: 303,
    headers: {
      Location: `/newsletter/unsubscribe?token=${encodeURIComponent(tokenOf(request))}`,
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
