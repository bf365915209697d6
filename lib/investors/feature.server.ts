import { defineFeatureServer } from '@/lib/platform/feature-server';
import { investors } from './feature';
import { investorDocumentsSource } from './search-source';

/**
 * Investor relations' behaviour (lib/platform/feature-server.ts): the filings in the site
 * search. The loop that publishes scheduled filings runs with the investor alerts it queues
 * (lib/newsletter/feature.server.ts).
 */
export const investorsServer = defineFeatureServer({
  feature: investors,
  searchSources: { investorDocuments: investorDocumentsSource },
});
