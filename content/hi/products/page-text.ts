import type * as en from '../../products/page-text';
import type { Words } from '../../words-type';

/** Words every product page shares (components/products). */
export const productPageText: Words<typeof en.productPageText> = {
  featuresLabel: 'ख़ूबियाँ',
  asideLabel: (product: string) => `${product}: डाउनलोड और लिंक`,
  galleryLabel: (product: string) => `${product} की गैलरी`,
  modelsHeading: 'हर मॉडल',
  modelsLink: 'मॉडल खोजें और तुलना करें',
};
