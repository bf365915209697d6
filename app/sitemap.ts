import type { MetadataRoute } from 'next';
import { SITEMAP_ROUTES } from '@/content/routes';
import { env } from '@/lib/env';

export default function sitemap(): MetadataRoute.Sitemap {
  return SITEMAP_ROUTES.map((route) => ({
    url: `${env.SITE_URL}${route.path === '/' ? '' : route.path}`,
    changeFrequency: route.path.startsWith('/investor-relations') ? 'weekly' : 'monthly',
    priority: route.path === '/' ? 1 : 0.7,
  }));
}
