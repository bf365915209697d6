import { startPublisherLoop, stopPublisherLoop } from '@/lib/investors/publisher';
import { defineFeatureServer } from '@/lib/platform/feature-server';
import { queueDisclosureAlerts } from './alerts';
import { newsletter } from './feature';
import { subscribersHooks } from './privacy';
import { seedSubscribers } from './seed';
import { pruneUnconfirmedSubscribers } from './subscribe';

/**
 * The newsletter's behaviour (lib/platform/feature-server.ts), and the investor alerts' loop: it
 * marks the filings whose publish time has come and queues their alerts.
 */
export const newsletterServer = defineFeatureServer({
  feature: newsletter,
  personTables: { subscribers: subscribersHooks },
  prunes: { unconfirmedSignUps: pruneUnconfirmedSubscribers },
  handled: {
    Subscriber: async (tx, id, data) => {
      const [row] = await tx.subscriber.updateManyAndReturn({ where: { id }, data });
      return row ? `subscriber ${row.email}` : null;
    },
  },
  start: () => startPublisherLoop(queueDisclosureAlerts),
  shutdown: [{ name: 'disclosure publisher', run: async () => stopPublisherLoop() }],
  seeds: [{ name: 'subscribers', kind: 'sample', run: seedSubscribers }],
});
