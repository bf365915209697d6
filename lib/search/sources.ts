import type { Language } from '@/content/languages';
import type { PublicRoute } from '@/content/routes';
import type { ProductPageContent } from '@/content/products';
import { WORDS, type SiteWords } from '@/content/words';
import { wordsOf as wordsOfLanguage } from '@/lib/platform/i18n/words';
import type { SearchDocument, SearchSource } from '../platform/search/types';
import { wordsOf } from '../platform/search/words';

const join = (...parts: (string | undefined | readonly string[])[]) =>
  parts.flat().filter(Boolean).join(' ');

/**
 * The content module(s) whose words each page shows, beyond its route description, by the page's
 * key in ROUTES. Everything a module holds is indexed (lib/platform/search/words.ts), so new words
 * in it need no edit here.
 */
function pageModules(w: SiteWords): Partial<Record<keyof SiteWords['routes']['ROUTES'], object[]>> {
  return {
    about: [w.about],
    journey: [w.journey],
    infrastructure: [w.infrastructure],
    services: [w.services],
    bess: [w.bess],
    // The calculator's lead, appliances and caveat (not its form labels and messages).
    calculator: [
      {
        lead: w.calculator.calculatorText.lead,
        appliances: w.calculator.APPLIANCES,
        caveat: w.calculator.calculatorText.caveat,
      },
    ],
    // The after-sales pages: what they say they do, and the problems a request can report.
    serviceRequest: [
      { lead: w.service.SERVICE_FORM_TEXT.lead, problems: w.service.SERVICE_CATEGORIES },
    ],
    serviceTrack: [{ lead: w.service.SERVICE_TRACK_TEXT.lead }],
    warranty: [{ lead: w.warranty.WARRANTY_PAGE.lead, check: w.warranty.WARRANTY_PAGE.checkText }],
    warrantyCheck: [{ lead: w.warranty.WARRANTY_CHECK.lead }],
    dealerLocator: [{ heading: w.locator.LOCATOR_TEXT.heading, lead: w.locator.LOCATOR_TEXT.lead }],
  };
}

/** The words people use for a page, in every language (content/search.ts SEARCH_SYNONYMS). */
function synonymsOf(key: string): string[] {
  return Object.values(WORDS).flatMap((w) => {
    const synonyms: Record<string, string> = w.search.SEARCH_SYNONYMS;
    return synonyms[key] ?? [];
  });
}

const productPagesOf = (w: SiteWords) => Object.values(w.products) as ProductPageContent[];

function pageDocuments(w: SiteWords): SearchDocument[] {
  const modules = pageModules(w);
  const keyOf = new Map(
    Object.entries(w.routes.ROUTES).map(([key, route]) => [route.path, key] as const),
  );
  const productPaths = new Set(productPagesOf(w).map((p) => p.route.path));
  const document = (route: PublicRoute): SearchDocument => {
    const key = keyOf.get(route.path) as keyof typeof modules | undefined;
    return {
      url: route.path,
      title: route.title,
      kind: 'page',
      text: join(route.description, wordsOf(key ? (modules[key] ?? []) : [])),
      keywords: key ? join(synonymsOf(key)) : undefined,
    };
  };
  return [
    ...w.routes.SITEMAP_ROUTES,
    ...w.disclosures.DISCLOSURE_CATEGORIES.map(w.disclosures.disclosureRoute),
  ]
    .filter((r) => !productPaths.has(r.path))
    .map(document);
}

function productDocument(p: ProductPageContent): SearchDocument {
  // The page's own words; its catalogues are documents of their own (below).
  const { route, catalogues: _catalogues, ...page } = p;
  return { url: route.path, title: route.title, kind: 'product', text: join(wordsOf(page)) };
}

function catalogueDocuments(w: SiteWords, p: ProductPageContent): SearchDocument[] {
  return (p.catalogues?.links ?? []).map((doc) => ({
    url: doc.href,
    title: doc.title,
    kind: 'document',
    text: join(
      w.search.searchIndexText.catalogue(p.route.title),
      p.lists.flatMap((l) => l.items),
    ),
  }));
}

/**
 * The static sources read the words of the language searched (content/ or content/<code>/): a
 * Hindi search finds the Hindi pages, at their /hi addresses, by their Hindi words.
 */
const inLanguage =
  (documents: (w: SiteWords) => SearchDocument[]) =>
  (language: Language): SearchDocument[] =>
    documents(wordsOfLanguage(language));

/** Company, investor and after-sales pages (product pages are indexed by the products source). */
export const pagesSource: SearchSource = { name: 'pages', load: inLanguage(pageDocuments) };

export const productsSource: SearchSource = {
  name: 'products',
  load: inLanguage((w) => productPagesOf(w).map(productDocument)),
};

export const verticalsSource: SearchSource = {
  name: 'verticals',
  load: inLanguage((w) =>
    w.company.verticals.map((v) => ({
      url: v.route.path,
      title: `${v.number} ${v.title}`,
      kind: 'vertical',
      text: `${v.summary} ${w.search.searchIndexText.vertical(v.route.title)}`,
    })),
  ),
};

export const cataloguesSource: SearchSource = {
  name: 'catalogues',
  load: inLanguage((w) => productPagesOf(w).flatMap((p) => catalogueDocuments(w, p))),
};
