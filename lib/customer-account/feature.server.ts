import { defineFeatureServer } from '@/lib/platform/feature-server';
import { skipWhileRunning } from '@/lib/platform/mail/retry-loop';
import { trackWork } from '@/lib/platform/ops/shutdown';
import { customerAccount } from './feature';
import { customerSessionsHooks } from './privacy';
import { pruneCustomerSessions } from './session';

const holder = globalThis as unknown as { __customerSessionPruning?: NodeJS.Timeout };

/** Deletes sessions past their 30 days or idle for 7, hourly (one loop per server process). */
function startSessionPruning(intervalMs = 3_600_000) {
  if (holder.__customerSessionPruning) return;
  const tick = skipWhileRunning(async () => {
    try {
      await pruneCustomerSessions();
    } catch (error) {
      console.error('[customer-account] session pruning:', error);
    }
  });
  holder.__customerSessionPruning = setInterval(() => void trackWork(tick()), intervalMs);
  holder.__customerSessionPruning.unref();
}

/** The customer's page's behaviour (lib/platform/feature-server.ts): its sessions' pruning. */
export const customerAccountServer = defineFeatureServer({
  feature: customerAccount,
  personTables: { customerSessions: customerSessionsHooks },
  start: () => startSessionPruning(),
});
