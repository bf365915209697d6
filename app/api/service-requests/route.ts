import { SERVICE_MESSAGES } from '@/content/service';
import { serviceRequests } from '@/lib/service/feature';
import { publicFormEndpoint } from '@/lib/platform/forms/endpoint';
import { createServiceRequest } from '@/lib/service/create';
import { MAX_SERVICE_BODY_BYTES, serviceRequestSchema } from '@/lib/service/schema';

// Multipart: the fields, up to three photos (`photos`) and the reCAPTCHA token. The answer
// names the ticket, which the customer follows at /service-request/track.
export const POST = publicFormEndpoint({
  encoding: 'multipart',
  lists: ['photos'],
  rateLimit: 'service-request',
  maxBytes: MAX_SERVICE_BODY_BYTES,
  schema: serviceRequestSchema,
  invalid: SERVICE_MESSAGES.invalid,
  captcha: serviceRequests.captchaActions.service,
  accepted: SERVICE_MESSAGES.receivedNoTicket,
  save: (input, client) => createServiceRequest(input, client),
  answer: ({ ticket }) => ({ message: SERVICE_MESSAGES.received(ticket), ticket }),
});
