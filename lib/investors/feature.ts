import { STAFF_MENU_TEXT as T } from '@/content/staff';
import { defineFeature } from '@/lib/platform/feature';

/** Investor relations: filings, the board and its committees, contacts (investor relations). */
export const investors = defineFeature({
  name: 'investors',
  role: 'investor_relations',
  group: 'investors',
  staffAreas: ['/staff/investors'],
  menu: [
    { href: '/staff/investors/documents', label: T.investorDocuments },
    { href: '/staff/investors/disclosures', label: T.disclosures },
    { href: '/staff/investors/directors', label: T.directors },
    { href: '/staff/investors/committees', label: T.committees },
    { href: '/staff/investors/registrar', label: T.registrar },
    { href: '/staff/investors/grievance', label: T.grievance },
  ],
  /** The filings, current and archived, each result opening its file. */
  searchSources: ['investorDocuments'],
});
