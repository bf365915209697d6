import { defineFeatureServer } from '@/lib/platform/feature-server';
import { payments } from './feature';
import { paymentsHooks } from './privacy';

/** Online payments' behaviour (lib/platform/feature-server.ts). */
export const paymentsServer = defineFeatureServer({
  feature: payments,
  personTables: { payments: paymentsHooks },
});
