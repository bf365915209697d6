import { ROUTES, type PublicRoute } from './routes';

/**
 * Disclosures a listed company keeps on its website (SEBI LODR Regulation 46 and the rules it
 * points to). Each category is a list of filings that staff manage like the spec's six lists
 * (content/investors.ts), with a page under /investor-relations/disclosures/<key>. The index
 * page (/investor-relations/disclosures) shows DISCLOSURE_CLAUSES in order.
 */

export const DISCLOSURES_PATH = '/investor-relations/disclosures';

export interface DisclosureCategory {
  /** The address segment and the staff form's value. */
  key: string;
  /** The database's name of the kind (prisma/schema.prisma, InvestorDocumentKind). */
  db: string;
  heading: string;
  description: string;
  /**
   * Standing documents (charters, policies, codes) stay current until staff archive them; other
   * filings move to the archived list five years after they were published (Regulation 30(8)).
   */
  standing?: true;
}

const c = <K extends string>(
  key: K,
  db: string,
  heading: string,
  description: string,
  standing?: true,
) =>
  ({
    key,
    db,
    heading,
    description,
    ...(standing ? { standing } : {}),
  }) satisfies DisclosureCategory;

export const DISCLOSURE_CATEGORIES = [
  c(
    'memorandum-and-articles',
    'MOA_AOA',
    'Memorandum and Articles of Association',
    'The company’s memorandum and articles of association.',
    true,
  ),
  c(
    'independent-directors-appointment',
    'ID_APPOINTMENT',
    'Terms of Appointment of Independent Directors',
    'Terms and conditions of appointment of independent directors.',
    true,
  ),
  c(
    'code-of-conduct',
    'CODE_OF_CONDUCT',
    'Code of Conduct',
    'Code of conduct of the board of directors and senior management.',
    true,
  ),
  c(
    'vigil-mechanism',
    'VIGIL_MECHANISM',
    'Vigil Mechanism and Whistle-blower Policy',
    'How directors and employees can report concerns.',
    true,
  ),
  c(
    'non-executive-director-payments',
    'NED_PAYMENT_CRITERIA',
    'Criteria of Payments to Non-executive Directors',
    'Criteria of making payments to non-executive directors.',
    true,
  ),
  c(
    'related-party-transactions-policy',
    'RPT_POLICY',
    'Policy on Related Party Transactions',
    'Policy on materiality of and dealing with related party transactions.',
    true,
  ),
  c(
    'material-subsidiaries-policy',
    'MATERIAL_SUBSIDIARY_POLICY',
    'Policy for Determining Material Subsidiaries',
    'Policy for determining material subsidiaries.',
    true,
  ),
  c(
    'familiarisation-programmes',
    'FAMILIARISATION',
    'Familiarisation Programmes for Independent Directors',
    'Familiarisation programmes imparted to independent directors, with the number of programmes and hours.',
  ),
  c(
    'board-meetings',
    'BOARD_MEETINGS',
    'Board Meetings: Notices and Outcomes',
    'Notices of board meetings and their outcomes.',
  ),
  c('financial-results', 'RESULTS', 'Financial Results', 'Quarterly and annual financial results.'),
  c(
    'media-agreements',
    'MEDIA_AGREEMENTS',
    'Agreements with Media Companies',
    'Agreements with media companies and their associates.',
  ),
  c(
    'analyst-meets',
    'ANALYST_MEETS',
    'Analyst and Investor Meets',
    'Schedules of analyst and institutional investor meets, presentations, recordings and transcripts.',
  ),
  c(
    'name-change',
    'NAME_CHANGE',
    'Change of Name',
    'The company’s new and old names, for a year after a change.',
  ),
  c(
    'newspaper-publications',
    'NEWSPAPER',
    'Newspaper Publications',
    'Notices and results published in newspapers.',
  ),
  c(
    'credit-ratings',
    'CREDIT_RATINGS',
    'Credit Ratings',
    'Credit ratings of the company’s outstanding instruments.',
  ),
  c(
    'subsidiary-financial-statements',
    'SUBSIDIARY_ACCOUNTS',
    'Financial Statements of Subsidiaries',
    'Audited financial statements of each subsidiary.',
  ),
  c(
    'secretarial-compliance-reports',
    'SECRETARIAL_COMPLIANCE',
    'Secretarial Compliance Reports',
    'Annual secretarial compliance reports.',
  ),
  c(
    'materiality-policy',
    'MATERIALITY_POLICY',
    'Policy for Determining Materiality of Events',
    'Policy for determining materiality of events and information.',
    true,
  ),
  c(
    'materiality-contacts',
    'MATERIALITY_KMP',
    'Officials Authorised to Determine Materiality',
    'Contact details of the key managerial personnel authorised to determine materiality.',
    true,
  ),
  c(
    'dividend-distribution-policy',
    'DIVIDEND_POLICY',
    'Dividend Distribution Policy',
    'The company’s dividend distribution policy.',
    true,
  ),
  c(
    'statements-of-deviation',
    'DEVIATION',
    'Statements of Deviation or Variation',
    'Statements of deviation or variation in the use of issue proceeds.',
  ),
  c(
    'corporate-governance-reports',
    'GOVERNANCE_REPORTS',
    'Corporate Governance Reports',
    'Quarterly corporate governance reports.',
  ),
  c(
    'annual-returns',
    'ANNUAL_RETURNS',
    'Annual Returns',
    'Annual returns under the Companies Act, 2013.',
  ),
  c(
    'archival-policy',
    'ARCHIVAL_POLICY',
    'Archival Policy',
    'Policy on the preservation and archival of documents.',
    true,
  ),
  c(
    'general-meetings',
    'GENERAL_MEETINGS',
    'General Meetings',
    'Notices of general meetings, voting results and scrutiniser’s reports.',
  ),
  c(
    'stock-exchange-disclosures',
    'EXCHANGE_DISCLOSURES',
    'Disclosures to Stock Exchanges',
    'Events and information disclosed to the stock exchanges.',
  ),
] as const;

export type DisclosureKey = (typeof DISCLOSURE_CATEGORIES)[number]['key'];

export const disclosureRoute = (category: DisclosureCategory): PublicRoute => ({
  path: `${DISCLOSURES_PATH}/${category.key}`,
  title: category.heading,
  description: category.description,
});

/** What a clause of the index points to: a list of filings, or a page of the site. */
export type ClauseSource = { list: string } | { route: PublicRoute };

export interface DisclosureClause {
  key: string;
  /** Where the rule is, as compliance officers cite it. */
  reference: string;
  title: string;
  sources: ClauseSource[];
}

const list = (
  key: DisclosureKey | 'financials' | 'shareholding' | 'policy' | 'drhp' | 'rhp' | 'prospectus',
) => ({ list: key });
const page = (route: PublicRoute) => ({ route });

/** The index, in the order of Regulation 46(2), then the other rules' disclosures. */
export const DISCLOSURE_CLAUSES: DisclosureClause[] = [
  {
    key: 'business',
    reference: 'Reg. 46(2)(a)',
    title: 'Details of business',
    sources: [page(ROUTES.about), page(ROUTES.services)],
  },
  {
    key: 'moa-aoa',
    reference: 'Reg. 46(2)(aa)',
    title: 'Memorandum and articles of association',
    sources: [list('memorandum-and-articles')],
  },
  {
    key: 'board-profile',
    reference: 'Reg. 46(2)(ab)',
    title: 'Brief profile of the board of directors',
    sources: [page(ROUTES.board)],
  },
  {
    key: 'id-appointment',
    reference: 'Reg. 46(2)(b)',
    title: 'Terms and conditions of appointment of independent directors',
    sources: [list('independent-directors-appointment')],
  },
  {
    key: 'committees',
    reference: 'Reg. 46(2)(c)',
    title: 'Composition of committees of the board',
    sources: [page(ROUTES.committees)],
  },
  {
    key: 'code-of-conduct',
    reference: 'Reg. 46(2)(d)',
    title: 'Code of conduct of the board and senior management',
    sources: [list('code-of-conduct')],
  },
  {
    key: 'vigil-mechanism',
    reference: 'Reg. 46(2)(e)',
    title: 'Vigil mechanism and whistle-blower policy',
    sources: [list('vigil-mechanism')],
  },
  {
    key: 'ned-payments',
    reference: 'Reg. 46(2)(f)',
    title: 'Criteria of making payments to non-executive directors',
    sources: [list('non-executive-director-payments')],
  },
  {
    key: 'rpt-policy',
    reference: 'Reg. 46(2)(g)',
    title: 'Policy on dealing with related party transactions',
    sources: [list('related-party-transactions-policy')],
  },
  {
    key: 'material-subsidiaries',
    reference: 'Reg. 46(2)(h)',
    title: 'Policy for determining material subsidiaries',
    sources: [list('material-subsidiaries-policy')],
  },
  {
    key: 'familiarisation',
    reference: 'Reg. 46(2)(i)',
    title: 'Familiarisation programmes imparted to independent directors',
    sources: [list('familiarisation-programmes')],
  },
  {
    key: 'grievance-email',
    reference: 'Reg. 46(2)(j)',
    title: 'E-mail address for grievance redressal',
    sources: [page(ROUTES.grievance)],
  },
  {
    key: 'grievance-officials',
    reference: 'Reg. 46(2)(k)',
    title: 'Officials handling investor grievances',
    sources: [page(ROUTES.grievance), page(ROUTES.registrar)],
  },
  {
    key: 'board-meeting-notices',
    reference: 'Reg. 46(2)(l)(i)',
    title: 'Notices of board meetings on financial results, and their outcomes',
    sources: [list('board-meetings')],
  },
  {
    key: 'financial-results',
    reference: 'Reg. 46(2)(l)(ii)',
    title: 'Financial results',
    sources: [list('financial-results'), list('financials')],
  },
  {
    key: 'annual-reports',
    reference: 'Reg. 46(2)(l)(iii)',
    title: 'Annual reports',
    sources: [list('financials')],
  },
  {
    key: 'shareholding',
    reference: 'Reg. 46(2)(m)',
    title: 'Shareholding pattern',
    sources: [list('shareholding')],
  },
  {
    key: 'media-agreements',
    reference: 'Reg. 46(2)(n)',
    title: 'Agreements with media companies',
    sources: [list('media-agreements')],
  },
  {
    key: 'analyst-meets',
    reference: 'Reg. 46(2)(o), (oa)',
    title:
      'Analyst and institutional investor meets: schedules, presentations, recordings and transcripts',
    sources: [list('analyst-meets')],
  },
  {
    key: 'name-change',
    reference: 'Reg. 46(2)(p)',
    title: 'New and old name of the company',
    sources: [list('name-change')],
  },
  {
    key: 'newspaper',
    reference: 'Reg. 46(2)(q), Reg. 47',
    title: 'Newspaper publications',
    sources: [list('newspaper-publications')],
  },
  {
    key: 'credit-ratings',
    reference: 'Reg. 46(2)(r)',
    title: 'Credit ratings',
    sources: [list('credit-ratings')],
  },
  {
    key: 'subsidiary-accounts',
    reference: 'Reg. 46(2)(s)',
    title: 'Audited financial statements of subsidiaries',
    sources: [list('subsidiary-financial-statements')],
  },
  {
    key: 'secretarial-compliance',
    reference: 'Reg. 24A',
    title: 'Secretarial compliance reports',
    sources: [list('secretarial-compliance-reports')],
  },
  {
    key: 'materiality-policy',
    reference: 'Reg. 30(4)',
    title: 'Policy for determining materiality of events or information',
    sources: [list('materiality-policy')],
  },
  {
    key: 'materiality-contacts',
    reference: 'Reg. 30(5)',
    title: 'Key managerial personnel authorised to determine materiality',
    sources: [list('materiality-contacts')],
  },
  {
    key: 'exchange-disclosures',
    reference: 'Reg. 30(8)',
    title: 'Disclosures of events and information to the stock exchanges',
    sources: [list('stock-exchange-disclosures')],
  },
  {
    key: 'archival-policy',
    reference: 'Reg. 30(8)',
    title: 'Archival policy',
    sources: [list('archival-policy')],
  },
  {
    key: 'deviation',
    reference: 'Reg. 32',
    title: 'Statements of deviation or variation in the use of proceeds',
    sources: [list('statements-of-deviation')],
  },
  {
    key: 'governance-reports',
    reference: 'Reg. 27(2)',
    title: 'Corporate governance reports',
    sources: [list('corporate-governance-reports')],
  },
  {
    key: 'dividend-policy',
    reference: 'Reg. 43A',
    title: 'Dividend distribution policy',
    sources: [list('dividend-distribution-policy')],
  },
  {
    key: 'general-meetings',
    reference: 'Reg. 44',
    title: 'General meeting notices, voting results and scrutiniser’s reports',
    sources: [list('general-meetings')],
  },
  {
    key: 'annual-returns',
    reference: 'Companies Act, 2013, s. 92(3)',
    title: 'Annual returns',
    sources: [list('annual-returns')],
  },
  {
    key: 'other-policies',
    reference: 'Reg. 46(2)',
    title: 'Other policies and programmes',
    sources: [list('policy')],
  },
  {
    key: 'offer-documents',
    reference: 'SEBI ICDR Regulations',
    title: 'Offer documents',
    sources: [list('drhp'), list('rhp'), list('prospectus')],
  },
];

export const DISCLOSURE_TEXT = {
  caption: 'Disclosures under Regulation 46, where to find them, and when each was last updated',
  clauseColumn: 'Regulation',
  disclosureColumn: 'Disclosure',
  whereColumn: 'Where to find it',
  updatedColumn: 'Last updated',
  nothingYet: 'Nothing published yet.',
  noDate: '–',
  notApplicable: (reason: string) => `Not applicable: ${reason}`,
  filingCount: (count: number) => ` (${count} ${count === 1 ? 'filing' : 'filings'})`,
  latestHeading: 'Latest announcements',
  latestEmpty: 'No announcements yet.',
  allDisclosures: 'All disclosures under Regulation 46',
  feedLink: 'Announcements feed (Atom)',
  feedTitle: 'Investor announcements',
  feedAuthor: 'Investor relations',
  feedPath: '/investor-relations/feed.xml',
} as const;
