import type { MetadataRoute } from 'next';
import { DISCLOSURE_CATEGORIES, disclosureRoute } from '@/content/disclosures';
import { LANGUAGE_CODES, localPath } from '@/content/languages';
import { SITEMAP_ROUTES } from '@/content/routes';
import { env } from '@/lib/platform/env';
import { languageAlternates } from '@/lib/seo/metadata';

const url = (path: string) => `${env.SITE_URL}${path === '/' ? '' : path}`;

/** Every public page in every language, each with its alternates (hreflang) in the others. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = [...SITEMAP_ROUTES, ...DISCLOSURE_CATEGORIES.map(disclosureRoute)];
  return LANGUAGE_CODES.flatMap((language) =>
    pages.map((route) => ({
      url: url(localPath(route.path, language)),
      changeFrequency: route.path.startsWith('/investor-relations') ? 'weekly' : 'monthly',
      priority: route.path === '/' ? 1 : 0.7,
      alternates: {
        languages: Object.fromEntries(
          Object.entries(languageAlternates(route.path)).map(([hreflang, path]) => [
            hreflang,
            url(path),
          ]),
        ),
      },
    })),
  );
}
