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

/**
 * Words people use for the after-sales pages that the pages themselves may not say, by the
 * page's key in ROUTES. The index of every language holds the words of all languages (a visitor
 * may type "warranty claim" on a Hindi page, or "शिकायत" on an English one).
 */
export const SEARCH_SYNONYMS = {
  serviceRequest:
    'complaint complain fault faulty defect broken not working repair fix mechanic technician service centre after-sales support help warranty claim guarantee claim breakdown dead battery not charging',
  serviceTrack:
    'complaint status ticket track tracking repair status service status follow up where is my request',
  warranty:
    'warranty claim guarantee guarantee card register product registration invoice bill after-sales support',
  warrantyCheck:
    'warranty claim warranty status guarantee check validity expiry expired serial number',
  dealerLocator:
    'service centre service center repair shop dealer distributor shop near me nearest store outlet buy where to buy after-sales support',
  calculator:
    'which inverter which battery what size backup hours load VA rating sizing how many watts help choose',
} as const;

/** Words the index adds to a vertical and a catalogue (lib/search/sources.ts). */
export const searchIndexText = {
  vertical: (page: string) => `Manufacturing vertical: see ${page}.`,
  catalogue: (page: string) => `PDF catalogue from the ${page} page.`,
} as const;
