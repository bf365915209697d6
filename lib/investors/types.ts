/** Plain view types of the investor pages and the old API (no Prisma types leave lib/investors). */
import { DISCLOSURE_CATEGORIES } from '@/content/disclosures';
import { DOCUMENT_KINDS, LIST_KINDS, type DocumentKind } from '@/content/investors';

import type { InvestorDocumentKind } from '@/lib/platform/db/generated/client';

export { DOCUMENT_KINDS, LIST_KINDS, type DocumentKind };

/** The kind of one of the spec's six lists as the database names it. */
export const LIST_KIND_IN_DB = {
  financials: 'FINANCIALS',
  drhp: 'DRHP',
  rhp: 'RHP',
  prospectus: 'PROSPECTUS',
  policy: 'POLICY',
  shareholding: 'SHAREHOLDING',
} as const satisfies Record<(typeof LIST_KINDS)[number], InvestorDocumentKind>;

/** Every kind as the database names it. */
export const KIND_IN_DB = {
  ...LIST_KIND_IN_DB,
  ...Object.fromEntries(DISCLOSURE_CATEGORIES.map((c) => [c.key, c.db as InvestorDocumentKind])),
} as Record<DocumentKind, InvestorDocumentKind>;

/** The kind of a database row. */
export const KIND_OF = Object.fromEntries(
  DOCUMENT_KINDS.map((kind) => [KIND_IN_DB[kind], kind]),
) as Record<InvestorDocumentKind, DocumentKind>;

export interface Person {
  id: string;
  name: string;
  designation: string;
  /** Address of the photo, or null when there is none (the page shows the default image). */
  image: string | null;
  profileSummary: string;
}

export type Director = Person;

export interface CommitteeMember extends Person {
  /** The stored category, as the old site stored it ("audit committee"). */
  category: string;
}

export interface CommitteeGroup {
  category: string;
  /** Display name (spec §3). */
  label: string;
  members: CommitteeMember[];
}

export interface RegistrarDetail {
  id: string;
  name: string;
  address: string;
  telNo: string;
  emailId: string;
  contactPerson: string;
  website: string;
}

export interface GrievanceContact {
  id: string;
  name: string;
  address: string;
  number: string;
  email: string;
}

export interface InvestorDocument {
  id: string;
  title: string;
  year: string;
  /** Address of the file (usually `/files/...`), or a link elsewhere. */
  file: string;
  /** When it was, or will be, published (ISO 8601). */
  publishedAt: string;
}

/** A row as stored and cached: the public lists are made from these at the time of reading. */
export interface StoredDocument extends InvestorDocument {
  archived: boolean;
}

export interface DocumentList {
  current: InvestorDocument[];
  archived: InvestorDocument[];
}

const DISCLOSURE_KINDS = new Set<string>(DISCLOSURE_CATEGORIES.map((c) => c.key));

/** The kind of a Regulation 46 category's address segment, or null for any other text. */
export const disclosureKindOf = (segment: string): DocumentKind | null =>
  DISCLOSURE_KINDS.has(segment) ? (segment as DocumentKind) : null;
