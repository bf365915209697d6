import { DEFAULT_LANGUAGE, localPath, type Language } from '@/content/languages';
import type { ProductPageContent } from '@/content/products';
import type { PublicRoute } from '@/content/routes';
import type { Address } from '@/content/site';
import { wordsOf } from '@/lib/platform/i18n/words';

/** One JSON-LD object (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

/** An absolute URL on this site, for JSON-LD (which has no base URL). */
export const absoluteUrl = (base: string, path: string) => new URL(path, base).toString();

/**
 * JSON for a <script type="application/ld+json"> element: `<` is escaped so no string in the data
 * can close the element early (the same reason JSON embedded in HTML always needs it).
 */
export const serializeJsonLd = (data: JsonLd | JsonLd[]) =>
  JSON.stringify(data).replace(/</g, '\\u003c');

const postalAddress = (a: Address): JsonLd => ({
  '@type': 'PostalAddress',
  name: a.label,
  streetAddress: a.lines.join(', '),
  addressLocality: a.city,
  addressRegion: a.region,
  postalCode: a.postalCode,
  addressCountry: a.country,
});

/**
 * The company, with every address (Home), in the home page's language: its names, tagline and
 * address labels, and the home page of that language as its url. One company in every language:
 * the same `@id`; `contactType` stays in English, the words schema.org's examples use.
 */
export function organizationJsonLd(base: string, language: Language = DEFAULT_LANGUAGE): JsonLd {
  const { site } = wordsOf(language).site;
  const { site: english } = wordsOf(DEFAULT_LANGUAGE).site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl(base, '/#organization'),
    name: site.name,
    url: absoluteUrl(base, localPath('/', language)),
    logo: absoluteUrl(base, '/icon.svg'),
    description: site.tagline,
    email: site.emails.sales,
    telephone: site.phones[0].tel,
    address: Object.values(site.addresses).map(postalAddress),
    contactPoint: site.phones.map((p, i) => ({
      '@type': 'ContactPoint',
      contactType: (english.phones[i] ?? p).label.toLowerCase(),
      telephone: p.tel,
      areaServed: 'IN',
    })),
    sameAs: [...site.social, ...site.professionalNetwork].map((s) => s.href),
  };
}

/**
 * A product page (under Our Services): its product lines as an ItemList of Services the company
 * provides. Not Products: a Product without offers, review or aggregateRating is an invalid rich
 * result, and the site sells nothing online.
 */
export function productListJsonLd(base: string, p: ProductPageContent): JsonLd {
  const url = absoluteUrl(base, p.route.path);
  const lines = p.lists[0]?.items.length ? p.lists[0].items : [p.route.title];
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: p.route.title,
    url,
    numberOfItems: lines.length,
    itemListElement: lines.map((name, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Service',
        name,
        description: `${name}: ${p.lead}`,
        image: absoluteUrl(base, p.banner.src),
        url,
        provider: { '@id': absoluteUrl(base, '/#organization') },
      },
    })),
  };
}

/** The trail from Home to a page, as a BreadcrumbList. */
export function breadcrumbJsonLd(base: string, trail: PublicRoute[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((r, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: r.title,
      item: absoluteUrl(base, r.path),
    })),
  };
}
