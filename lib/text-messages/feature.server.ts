import { defineFeatureServer } from '@/lib/platform/feature-server';
import { skipWhileRunning } from '@/lib/platform/mail/retry-loop';
import { trackWork } from '@/lib/platform/ops/shutdown';
import { textMessages } from './feature';
import { deliverPendingTexts } from './outbox';

const holder = globalThis as unknown as { __textLoop?: NodeJS.Timeout };

/** Retries the messages whose backoff has passed, every 30 s (one loop per server process). */
function startTextLoop(intervalMs = 30_000) {
  if (holder.__textLoop) return;
  const tick = skipWhileRunning(async () => {
    try {
      await deliverPendingTexts();
    } catch (error) {
      console.error('[sms] retry loop:', error);
    }
  });
  holder.__textLoop = setInterval(() => void trackWork(tick()), intervalMs);
  holder.__textLoop.unref();
}

/** Text messages' behaviour (lib/platform/feature-server.ts): the sending loop. */
export const textMessagesServer = defineFeatureServer({
  feature: textMessages,
  start: () => startTextLoop(),
});
