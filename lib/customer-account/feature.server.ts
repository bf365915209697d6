import { defineFeatureServer } from '@/lib/platform/feature-server';
import { backgroundLoop } from '@/lib/platform/ops/loop';
import { customerAccount } from './feature';
import { customerSessionsHooks } from './privacy';
import { pruneCustomerSessions } from './session';

/** Deletes sessions past their 30 days or idle for 7, hourly. */
const pruning = backgroundLoop('customer sessions', 3_600_000, () => pruneCustomerSessions());

/** The customer's page's behaviour (lib/platform/feature-server.ts): its sessions' pruning. */
export const customerAccountServer = defineFeatureServer({
  feature: customerAccount,
  personTables: { customerSessions: customerSessionsHooks },
  start: () => pruning.start(),
  shutdown: [{ name: 'customer session pruning', run: async () => pruning.stop() }],
});
