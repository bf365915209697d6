import { pruneRateLimits } from '@/lib/rate-limit';
import { deliverPendingMail } from './deliver';

const holder = globalThis as unknown as { __mailLoop?: NodeJS.Timeout };

/**
 * Started once per server process (instrumentation.ts): retries queued mail whose backoff has
 * passed, and prunes expired rate-limit buckets. Each instance runs one; the claim in
 * deliverPendingMail keeps them from sending the same mail twice.
 */
export function startMailRetryLoop(intervalMs = 30_000): void {
  if (holder.__mailLoop) return;
  const tick = async () => {
    try {
      await deliverPendingMail();
      await pruneRateLimits();
    } catch (error) {
      console.error('[mail] retry loop:', error);
    }
  };
  holder.__mailLoop = setInterval(tick, intervalMs);
  holder.__mailLoop.unref();
}
