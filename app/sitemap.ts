import type { MetadataRoute } from 'next';
import { DISCLOSURE_CATEGORIES, disclosureRoute } from '@/content/disclosures';
import { SITEMAP_ROUTES } from '@/content/routes';
import { env } from '@/lib/platform/env';

export default function sitemap(): MetadataRoute.Sitemap {
  return [...SITEMAP_ROUTES, ...DISCLOSURE_CATEGORIES.map(disclosureRoute)].map((route) => ({
    url: `${env.SITE_URL}${route.path === '/' ? '' : route.path}`,
    changeFrequency: route.path.startsWith('/investor-relations') ? 'weekly' : 'monthly',
    priority: route.path === '/' ? 1 : 0.7,
  }));
}
