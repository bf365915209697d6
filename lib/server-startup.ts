import { startMailRetryLoop } from '@/lib/mail/retry-loop';
import { startRateLimitPruning } from '@/lib/rate-limit';
import { recaptchaStartupProblem } from '@/lib/recaptcha';

/**
 * Start-up of a Node.js server process (called from instrumentation.ts): a public site without
 * captcha keys stops here, naming them; otherwise the loop that retries queued enquiry mail
 * starts, and so does the one that deletes expired rate-limit buckets.
 */
export function startServer() {
  const problem = recaptchaStartupProblem();
  if (problem?.fatal) {
    console.error(`Invalid environment configuration:\n  ${problem.message}`);
    process.exit(1);
  }
  if (problem) console.warn(`Warning: ${problem.message}`);
  startMailRetryLoop();
  startRateLimitPruning();
}
