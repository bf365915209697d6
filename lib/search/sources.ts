import { aboutIntro } from '@/content/about';
import { bessFeatures, bessHeadline, bessProducts } from '@/content/bess';
import { verticals } from '@/content/company';
import { factories, infrastructureLead } from '@/content/infrastructure';
import { futurePlans, milestones } from '@/content/journey';
import * as products from '@/content/products';
import type { ProductPageContent } from '@/content/products';
import { ROUTES, SITEMAP_ROUTES, type PublicRoute } from '@/content/routes';
import { serviceCards, servicesIntro } from '@/content/services';
import type { SearchDocument, SearchSource } from './types';

const join = (...parts: (string | undefined | readonly string[])[]) =>
  parts.flat().filter(Boolean).join(' ');

/** Words of a page beyond its route description, for the pages whose words live in content/. */
const PAGE_WORDS: Partial<Record<string, string>> = {
  [ROUTES.about.path]: join(aboutIntro.paragraphs),
  [ROUTES.journey.path]: join(
    milestones.map((m) => `${m.year} ${m.title}. ${m.text}`),
    futurePlans.text,
  ),
  [ROUTES.infrastructure.path]: join(
    infrastructureLead,
    factories.map((f) => `${f.heading}. ${join(f.text)}`),
  ),
  [ROUTES.services.path]: join(
    servicesIntro,
    serviceCards.map((c) => `${c.title}. ${c.text}`),
  ),
  [ROUTES.bess.path]: join(
    bessHeadline.lead,
    bessFeatures.map((f) => `${f.title}. ${f.text}`),
    bessProducts.cards.map((c) => `${c.title}. ${c.text}`),
  ),
};

const productPages = Object.values(products) as ProductPageContent[];
const productPaths = new Set(productPages.map((p) => p.route.path));

function pageDocument(route: PublicRoute): SearchDocument {
  return {
    url: route.path,
    title: route.title,
    kind: 'page',
    text: join(route.description, PAGE_WORDS[route.path]),
  };
}

function productDocument(p: ProductPageContent): SearchDocument {
  return {
    url: p.route.path,
    title: p.route.title,
    kind: 'product',
    text: join(
      p.lead,
      p.intro.paragraphs,
      p.lists.map((l) => `${l.heading}: ${l.items.join(', ')}.`),
      p.accordion?.items.map((i) => `${i.title} ${i.body}`) ?? [],
      p.features?.map((f) => `${f.title}. ${f.text}`) ?? [],
      p.sections?.map((s) => `${s.heading}. ${s.text}`) ?? [],
    ),
  };
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
  load: () => SITEMAP_ROUTES.filter((r) => !productPaths.has(r.path)).map(pageDocument),
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
