/** Words every product page shares (components/products). */
export const productPageText = {
  featuresLabel: 'Features',
  asideLabel: (product: string) => `${product}: downloads and links`,
  galleryLabel: (product: string) => `${product} gallery`,
  /** The sidebar's link to the line's models in the catalogue (/products/<line>). */
  modelsHeading: 'Every model',
  modelsLink: 'Find and compare models',
} as const;
