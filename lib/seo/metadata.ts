import type { Metadata, Viewport } from 'next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  type Language,
  localPath,
  splitLanguage,
} from '@/content/languages';
import type { PublicRoute } from '@/content/routes';
import { env } from '@/lib/platform/env';
import { wordsOf } from '@/lib/platform/i18n/words';

/** The Open Graph picture of a route: /og/<slug>.png (1200 x 630, drawn by scripts/make-og-images.ts), one for every language. */
export function ogImagePath(path: string): string {
  const { path: bare } = splitLanguage(path);
  const slug = bare === '/' ? 'home' : bare.slice(1).replace(/\//g, '-');
  return `/og/${slug}.png`;
}

/**
 * A page's addresses in every language, for `<link rel="alternate" hreflang>`: the English page
 * is also the `x-default` (what a search engine shows a reader of neither language).
 */
export function languageAlternates(path: string): Record<string, string> {
  const { path: bare } = splitLanguage(path);
  const alternates: Record<string, string> = {};
  for (const code of LANGUAGE_CODES) alternates[LANGUAGES[code].hreflang] = localPath(bare, code);
  alternates['x-default'] = localPath(bare, DEFAULT_LANGUAGE);
  return alternates;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Title, description, canonical URL and Open Graph card of a public page, from the route table.
 * A page made from data (a year of filings) borrows the card picture of `imageOf`, its parent.
 */
export function pageMetadata(route: PublicRoute, imageOf: PublicRoute = route): Metadata {
  const { language, path } = splitLanguage(route.path);
  const { site } = wordsOf(language).site;
  const home = path === '/';
  const title = home ? site.name : `${route.title} | ${site.name}`;
  return {
    // The home page's tab title is the company name alone; other pages get "<page> | <company>".
    title: home ? { absolute: site.name } : route.title,
    description: route.description,
    alternates: { canonical: route.path, languages: languageAlternates(route.path) },
    openGraph: {
      type: 'website',
      locale: LANGUAGES[language].ogLocale,
      alternateLocale: LANGUAGE_CODES.filter((code) => code !== language).map(
        (code) => LANGUAGES[code].ogLocale,
      ),
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

/** What every page of a root layout starts from: the site's address, its name and tagline. */
export function rootMetadata(language: Language): Metadata {
  const { site } = wordsOf(language).site;
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.tagline,
    applicationName: site.name,
  };
}

export const ROOT_VIEWPORT: Viewport = { themeColor: '#083b70' };
