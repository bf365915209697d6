import { SERVICE_MESSAGES } from '@/content/service';
import { serviceRequests } from '@/lib/service/feature';
import { publicFormEndpoint } from '@/lib/platform/forms/endpoint';
import { wordsOf } from '@/lib/platform/i18n/words';
import { createServiceRequest } from '@/lib/service/create';
import { serviceNotifiers } from '@/lib/service/notifier';
import { MAX_SERVICE_BODY_BYTES, serviceRequestSchema } from '@/lib/service/schema';
import { findLineModel } from '@/lib/catalogue/after-sales';
import { spendProof } from '@/lib/mobile-check/codes';
import { smsConfigured } from '@/lib/mobile-check/sms';

// Multipart: the fields, up to three photos (`photos`) and the reCAPTCHA token. The answer
// names the ticket, which the customer follows at /service-request/track. The request keeps the
// language of the page that posted (Content-Language): its mails are written in it, and the
// answer's message (a sentence with the ticket in it, which the answers' translation map cannot
// find) is made in it here.
export const POST = publicFormEndpoint({
  encoding: 'multipart',
  lists: ['photos'],
  rateLimit: 'service-request',
  maxBytes: MAX_SERVICE_BODY_BYTES,
  // The model is looked up in the catalogue as it is now.
  schema: serviceRequestSchema(findLineModel),
  invalid: SERVICE_MESSAGES.invalid,
  captcha: serviceRequests.captchaActions.service,
  accepted: SERVICE_MESSAGES.receivedNoTicket,
  // While the site sends SMS, the customer confirmed the mobile number with a code first.
  save: async ({ mobileProof, ...input }, client, { language }) => ({
    ...(await createServiceRequest(
      input,
      client,
      serviceNotifiers,
      language,
      smsConfigured()
        ? (tx) => spendProof(tx, mobileProof, input.mobile, 'service-request')
        : undefined,
    )),
    language,
  }),
  // The promise stored on the request, for the confirmation's "calls you by <day>".
  answer: ({ ticket, language, assignBy, callBy }) => ({
    message: wordsOf(language).service.SERVICE_MESSAGES.received(ticket),
    ticket,
    assignBy: assignBy.toISOString(),
    callBy: callBy.toISOString(),
  }),
});
