import { defineFeatureServer } from '@/lib/platform/feature-server';
import { serviceRequests } from './feature';
import { serviceRequestsHooks } from './privacy';
import { pruneServiceRequests } from './retention';

/** Service requests' behaviour (lib/platform/feature-server.ts). */
export const serviceRequestsServer = defineFeatureServer({
  feature: serviceRequests,
  personTables: { serviceRequests: serviceRequestsHooks },
  prunes: { serviceRequests: pruneServiceRequests },
});
