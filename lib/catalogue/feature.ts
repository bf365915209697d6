import { defineFeature } from '@/lib/platform/feature';

/**
 * The product catalogue: every model the company makes, its public pages (/products, each line's
 * finder, each model's page) and its sample range. Sales owns it until it has staff pages of its
 * own.
 */
export const catalogue = defineFeature({
  name: 'catalogue',
  role: 'sales',
  group: 'sales',
});
