import { contactRequestSchema } from '@/lib/enquiries/contact-schema';
import { createContactEnquiry } from '@/lib/enquiries/create';
import { requireCaptcha } from '@/lib/enquiries/guard';
import { CONTACT_MESSAGES } from '@/content/contact';
import { RECAPTCHA_ACTIONS } from '@/lib/enquiries/messages';
import { HONEYPOT_FIELD, isHoneypotFilled } from '@/lib/security/honeypot';
import {
  clientInfo,
  handler,
  json,
  parseFields,
  readJsonObject,
  refuseCrossSite,
} from '@/lib/http';
import { enforceRateLimit } from '@/lib/rate-limit';

// The old site's path (spec §7): JSON { enquiry[], name, mobile, email, city, pincode, message },
// now with the reCAPTCHA token the old form never sent.
export const POST = handler(async (request) => {
  refuseCrossSite(request, 'json');
  const client = clientInfo(request.headers);
  await enforceRateLimit('contact', client.ip);
  const body = await readJsonObject(request, 16 * 1024);
  // A bot filled the hidden field: answer as if stored, store nothing.
  if (isHoneypotFilled(body[HONEYPOT_FIELD])) return json({ message: CONTACT_MESSAGES.sent }, 201);
  const { recaptchaToken, ...input } = parseFields(
    contactRequestSchema,
    body,
    CONTACT_MESSAGES.invalid,
  );
  await requireCaptcha(recaptchaToken, client.ip, RECAPTCHA_ACTIONS.contact);
  await createContactEnquiry(input, client);
  return json({ message: CONTACT_MESSAGES.sent }, 201);
});
