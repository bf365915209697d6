import { ROUTES, type PublicRoute } from './routes';

/** Words of the investor pages (spec §2, §8). The data itself comes from the database. */

/** The kinds of investor document, each with a page of its own (DOCUMENT_PAGES below). */
export const DOCUMENT_KINDS = [
  'financials',
  'drhp',
  'rhp',
  'prospectus',
  'policy',
  'shareholding',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const INVESTOR_TEXT = {
  documentsEmpty: 'No current financial data available. Please check back later.',
  registrarEmpty: 'No Details of Registrar found.',
  // The old site showed the registrar's message and "financial data" errors here (copy-paste).
  grievanceEmpty: 'No Investor Grievance details found.',
  archived: 'Archived',
  view: 'View',
  /** A filing's line: "title - year" (spec §2). */
  filing: (title: string, year: string) => `${title} - ${year}`,
  /** What a screen reader hears after "View" on a filing's link. */
  viewFiling: (title: string, year: string) => ` ${title} - ${year} (PDF, opens in a new tab)`,
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
}

export const DOCUMENT_PAGES: Record<DocumentKind, DocumentPage> = {
  financials: { kind: 'financials', route: ROUTES.financials, heading: 'Financial Reports' },
  drhp: { kind: 'drhp', route: ROUTES.drhp, heading: 'Draft Red Herring Prospectus' },
  rhp: { kind: 'rhp', route: ROUTES.rhp, heading: 'Red Herring Prospectus Reports' },
  prospectus: { kind: 'prospectus', route: ROUTES.prospectus, heading: 'Prospectus' },
  policy: { kind: 'policy', route: ROUTES.policies, heading: 'Policy' },
  shareholding: {
    kind: 'shareholding',
    route: ROUTES.shareholding,
    heading: 'Shareholding Pattern Reports',
  },
};

/** Shown for a director without a photo, and for a committee photo that fails to load. */
export const DEFAULT_PERSON_IMAGE = '/images/investors/default-person.svg';
