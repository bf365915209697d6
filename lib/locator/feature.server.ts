import { defineFeatureServer } from '@/lib/platform/feature-server';
import { outlets } from './feature';
import { seedOutlets } from './seed';

/** The dealer locator's behaviour (lib/platform/feature-server.ts): its sample outlets. */
export const outletsServer = defineFeatureServer({
  feature: outlets,
  seeds: [{ name: 'outlets', kind: 'sample', run: seedOutlets }],
});
