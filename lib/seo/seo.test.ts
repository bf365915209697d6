import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ledLights } from '@/content/products';
import { ROUTES as HINDI_ROUTES } from '@/content/hi/routes';
import { site as hindiSite } from '@/content/hi/site';
import { ROUTES, SITEMAP_ROUTES } from '@/content/routes';
import { site } from '@/content/site';
import { breadcrumbTrail } from './breadcrumbs';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productListJsonLd,
  serializeJsonLd,
} from './json-ld';
import { ogImagePath, pageMetadata } from './metadata';

const BASE = 'https://www.example.com';

describe('breadcrumbTrail', () => {
  it('follows the address, and the menu for About Us pages', () => {
    expect(breadcrumbTrail(ROUTES.ledLights).map((r) => r.path)).toEqual([
      '/',
      '/our-services',
      '/our-services/led-lights',
    ]);
    expect(breadcrumbTrail(ROUTES.team).map((r) => r.path)).toEqual([
      '/',
      '/about-us',
      '/our-team',
    ]);
    expect(breadcrumbTrail(ROUTES.financials).map((r) => r.path)).toEqual([
      '/',
      '/investor-relations',
      '/investor-relations/financials',
    ]);
    expect(breadcrumbTrail(ROUTES.home).map((r) => r.path)).toEqual(['/']);
  });

  it('keeps a translated page in its language: Hindi pages, Hindi names', () => {
    expect(breadcrumbTrail(HINDI_ROUTES.team)).toEqual([
      HINDI_ROUTES.home,
      HINDI_ROUTES.about,
      HINDI_ROUTES.team,
    ]);
    expect(breadcrumbTrail(HINDI_ROUTES.ledLights).map((r) => r.path)).toEqual([
      '/hi',
      '/hi/our-services',
      '/hi/our-services/led-lights',
    ]);
    expect(breadcrumbTrail(HINDI_ROUTES.financials).map((r) => r.path)).toEqual([
      '/hi',
      '/hi/investor-relations',
      '/hi/investor-relations/financials',
    ]);
    expect(breadcrumbTrail(HINDI_ROUTES.home)).toEqual([HINDI_ROUTES.home]);
  });
});

describe('JSON-LD', () => {
  it('Organization lists every address', () => {
    const org = organizationJsonLd(BASE);
    expect(org['@type']).toBe('Organization');
    expect(org.address).toHaveLength(Object.keys(site.addresses).length);
    expect(org.url).toBe(`${BASE}/`);
  });

  it('Organization on the Hindi home page: Hindi names, the Hindi home page, the same company', () => {
    const org = organizationJsonLd(BASE, 'hi');
    expect(org.url).toBe(`${BASE}/hi`);
    expect(org['@id']).toBe(organizationJsonLd(BASE)['@id']);
    expect(org.address).toEqual(
      Object.values(hindiSite.addresses).map((a) => expect.objectContaining({ name: a.label })),
    );
    // schema.org's contact types are English words in every language.
    expect(org.contactPoint).toEqual(organizationJsonLd(BASE).contactPoint);
  });

  it('product pages list their product lines as Services of the company (no offer-less Products)', () => {
    const list = productListJsonLd(BASE, ledLights) as {
      itemListElement: { item: Record<string, unknown> }[];
    };
    expect(list.itemListElement).toHaveLength(12);
    expect(list.itemListElement[0]!.item).toMatchObject({
      '@type': 'Service',
      name: 'Panel lights',
      url: `${BASE}/our-services/led-lights`,
      provider: { '@id': `${BASE}/#organization` },
    });
    for (const { item } of list.itemListElement) expect(item['@type']).not.toBe('Product');
  });

  it('breadcrumbs have absolute URLs in order', () => {
    const ld = breadcrumbJsonLd(BASE, breadcrumbTrail(ROUTES.cctv));
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${BASE}/` },
      { '@type': 'ListItem', position: 2, name: 'Our Services', item: `${BASE}/our-services` },
      { '@type': 'ListItem', position: 3, name: 'CCTV', item: `${BASE}/our-services/cctv` },
    ]);
  });

  it('Hindi breadcrumbs name the Hindi pages at their Hindi addresses', () => {
    const ld = breadcrumbJsonLd(BASE, breadcrumbTrail(HINDI_ROUTES.cctv));
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: HINDI_ROUTES.home.title, item: `${BASE}/hi` },
      {
        '@type': 'ListItem',
        position: 2,
        name: HINDI_ROUTES.services.title,
        item: `${BASE}/hi/our-services`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: HINDI_ROUTES.cctv.title,
        item: `${BASE}/hi/our-services/cctv`,
      },
    ]);
  });

  it('cannot close its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('page metadata', () => {
  it('has a canonical URL and an Open Graph picture that exists, for every route', () => {
    for (const route of SITEMAP_ROUTES) {
      const m = pageMetadata(route);
      expect(m.alternates?.canonical).toBe(route.path);
      expect(existsSync(join(process.cwd(), 'public', ogImagePath(route.path)))).toBe(true);
    }
  });

  it('titles the home page with the company name, other pages "<page>" under the layout template', () => {
    expect(pageMetadata(ROUTES.home).title).toEqual({ absolute: site.name });
    expect(pageMetadata(ROUTES.home).openGraph?.title).toBe(site.name);
    expect(pageMetadata(ROUTES.about).title).toBe('About Us');
    expect(pageMetadata(ROUTES.about).openGraph?.title).toBe(`About Us | ${site.name}`);
  });
});
