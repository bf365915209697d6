import type { MetadataRoute } from 'next';
import { PRODUCTS_PATH } from '@/content/catalogue';
import { LANGUAGE_CODES, localPath } from '@/content/languages';
import { CATALOGUE_LINES } from '@/lib/catalogue/specs';
import { listModels } from '@/lib/catalogue/store';
import { env } from '@/lib/platform/env';
import { languageAlternates } from '@/lib/seo/metadata';

// The catalogue's own sitemap (/products/sitemap.xml, named in robots.txt beside the pages'):
// each line's finder and every model, in every language. It reads the catalogue's cache, which a
// staff change expires, so a new model is listed on the next request. 725 models in two languages
// are 1,450 addresses; one file holds 50,000 (sitemaps.org), so it is one file until then.
export const revalidate = 300;

const url = (path: string) => `${env.SITE_URL}${path}`;

const entry = (path: string, lastModified?: string): MetadataRoute.Sitemap =>
  LANGUAGE_CODES.map((language) => ({
    url: url(localPath(path, language)),
    ...(lastModified ? { lastModified } : {}),
    changeFrequency: 'monthly' as const,
    priority: 0.6,
    alternates: {
      languages: Object.fromEntries(
        Object.entries(languageAlternates(path)).map(([hreflang, path]) => [hreflang, url(path)]),
      ),
    },
  }));

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const models = await listModels();
  return [
    ...CATALOGUE_LINES.flatMap((line) => entry(`${PRODUCTS_PATH}/${line}`)),
    ...models.flatMap((model) =>
      entry(`${PRODUCTS_PATH}/${model.line}/${model.slug}`, model.updatedAt),
    ),
  ];
}
