/**
 * Runs once when a Next.js server process starts. In the Node.js runtime it checks the captcha
 * configuration (a public site without keys stops here, naming them) and starts the loop that
 * retries queued enquiry mail. NEXT_RUNTIME is set by Next.js itself, not configuration.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recaptchaStartupProblem } = await import('./lib/recaptcha');
  const problem = recaptchaStartupProblem();
  if (problem?.fatal) {
    console.error(`Invalid environment configuration:\n  ${problem.message}`);
    process.exit(1);
  }
  if (problem) console.warn(`Warning: ${problem.message}`);
  const { startMailRetryLoop } = await import('./lib/mail/retry-loop');
  startMailRetryLoop();
}
