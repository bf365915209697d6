import { defineFeatureServer } from '@/lib/platform/feature-server';
import { catalogue } from './feature';
import { catalogueModelsSource } from './search-source';
import { seedCatalogue } from './seed';

/**
 * The catalogue's behaviour (lib/platform/feature-server.ts): every model in the site search, and
 * its sample range of models.
 */
export const catalogueServer = defineFeatureServer({
  feature: catalogue,
  searchSources: { catalogueModels: catalogueModelsSource },
  seeds: [{ name: 'catalogue', kind: 'sample', run: seedCatalogue }],
});
