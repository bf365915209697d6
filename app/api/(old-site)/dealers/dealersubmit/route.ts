import { DEALER_MESSAGES } from '@/content/dealers';
import { dealerRequestSchema } from '@/lib/enquiries/dealer-schema';
import { createDealerEnquiry } from '@/lib/enquiries/create';
import { enquiries } from '@/lib/enquiries/feature';
import { publicFormEndpoint } from '@/lib/platform/forms/endpoint';

// The old site's path (spec §7): multipart form with name, number and location, now with the
// reCAPTCHA token (`recaptchaToken`) the old form never sent.
export const POST = publicFormEndpoint({
  encoding: 'multipart',
  rateLimit: 'dealer',
  schema: dealerRequestSchema,
  invalid: DEALER_MESSAGES.invalid,
  captcha: enquiries.captchaActions.dealer,
  accepted: DEALER_MESSAGES.received,
  save: createDealerEnquiry,
});
