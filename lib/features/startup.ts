import { flushPageViews } from '@/lib/analytics/click-log';
import { disconnectDatabase } from '@/lib/platform/db/client';
import { log } from '@/lib/platform/log';
import { startPublisherLoop, stopPublisherLoop } from '@/lib/investors/publisher';
import { startMailRetryLoop, stopMailRetryLoop } from '@/lib/platform/mail/retry-loop';
import { queueDisclosureAlerts } from '@/lib/newsletter/alerts';
import { installShutdown, onShutdown } from '@/lib/platform/ops/shutdown';
import { startRateLimitPruning } from '@/lib/platform/rate-limit';
import { recaptchaStartupProblem } from '@/lib/platform/recaptcha';
import { mailStartupNotice } from '@/lib/platform/mail/startup-notice';

/**
 * Start-up of a Node.js server process (called from instrumentation.ts): a public site without
 * captcha keys stops here, naming them; without SMTP_URL it says that no mail is sent (loudly on a
 * developer's machine, a warning on a public site: lib/platform/mail/startup-notice.ts); the loop that retries queued enquiry mail
 * starts, and so do the one that deletes expired rate-limit buckets and the one that sends the
 * alerts of investor filings whose publish time has come. The graceful stop's steps
 * are registered here, in the order they run once the last request is answered.
 */
export function startServer() {
  const problem = recaptchaStartupProblem();
  if (problem?.fatal) {
    console.error(`Invalid environment configuration:\n  ${problem.message}`);
    process.exit(1);
  }
  if (problem) console.warn(`Warning: ${problem.message}`);
  const mail = mailStartupNotice();
  if (mail) console.warn(mail.text);
  startMailRetryLoop();
  startRateLimitPruning();
  startPublisherLoop(queueDisclosureAlerts);
  onShutdown('disclosure publisher', async () => stopPublisherLoop());
  onShutdown('mail sender', async () => stopMailRetryLoop());
  onShutdown('page views', flushPageViews);
  onShutdown('database connections', disconnectDatabase);
  installShutdown((message, error) =>
    error ? log().error({ err: error }, message) : log().info(message),
  );
}
