import { dealerRequestSchema } from '@/lib/enquiries/dealer-schema';
import { createDealerEnquiry } from '@/lib/enquiries/create';
import { requireCaptcha } from '@/lib/enquiries/guard';
import { DEALER_MESSAGES } from '@/content/dealers';
import { RECAPTCHA_ACTIONS } from '@/lib/enquiries/messages';
import { HONEYPOT_FIELD, isHoneypotFilled } from '@/lib/security/honeypot';
import { clientInfo, handler, json, parseFields, readForm, refuseCrossSite } from '@/lib/http';
import { enforceRateLimit } from '@/lib/rate-limit';

// The old site's path (spec §7): multipart form with name, number and location, now with the
// reCAPTCHA token (`recaptchaToken`) the old form never sent.
export const POST = handler(async (request) => {
  refuseCrossSite(request, 'multipart');
  const client = clientInfo(request.headers);
  await enforceRateLimit('dealer', client.ip);
  const body = await readForm(request);
  // A bot filled the hidden field: answer as if stored, store nothing.
  if (isHoneypotFilled(body[HONEYPOT_FIELD])) {
    return json({ message: DEALER_MESSAGES.received }, 201);
  }
  const { recaptchaToken, ...input } = parseFields(
    dealerRequestSchema,
    body,
    DEALER_MESSAGES.invalid,
  );
  await requireCaptcha(recaptchaToken, client.ip, RECAPTCHA_ACTIONS.dealer);
  await createDealerEnquiry(input, client);
  return json({ message: DEALER_MESSAGES.received }, 201);
});
