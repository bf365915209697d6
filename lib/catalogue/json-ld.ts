import { localPath, type Language } from '@/content/languages';
import { image } from '@/content/media';
import { cctv, inverterUps, ledLights, lithiumBattery, sheetMetal } from '@/content/products';
import { PRODUCTS_PATH } from '@/content/catalogue';
import { wordsOf } from '@/lib/platform/i18n/words';
import { absoluteUrl, type JsonLd } from '@/lib/seo/json-ld';
import type { CatalogueLine } from './specs';
import type { CatalogueModel } from './types';

/** The picture of a line's models without a photo of their own: the line page's banner. */
const LINE_IMAGES: Record<CatalogueLine, string> = {
  'led-lights': ledLights.banner.src,
  'lithium-battery': lithiumBattery.banner.src,
  'inverter-ups': inverterUps.banner.src,
  bess: image('bess/product-1', '').src,
  cctv: cctv.banner.src,
  'sheet-metal': sheetMetal.banner.src,
};

/** A model's picture: its own photo, else its line's. */
export const modelImage = (model: Pick<CatalogueModel, 'line' | 'image'>) =>
  model.image ?? LINE_IMAGES[model.line];

/**
 * A model's Product structured data (schema.org), in the page's language: its code as the sku,
 * the company as the brand, each specification as an additionalProperty, and an Offer only where
 * an MRP is published (a price on request has none to give).
 */
export function productJsonLd(
  base: string,
  model: CatalogueModel,
  language: Language,
  specs: readonly { label: string; value: string }[],
): JsonLd {
  const { site } = wordsOf(language).site;
  const url = absoluteUrl(
    base,
    localPath(`${PRODUCTS_PATH}/${model.line}/${model.slug}`, language),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: model.name[language],
    description: model.summary[language],
    sku: model.code,
    mpn: model.code,
    url,
    image: absoluteUrl(base, modelImage(model)),
    brand: { '@type': 'Brand', name: site.name },
    manufacturer: { '@id': absoluteUrl(base, '/#organization') },
    releaseDate: model.launchedOn,
    additionalProperty: specs.map((spec) => ({
      '@type': 'PropertyValue',
      name: spec.label,
      value: spec.value,
    })),
    ...(model.mrpPaise === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: 'INR',
            price: (model.mrpPaise / 100).toFixed(2),
            availability: model.discontinued
              ? 'https://schema.org/Discontinued'
              : 'https://schema.org/InStock',
            seller: { '@id': absoluteUrl(base, '/#organization') },
          },
        }),
  };
}
