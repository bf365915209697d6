import { db } from '@/lib/platform/db/client';
import { defineFeatureServer } from '@/lib/platform/feature-server';
import { warranty } from './feature';
import { warrantyRegistrationsHooks } from './privacy';
import { pruneWarrantyRegistrations } from './retention';

/** Warranty registration's behaviour (lib/platform/feature-server.ts). */
export const warrantyServer = defineFeatureServer({
  feature: warranty,
  personTables: { warrantyRegistrations: warrantyRegistrationsHooks },
  prunes: { warrantyRegistrations: pruneWarrantyRegistrations },
  // STOP on WhatsApp: no message about the decision on any of the number's registrations.
  stopTextUpdates: async (mobile, channel) =>
    (
      await db().warrantyRegistration.updateMany({
        where: { mobile, [`${channel}Updates`]: true },
        data: { [`${channel}Updates`]: false },
      })
    ).count,
  handled: {
    WarrantyRegistration: async (tx, id, data) => {
      const [row] = await tx.warrantyRegistration.updateManyAndReturn({ where: { id }, data });
      return row ? `warranty registration ${row.number} (${row.serial})` : null;
    },
  },
});
