import type { MetadataRoute } from 'next';
import { env } from '@/lib/platform/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/staff/', '/search'] }],
    // The pages', and the product catalogue's (every model: app/(site)/products/sitemap.ts).
    sitemap: [`${env.SITE_URL}/sitemap.xml`, `${env.SITE_URL}/products/sitemap.xml`],
  };
}
