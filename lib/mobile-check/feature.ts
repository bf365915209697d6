import { defineFeature } from '@/lib/platform/feature';

/**
 * Mobile numbers confirmed by a code sent by SMS (the service request and warranty forms): the
 * SMS gateway, the codes and their limits. No staff pages; its rows hold keyed hashes only and
 * go a day after they were made (lib/mobile-check/codes.ts).
 */
export const mobileCheck = defineFeature({
  name: 'mobile-check',
  role: 'service',
  group: 'after-sales',
  captchaActions: { send: 'mobile_check' },
});
