import { DISCLOSURE_CATEGORIES, disclosureRoute } from './disclosures';
import { ROUTES, type PublicRoute } from './routes';

const INDIA_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
/** "24 Nov 2026": dates of filings as investors in India read them, whatever the server's zone. */
export const indiaDate = (iso: string) => INDIA_DATE.format(new Date(iso));

/** Words of the investor pages (spec §2, §8). The data itself comes from the database. */

/** The spec's six lists of investor documents, each with a page and an old API path. */
export const LIST_KINDS = [
  'financials',
  'drhp',
  'rhp',
  'prospectus',
  'policy',
  'shareholding',
] as const;

/**
 * The kinds of investor document, each with a page of its own (DOCUMENT_PAGES below): the six
 * lists, then the Regulation 46 categories (content/disclosures.ts).
 */
export const DOCUMENT_KINDS = [...LIST_KINDS, ...DISCLOSURE_CATEGORIES.map((c) => c.key)] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const INVESTOR_TEXT = {
  documentsEmpty: 'No current financial data available. Please check back later.',
  registrarEmpty: 'No Details of Registrar found.',
  // The old site showed the registrar's message and "financial data" errors here (copy-paste).
  grievanceEmpty: 'No Investor Grievance details found.',
  archived: 'Archived',
  view: 'View',
  /** A filing's line: "title - year" (spec §2), or the title alone when no year applies. */
  filing: (title: string, year: string) => (year ? `${title} - ${year}` : title),
  /**
   * What a screen reader hears after "View" and the filing's line (`filing`, marked as English
   * on other languages' pages) on a filing's link.
   */
  viewFiling: (external = false) => ` (${external ? 'link' : 'PDF'}, opens in a new tab)`,
  /** The date line of a Regulation 46 filing. */
  publishedOn: (iso: string) => `Published ${indiaDate(iso)}`,
  readProfile: 'Read profile',
  photoAlt: (name: string) => `Photo of ${name}`,
  close: 'Close',
  boardHeading: 'Our Board of Directors',
  committeesEmpty: 'No committee members found.',
  registrarHeading: 'Registrar and Share Transfer Agent',
  grievanceHeading: 'Investor Grievance Contacts',
  // Years of filings (lib/investors/years.ts, components/investors/document-list.tsx).
  otherYears: 'Other years',
  earlierYears: 'Earlier years',
  filings: (count: number) => `${count} ${count === 1 ? 'filing' : 'filings'}`,
  allOfYear: (count: number, year: string) => `All ${count} filings of ${year}`,
  yearTitle: (title: string, year: string) => `${title}, ${year}`,
  yearDescription: (title: string, year: string) => `${title} filed for ${year}.`,
  yearEmpty: 'No current filings for this year.',
  yearsNav: 'Years',
  allYears: (heading: string) => `${heading}: all years`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pagesNav: 'Pages',
} as const;

/** The investor API's answer when the database fails (spec §7 shape: `{ success: false, message }`). */
export const INVESTOR_API_MESSAGES = {
  unavailable: 'Investor information is unavailable right now. Please try again later.',
} as const;

export const REGISTRAR_LABELS = {
  address: 'Address',
  telNo: 'Tel No.',
  emailId: 'Email',
  contactPerson: 'Contact Person',
  website: 'Website',
} as const;

export const GRIEVANCE_LABELS = {
  address: 'Address',
  number: 'Phone',
  email: 'Email',
} as const;

export interface DocumentPage {
  kind: DocumentKind;
  route: PublicRoute;
  /** Heading of the list (the old site's section titles). */
  heading: string;
  /** Kept current until archived by staff, however old (see DisclosureCategory.standing). */
  standing?: true;
  /** Rows show their publish date (the Regulation 46 categories). */
  dated?: true;
}

const SPEC_PAGES = {
  financials: { kind: 'financials', route: ROUTES.financials, heading: 'Financial Reports' },
  drhp: { kind: 'drhp', route: ROUTES.drhp, heading: 'Draft Red Herring Prospectus' },
  rhp: { kind: 'rhp', route: ROUTES.rhp, heading: 'Red Herring Prospectus Reports' },
  prospectus: { kind: 'prospectus', route: ROUTES.prospectus, heading: 'Prospectus' },
  policy: { kind: 'policy', route: ROUTES.policies, heading: 'Policy', standing: true },
  shareholding: {
    kind: 'shareholding',
    route: ROUTES.shareholding,
    heading: 'Shareholding Pattern Reports',
  },
} satisfies Record<(typeof LIST_KINDS)[number], DocumentPage>;

/**
 * Every kind's page: the spec's lists and one page per Regulation 46 category (dated rows), in
 * the language of the categories and routes given (content/hi/investors.ts calls it too).
 */
export function documentPages<C extends { key: string; heading: string; standing?: true }>(
  lists: Record<(typeof LIST_KINDS)[number], DocumentPage>,
  categories: readonly C[],
  routeOf: (category: C) => PublicRoute,
): Record<DocumentKind, DocumentPage> {
  return {
    ...lists,
    ...Object.fromEntries(
      categories.map((category) => [
        category.key,
        {
          kind: category.key,
          route: routeOf(category),
          heading: category.heading,
          dated: true as const,
          ...(category.standing ? { standing: true as const } : {}),
        },
      ]),
    ),
  } as Record<DocumentKind, DocumentPage>;
}

export const DOCUMENT_PAGES = documentPages(SPEC_PAGES, DISCLOSURE_CATEGORIES, disclosureRoute);

/** Shown for a director without a photo, and for a committee photo that fails to load. */
export const DEFAULT_PERSON_IMAGE = '/images/investors/default-person.svg';

/** The known board committees' names (lib/investors/committees.ts), by the category stored. */
export const COMMITTEE_LABELS = {
  'audit committee': 'Audit Committee',
  'nomination and remuneration committee': 'Nomination and Remuneration Committee',
  'stakeholder relationship committee': 'Stakeholder Relationship Committee',
} as const;
