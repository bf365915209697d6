import { MOBILE_CHECK_MESSAGES as M } from '@/content/mobile-check';
import { confirmCode } from '@/lib/mobile-check/codes';
import { confirmCodeSchema } from '@/lib/mobile-check/schema';
import { publicFormEndpoint } from '@/lib/platform/forms/endpoint';

// Checks a code typed back (JSON). 201 `{ message, proof }`, the proof the form then posts with
// the number; 422 for a wrong code, 410 when no code is waiting (lib/mobile-check/codes.ts).
export const POST = publicFormEndpoint({
  encoding: 'json',
  rateLimit: 'mobile-check-confirm',
  schema: confirmCodeSchema,
  invalid: M.codeFormat,
  accepted: M.confirmedAnswer,
  save: ({ mobile, purpose, code }) => confirmCode(mobile, purpose, code),
  answer: ({ proof }) => ({ proof }),
});
