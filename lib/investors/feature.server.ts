import { defineFeatureServer } from '@/lib/platform/feature-server';
import { investors } from './feature';
import { investorDocumentsSource } from './search-source';
import { seedDisclosures, seedInvestors } from './seed';

/**
 * Investor relations' behaviour (lib/platform/feature-server.ts): the filings in the site
 * search, and the sample board, contacts and filings. The loop that publishes scheduled filings runs with the investor alerts it queues
 * (lib/newsletter/feature.server.ts).
 */
export const investorsServer = defineFeatureServer({
  feature: investors,
  searchSources: { investorDocuments: investorDocumentsSource },
  seeds: [
    { name: 'investors', kind: 'sample', run: seedInvestors },
    { name: 'disclosures', kind: 'sample', run: seedDisclosures },
  ],
});
