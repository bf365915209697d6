import type { Metadata } from 'next';
import type { PublicRoute } from '@/content/routes';
import { site } from '@/content/site';

/** The Open Graph picture of a route: /og/<slug>.png (1200 x 630, drawn by scripts/make-og-images.ts). */
export function ogImagePath(path: string): string {
  const slug = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
  return `/og/${slug}.png`;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Title, description, canonical URL and Open Graph card of a public page, from the route table.
 * A page made from data (a year of filings) borrows the card picture of `imageOf`, its parent.
 */
export function pageMetadata(route: PublicRoute, imageOf: PublicRoute = route): Metadata {
  const title = route.path === '/' ? site.name : `${route.title} | ${site.name}`;
  return {
    // The home page's tab title is the company name alone; other pages get "<page> | <company>".
    title: route.path === '/' ? { absolute: site.name } : route.title,
    description: route.description,
    alternates: { canonical: route.path },
    openGraph: {
      type: 'website',
      locale: 'en_IN',
      siteName: site.name,
      url: route.path,
      title,
      description: route.description,
      images: [
        { url: ogImagePath(imageOf.path), ...OG_IMAGE_SIZE, alt: `${route.title}: ${site.name}` },
      ],
    },
    twitter: { card: 'summary_large_image', title, description: route.description },
  };
}
