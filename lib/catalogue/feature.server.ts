import { defineFeatureServer } from '@/lib/platform/feature-server';
import { catalogue } from './feature';
import { seedCatalogue } from './seed';

/** The catalogue's behaviour (lib/platform/feature-server.ts): its sample range of models. */
export const catalogueServer = defineFeatureServer({
  feature: catalogue,
  seeds: [{ name: 'catalogue', kind: 'sample', run: seedCatalogue }],
});
