import { db } from '@/lib/platform/db/client';
import { defineFeatureServer } from '@/lib/platform/feature-server';
import { backgroundLoop } from '@/lib/platform/ops/loop';
import { serviceRequests } from './feature';
import { escalateOverdueRequests } from './overdue';
import { serviceRequestsHooks } from './privacy';
import { pruneServiceRequests } from './retention';

/** Escalates the requests past a promised deadline, every minute. */
const escalation = backgroundLoop('service escalations', 60_000, () => escalateOverdueRequests());

/** Service requests' behaviour (lib/platform/feature-server.ts). */
export const serviceRequestsServer = defineFeatureServer({
  feature: serviceRequests,
  personTables: { serviceRequests: serviceRequestsHooks },
  prunes: { serviceRequests: pruneServiceRequests },
  // STOP on WhatsApp: no more updates on any of the number's requests.
  stopTextUpdates: async (mobile, channel) =>
    (
      await db().serviceRequest.updateMany({
        where: { mobile, [`${channel}Updates`]: true },
        data: { [`${channel}Updates`]: false },
      })
    ).count,
  start: () => escalation.start(),
  shutdown: [{ name: 'service escalations', run: async () => escalation.stop() }],
});
