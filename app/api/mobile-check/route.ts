import { MOBILE_CHECK_MESSAGES as M } from '@/content/mobile-check';
import { mobileCheck } from '@/lib/mobile-check/feature';
import { sendCode } from '@/lib/mobile-check/codes';
import { sendCodeSchema } from '@/lib/mobile-check/schema';
import { publicFormEndpoint } from '@/lib/platform/forms/endpoint';

// Sends a code by SMS to the number a service request or warranty form is about to send (JSON,
// with a reCAPTCHA token). 201 `{ message, masked, resendSeconds }`; 429 past a limit, 503 with
// SMS off or the gateway failing (lib/mobile-check/codes.ts).
export const POST = publicFormEndpoint({
  encoding: 'json',
  rateLimit: 'mobile-check-send',
  schema: sendCodeSchema,
  invalid: M.mobile,
  captcha: mobileCheck.captchaActions.send,
  accepted: M.sentAnswer,
  save: ({ mobile, purpose }, client, { language }) => sendCode(mobile, purpose, language, client),
  answer: (sent) => ({ ...sent }),
});
