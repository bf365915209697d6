import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ledLights } from '@/content/products';
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
});

describe('JSON-LD', () => {
  it('Organization lists every address', () => {
    const org = organizationJsonLd(BASE);
    expect(org['@type']).toBe('Organization');
    expect(org.address).toHaveLength(Object.keys(site.addresses).length);
    expect(org.url).toBe(`${BASE}/`);
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
