import { defineFeature } from '@/lib/platform/feature';

/**
 * Text messages to customers who asked for them (a service request's updates by SMS): queued
 * with the change they tell of, sent by a loop through the SMS gateway of lib/mobile-check, their
 * delivery reported back by the gateway's signed callback. No staff pages of its own: a request's
 * page lists its messages.
 */
export const textMessages = defineFeature({
  name: 'text-messages',
  dependsOn: ['mobile-check'],
  role: 'service',
  group: 'after-sales',
});
