import { disconnectDatabase } from '@/lib/platform/db/client';
import { log } from '@/lib/platform/log';
import { startMailRetryLoop, stopMailRetryLoop } from '@/lib/platform/mail/retry-loop';
import { installShutdown, onShutdown } from '@/lib/platform/ops/shutdown';
import { startRateLimitPruning } from '@/lib/platform/rate-limit';
import { recaptchaStartupProblem } from '@/lib/platform/recaptcha';
import { mailStartupNotice } from '@/lib/platform/mail/startup-notice';
import { FEATURE_SERVERS } from './server';

/**
 * Start-up of a Node.js server process (called from instrumentation.ts): a public site without
 * captcha keys stops here, naming them; without SMTP_URL it says that no mail is sent (loudly on a
 * developer's machine, a warning on a public site: lib/platform/mail/startup-notice.ts); the loop that retries queued enquiry mail
 * starts, and so do the one that deletes expired rate-limit buckets and the features' own (their
 * server halves' `start`: the one that sends the alerts of investor filings whose publish time
 * has come). The graceful stop's steps are registered here, in the order they run once the last
 * request is answered: the features' (page views, the publisher), then the mail and the database.
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
  // The features' own work (lib/<feature>/feature.server.ts: the disclosure publisher), and
  // their stop steps before the platform's: the mail their last steps queue is still sent.
  for (const server of FEATURE_SERVERS) server.start?.();
  for (const server of FEATURE_SERVERS) {
    for (const step of server.shutdown ?? []) onShutdown(step.name, step.run);
  }
  onShutdown('mail sender', async () => stopMailRetryLoop());
  onShutdown('database connections', disconnectDatabase);
  installShutdown((message, error) =>
    error ? log().error({ err: error }, message) : log().info(message),
  );
}
