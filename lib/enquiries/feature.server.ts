import { defineFeatureServer } from '@/lib/platform/feature-server';
import { enquiries } from './feature';
import { contactEnquiriesHooks, dealerEnquiriesHooks } from './privacy';
import { pruneContactEnquiries, pruneDealerEnquiries } from './retention';

/** The enquiries' behaviour (lib/platform/feature-server.ts). */
export const enquiriesServer = defineFeatureServer({
  feature: enquiries,
  personTables: { contactEnquiries: contactEnquiriesHooks, dealerEnquiries: dealerEnquiriesHooks },
  prunes: { contactEnquiries: pruneContactEnquiries, dealerEnquiries: pruneDealerEnquiries },
  handled: {
    ContactEnquiry: async (tx, id, data) => {
      const [row] = await tx.contactEnquiry.updateManyAndReturn({ where: { id }, data });
      return row ? `contact enquiry from ${row.name} (${row.email})` : null;
    },
    DealerEnquiry: async (tx, id, data) => {
      const [row] = await tx.dealerEnquiry.updateManyAndReturn({ where: { id }, data });
      return row ? `dealer enquiry from ${row.name} (${row.number})` : null;
    },
  },
});
