import { defineFeatureServer } from '@/lib/platform/feature-server';
import { customerAccount } from './feature';
import { customerSessionsHooks } from './privacy';

/** The customer's page's behaviour (lib/platform/feature-server.ts). */
export const customerAccountServer = defineFeatureServer({
  feature: customerAccount,
  personTables: { customerSessions: customerSessionsHooks },
});
