import { CONTACT_MESSAGES } from '@/content/contact';
import { contactRequestSchema } from '@/lib/enquiries/contact-schema';
import { createContactEnquiry } from '@/lib/enquiries/create';
import { enquiries } from '@/lib/enquiries/feature';
import { publicFormEndpoint } from '@/lib/platform/forms/endpoint';

// The old site's path (spec §7): JSON { enquiry[], name, mobile, email, city, pincode, message },
// now with the reCAPTCHA token the old form never sent.
export const POST = publicFormEndpoint({
  encoding: 'json',
  rateLimit: 'contact',
  maxBytes: 16 * 1024,
  schema: contactRequestSchema,
  invalid: CONTACT_MESSAGES.invalid,
  captcha: enquiries.captchaActions.contact,
  accepted: CONTACT_MESSAGES.sent,
  save: createContactEnquiry,
});
