import * as about from '@/content/about';
import * as bess from '@/content/bess';
import { APPLIANCES, calculatorText } from '@/content/calculator';
import { verticals } from '@/content/company';
import * as infrastructure from '@/content/infrastructure';
import * as journey from '@/content/journey';
import * as products from '@/content/products';
import type { ProductPageContent } from '@/content/products';
import { DISCLOSURE_CATEGORIES, disclosureRoute } from '@/content/disclosures';
import { ROUTES, SITEMAP_ROUTES, type PublicRoute } from '@/content/routes';
import * as services from '@/content/services';
import type { SearchDocument, SearchSource } from '../platform/search/types';
import { wordsOf } from '../platform/search/words';

const join = (...parts: (string | undefined | readonly string[])[]) =>
  parts.flat().filter(Boolean).join(' ');

/**
 * The content module(s) whose words each page shows, beyond its route description. Everything a
 * module holds is indexed (lib/platform/search/words.ts), so new words in it need no edit here.
 */
const PAGE_MODULES: Partial<Record<string, readonly object[]>> = {
  [ROUTES.about.path]: [about],
  [ROUTES.journey.path]: [journey],
  [ROUTES.infrastructure.path]: [infrastructure],
  [ROUTES.services.path]: [services],
  [ROUTES.bess.path]: [bess],
  // The calculator's lead, appliances and caveat (not its form labels and messages).
  [ROUTES.calculator.path]: [
    { lead: calculatorText.lead, appliances: APPLIANCES, caveat: calculatorText.caveat },
  ],
};

const productPages = Object.values(products) as ProductPageContent[];
const productPaths = new Set(productPages.map((p) => p.route.path));

function pageDocument(route: PublicRoute): SearchDocument {
  return {
    url: route.path,
    title: route.title,
    kind: 'page',
    text: join(route.description, wordsOf(PAGE_MODULES[route.path] ?? [])),
  };
}

function productDocument(p: ProductPageContent): SearchDocument {
  // The page's own words; its catalogues are documents of their own (below).
  const { route, catalogues: _catalogues, ...page } = p;
  return { url: route.path, title: route.title, kind: 'product', text: join(wordsOf(page)) };
}

function catalogueDocuments(p: ProductPageContent): SearchDocument[] {
  return (p.catalogues?.links ?? []).map((doc) => ({
    url: doc.href,
    title: doc.title,
    kind: 'document',
    text: join(
      `PDF catalogue from the ${p.route.title} page.`,
      p.lists.flatMap((l) => l.items),
    ),
  }));
}

/** Company and investor pages (product pages are indexed by the products source instead). */
export const pagesSource: SearchSource = {
  name: 'pages',
  load: () =>
    [...SITEMAP_ROUTES, ...DISCLOSURE_CATEGORIES.map(disclosureRoute)]
      .filter((r) => !productPaths.has(r.path))
      .map(pageDocument),
};

export const productsSource: SearchSource = {
  name: 'products',
  load: () => productPages.map(productDocument),
};

export const verticalsSource: SearchSource = {
  name: 'verticals',
  load: () =>
    verticals.map((v) => ({
      url: v.route.path,
      title: `${v.number} ${v.title}`,
      kind: 'vertical',
      text: `${v.summary} Manufacturing vertical: see ${v.route.title}.`,
    })),
};

export const cataloguesSource: SearchSource = {
  name: 'catalogues',
  load: () => productPages.flatMap(catalogueDocuments),
};
