import type { MetadataRoute } from 'next';
import { env } from '@/lib/platform/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/staff/', '/search'] }],
    sitemap: `${env.SITE_URL}/sitemap.xml`,
  };
}
