import { CATALOGUE_LINES } from '@/content/catalogue-specs';
import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { defineFeature } from '@/lib/platform/feature';

/**
 * The product catalogue: every model the company makes, its public pages (/products, each line's
 * finder, each model's page), its sample range, and its back-office (/staff/catalogue: models in
 * both languages, the CSV import with its dry run and the export), owned by the catalogue role.
 */
export const catalogue = defineFeature({
  name: 'catalogue',
  role: 'catalogue',
  group: 'sales',
  staffAreas: ['/staff/catalogue', '/api/staff/catalogue'],
  menu: [{ href: '/staff/catalogue', label: T.catalogue }],
  searchSources: ['catalogueModels'],
  // The finders: the same filtered list for everyone, so the edge keeps each address for its
  // second (docs/features/catalogue.md, "The edge"). Model pages are ISR and kept anyway.
  sharedPages: ['/products', ...CATALOGUE_LINES.map((line) => `/products/${line}`)],
});
