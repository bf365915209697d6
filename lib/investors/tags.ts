import type { DocumentKind } from './types';

/**
 * Cache tags of the investor data. Every cached query carries the umbrella tag and its own, so a
 * write can refresh one page or, when unsure (hand edits in Prisma Studio), all of them.
 */
export const INVESTOR_TAG = 'investors';

export type InvestorArea =
  'directors' | 'committees' | 'registrar' | 'grievance' | `documents:${DocumentKind}`;

export const tagOf = (area: InvestorArea) => `${INVESTOR_TAG}:${area}`;

export const tagsFor = (area: InvestorArea) => [INVESTOR_TAG, tagOf(area)];

/** Pages (and API answers) are regenerated at least this often, in seconds. */
export const INVESTOR_REVALIDATE_SECONDS = 300;
