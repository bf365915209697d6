import { skipWhileRunning } from '@/lib/platform/ops/loop';
import { trackWork } from '@/lib/platform/ops/shutdown';

import { deliverPendingMail } from './deliver';

const holder = globalThis as unknown as { __mailLoop?: NodeJS.Timeout };

/**
 * Started once per server process (lib/features/startup.ts): retries queued mail whose backoff has
 * passed. Each instance runs one; the claim in deliverPendingMail keeps them from sending the
 * same mail twice.
 */
export function startMailRetryLoop(intervalMs = 30_000): void {
  if (holder.__mailLoop) return;
  const tick = skipWhileRunning(async () => {
    try {
      await deliverPendingMail();
    } catch (error) {
      console.error('[mail] retry loop:', error);
    }
  });
  holder.__mailLoop = setInterval(() => void trackWork(tick()), intervalMs);
  holder.__mailLoop.unref();
}

/** Stops the loop; a run in progress finishes its current mail (see deliverPendingMail). */
export function stopMailRetryLoop(): void {
  clearInterval(holder.__mailLoop);
  holder.__mailLoop = undefined;
}
