/** Words every product page shares (components/products). */
export const productPageText = {
  featuresLabel: 'Features',
  asideLabel: (product: string) => `${product}: downloads and links`,
  galleryLabel: (product: string) => `${product} gallery`,
} as const;
