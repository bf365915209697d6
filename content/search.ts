import { ROUTES, type PublicRoute } from './routes';

/** Words of the search page (/search?q=). */
export const searchPage = {
  lead: 'Search our pages, products, catalogues and investor documents.',
  resultsFor: (q: string, count: number) =>
    `${count} ${count === 1 ? 'result' : 'results'} for “${q}”`,
  emptyHint:
    'Type a word or two, such as a product (inverter, street light, battery) or a page (financials, journey).',
  noResults: (q: string) => `No results for “${q}”.`,
  noResultsHelp: 'Check the spelling, use fewer words, or try one of these:',
  suggestionsHeading: 'Popular searches',
  browseHeading: 'Or browse',
  kinds: {
    page: 'Page',
    product: 'Product',
    vertical: 'Vertical',
    document: 'PDF document',
  },
} as const;

/** Searches offered when a query finds nothing (each finds something today). */
export const suggestedSearches = ['LED lights', 'lithium battery', 'inverter', 'BESS', 'catalogue'];

export const browseLinks: PublicRoute[] = [
  ROUTES.services,
  ROUTES.about,
  ROUTES.investors,
  ROUTES.contact,
];
