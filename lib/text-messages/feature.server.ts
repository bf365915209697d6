import { defineFeatureServer } from '@/lib/platform/feature-server';
import { backgroundLoop } from '@/lib/platform/ops/loop';
import { textMessages } from './feature';
import { deliverPendingTexts } from './outbox';

/** Retries the messages whose backoff has passed, every 30 s. */
const sending = backgroundLoop('sms', 30_000, () => deliverPendingTexts());

/** Text messages' behaviour (lib/platform/feature-server.ts): the sending loop. */
export const textMessagesServer = defineFeatureServer({
  feature: textMessages,
  start: () => sending.start(),
  shutdown: [{ name: 'text messages', run: async () => sending.stop() }],
});
