import { db } from '@/lib/platform/db/client';
import { defineFeatureServer } from '@/lib/platform/feature-server';
import { skipWhileRunning } from '@/lib/platform/mail/retry-loop';
import { isStopping, trackWork } from '@/lib/platform/ops/shutdown';
import { serviceRequests } from './feature';
import { escalateOverdueRequests } from './overdue';
import { serviceRequestsHooks } from './privacy';
import { pruneServiceRequests } from './retention';

const holder = globalThis as unknown as { __serviceEscalationLoop?: NodeJS.Timeout };

/** Escalates the requests past a promised deadline, every minute (one loop per server process). */
function startEscalationLoop(intervalMs = 60_000) {
  if (holder.__serviceEscalationLoop) return;
  const tick = skipWhileRunning(async () => {
    // A stopping process starts no new work (its database is about to close).
    if (isStopping()) return;
    try {
      await escalateOverdueRequests();
    } catch (error) {
      console.error('[service] escalation loop:', error);
    }
  });
  holder.__serviceEscalationLoop = setInterval(() => void trackWork(tick()), intervalMs);
  holder.__serviceEscalationLoop.unref();
}

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
  start: () => startEscalationLoop(),
  shutdown: [
    {
      name: 'service escalations',
      run: async () => {
        clearInterval(holder.__serviceEscalationLoop);
        holder.__serviceEscalationLoop = undefined;
      },
    },
  ],
});
