import { WARRANTY_MESSAGES } from '@/content/warranty';
import { warranty } from '@/lib/warranty/feature';
import { publicFormEndpoint } from '@/lib/platform/forms/endpoint';
import { MAX_INVOICE_BYTES, warrantyRequestSchema } from '@/lib/warranty/schema';
import { registerWarranty } from '@/lib/warranty/register';

// Multipart: the fields, the invoice file and the reCAPTCHA token. The body may hold the largest
// invoice and the fields around it; anything larger is 413 before it is read.
export const POST = publicFormEndpoint({
  encoding: 'multipart',
  rateLimit: 'warranty',
  maxBytes: MAX_INVOICE_BYTES + 64 * 1024,
  schema: warrantyRequestSchema,
  invalid: WARRANTY_MESSAGES.invalid,
  captcha: warranty.captchaActions.warranty,
  accepted: WARRANTY_MESSAGES.registered,
  save: registerWarranty,
  answer: (registered) => ({ registration: registered }),
});
