import { defineFeatureServer } from '@/lib/platform/feature-server';
import { warranty } from './feature';
import { warrantyRegistrationsHooks } from './privacy';
import { pruneWarrantyRegistrations } from './retention';

/** Warranty registration's behaviour (lib/platform/feature-server.ts). */
export const warrantyServer = defineFeatureServer({
  feature: warranty,
  personTables: { warrantyRegistrations: warrantyRegistrationsHooks },
  prunes: { warrantyRegistrations: pruneWarrantyRegistrations },
  handled: {
    WarrantyRegistration: async (tx, id, data) => {
      const [row] = await tx.warrantyRegistration.updateManyAndReturn({ where: { id }, data });
      return row ? `warranty registration ${row.number} (${row.serial})` : null;
    },
  },
});
