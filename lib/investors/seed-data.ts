/**
 * Placeholder investor data (names, addresses and filings are samples, not the company's).
 * `photo: true` gives the person a generated sample portrait; the others show the default image.
 */
import type { InvestorDocumentKind } from '@/lib/platform/db/generated/client';

export interface SamplePerson {
  name: string;
  designation: string;
  photo: boolean;
  profileSummary: string;
}

const profile = (role: string, years: number, focus: string) =>
  `${role} with ${years} years of experience in ${focus}.`;

export const SAMPLE_DIRECTORS: SamplePerson[] = [
  {
    name: 'Rajesh Kumar Sharma',
    designation: 'Chairman and Managing Director',
    photo: true,
    profileSummary: profile('Founder and managing director', 30, 'lighting and power electronics'),
  },
  {
    name: 'Anita Verma',
    designation: 'Whole-time Director',
    photo: true,
    profileSummary: profile('Whole-time director', 18, 'operations and manufacturing'),
  },
  {
    name: 'Sanjay Mehta',
    designation: 'Non-Executive Director',
    photo: false,
    profileSummary: profile('Non-executive director', 22, 'finance and corporate strategy'),
  },
  {
    name: 'Priya Nair',
    designation: 'Independent Director',
    photo: true,
    profileSummary: profile('Independent director', 15, 'corporate governance and law'),
  },
  {
    name: 'Harpreet Singh Gill',
    designation: 'Independent Director',
    photo: false,
    profileSummary: profile('Independent director', 25, 'banking and audit'),
  },
];

const chair = (name: string, focus: string): SamplePerson => ({
  name,
  designation: 'Chairperson',
  photo: true,
  profileSummary: profile('Committee chairperson', 20, focus),
});
const member = (name: string, focus: string): SamplePerson => ({
  name,
  designation: 'Member',
  photo: false,
  profileSummary: profile('Committee member', 15, focus),
});

/** Categories as the old site stored them (lower case); the pages show display names. */
export const SAMPLE_COMMITTEES: Record<string, SamplePerson[]> = {
  'audit committee': [
    chair('Harpreet Singh Gill', 'banking and audit'),
    member('Priya Nair', 'corporate governance'),
    member('Sanjay Mehta', 'finance'),
  ],
  'nomination and remuneration committee': [
    chair('Priya Nair', 'corporate governance and law'),
    member('Harpreet Singh Gill', 'banking'),
    member('Sanjay Mehta', 'corporate strategy'),
  ],
  'stakeholder relationship committee': [
    chair('Sanjay Mehta', 'investor relations'),
    member('Rajesh Kumar Sharma', 'lighting and power electronics'),
    member('Anita Verma', 'operations'),
  ],
};

export const SAMPLE_REGISTRAR = {
  name: 'Sample Registrar and Share Transfer Services Pvt Ltd',
  address: 'Unit 00, Example Business Park\nOkhla Industrial Area Phase 0\nNew Delhi 110020',
  telNo: '+91 11 0000 0000',
  emailId: 'investor.desk@example.com',
  contactPerson: 'Meera Kapoor',
  website: 'https://www.example.com',
};

export const SAMPLE_GRIEVANCE_CONTACTS = [
  {
    name: 'Company Secretary and Compliance Officer',
    address: 'Plot 00, Industrial Area Phase 1\nChandigarh 160022',
    number: '+91 98765 43212',
    email: 'investors@example.com',
  },
  {
    name: 'Investor Services Desk, Sample Registrar',
    address: 'Unit 00, Example Business Park\nNew Delhi 110020',
    number: '+91 11 0000 0001',
    email: 'grievance.desk@example.com',
  },
];

export interface SampleDocument {
  title: string;
  year: string;
  archived?: boolean;
}

/** The kinds of the spec's six document pages (the Regulation 46 ones are in content/disclosures.ts). */
type ListKind = 'FINANCIALS' | 'DRHP' | 'RHP' | 'PROSPECTUS' | 'POLICY' | 'SHAREHOLDING';

export const KIND_LABELS: Record<ListKind, string> = {
  FINANCIALS: 'Financial report',
  DRHP: 'Draft red herring prospectus',
  RHP: 'Red herring prospectus',
  PROSPECTUS: 'Prospectus',
  POLICY: 'Policy',
  SHAREHOLDING: 'Shareholding pattern',
};

export const SAMPLE_DOCUMENTS: Record<ListKind, SampleDocument[]> = {
  FINANCIALS: [
    { title: 'Annual Report', year: '2023-24' },
    { title: 'Audited Financial Results', year: '2023-24' },
    { title: 'Half-yearly Financial Results', year: 'H1 2024-25' },
    { title: 'Annual Report', year: '2021-22', archived: true },
    { title: 'Annual Report', year: '2020-21', archived: true },
  ],
  DRHP: [
    { title: 'Draft Red Herring Prospectus', year: '2024' },
    { title: 'Addendum to the Draft Red Herring Prospectus', year: '2024' },
    { title: 'Draft Red Herring Prospectus (withdrawn)', year: '2023', archived: true },
  ],
  RHP: [
    { title: 'Red Herring Prospectus', year: '2024' },
    { title: 'Corrigendum to the Red Herring Prospectus', year: '2024' },
    { title: 'Red Herring Prospectus (earlier issue)', year: '2023', archived: true },
  ],
  PROSPECTUS: [
    { title: 'Prospectus', year: '2024' },
    { title: 'Abridged Prospectus', year: '2024' },
    { title: 'Prospectus (earlier issue)', year: '2023', archived: true },
  ],
  POLICY: [
    { title: 'Code of Conduct for Directors and Senior Management', year: '2024' },
    { title: 'Policy on Related Party Transactions', year: '2024' },
    { title: 'Whistle Blower Policy', year: '2024' },
    { title: 'Policy on Related Party Transactions', year: '2022', archived: true },
  ],
  SHAREHOLDING: [
    { title: 'Shareholding Pattern, quarter ended 30 September', year: '2024' },
    { title: 'Shareholding Pattern, quarter ended 30 June', year: '2024' },
    { title: 'Shareholding Pattern, quarter ended 31 March', year: '2024', archived: true },
    { title: 'Shareholding Pattern, quarter ended 31 December', year: '2023', archived: true },
  ],
};

/** A sample Regulation 46 filing, published at a fixed time (the index and the feed date it). */
export interface SampleDisclosure {
  kind: InvestorDocumentKind;
  kindLabel: string;
  title: string;
  year: string;
  publishedAt: string;
}

/** A few categories filled in, so the index, the announcements and the feed have something. */
export const SAMPLE_DISCLOSURES: SampleDisclosure[] = [
  {
    kind: 'RESULTS',
    kindLabel: 'Financial results',
    title: 'Unaudited Financial Results for the Quarter ended 30 September 2025',
    year: 'Q2 2025-26',
    publishedAt: '2025-11-12T11:30:00.000Z',
  },
  {
    kind: 'BOARD_MEETINGS',
    kindLabel: 'Board meeting',
    title: 'Outcome of the Board Meeting held on 12 November 2025',
    year: 'Q2 2025-26',
    publishedAt: '2025-11-12T11:00:00.000Z',
  },
  {
    kind: 'BOARD_MEETINGS',
    kindLabel: 'Board meeting',
    title: 'Notice of the Board Meeting on 12 November 2025',
    year: 'Q2 2025-26',
    publishedAt: '2025-11-03T05:30:00.000Z',
  },
  {
    kind: 'NEWSPAPER',
    kindLabel: 'Newspaper publication',
    title: 'Newspaper Publication of the Results for the Quarter ended 30 September 2025',
    year: 'Q2 2025-26',
    publishedAt: '2025-11-14T05:30:00.000Z',
  },
  {
    kind: 'CODE_OF_CONDUCT',
    kindLabel: 'Code of conduct',
    title: 'Code of Conduct for the Board and Senior Management',
    year: '',
    publishedAt: '2024-04-01T04:30:00.000Z',
  },
  {
    kind: 'VIGIL_MECHANISM',
    kindLabel: 'Policy',
    title: 'Vigil Mechanism and Whistle-blower Policy',
    year: '',
    publishedAt: '2024-04-01T04:30:00.000Z',
  },
];
