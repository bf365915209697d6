/** Plain view types of the investor pages and the old API (no Prisma types leave lib/investors). */
import { DOCUMENT_KINDS, type DocumentKind } from '@/content/investors';

import type { InvestorDocumentKind } from '@/lib/db/generated/client';

export { DOCUMENT_KINDS, type DocumentKind };

/** The kind as the database names it. */
export const KIND_IN_DB = {
  financials: 'FINANCIALS',
  drhp: 'DRHP',
  rhp: 'RHP',
  prospectus: 'PROSPECTUS',
  policy: 'POLICY',
  shareholding: 'SHAREHOLDING',
} as const satisfies Record<DocumentKind, InvestorDocumentKind>;

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
  /** Address of the file (usually `/files/...`). */
  file: string;
}

export interface DocumentList {
  current: InvestorDocument[];
  archived: InvestorDocument[];
}
