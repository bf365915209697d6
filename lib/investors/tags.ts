import type { DocumentKind } from './types';

/**
 * Cache tags of the investor data. Every cached query carries the umbrella tag and its own, so a
 * write can refresh one page or, when unsure (hand edits in Prisma Studio), all of them.
 */
export const INVESTOR_TAG = 'investors';

export type InvestorArea =
  'directors' | 'committees' | 'registrar' | 'grievance' | 'clauses' | `documents:${DocumentKind}`;

export const tagOf = (area: InvestorArea) => `${INVESTOR_TAG}:${area}`;

export const tagsFor = (area: InvestorArea) => [INVESTOR_TAG, tagOf(area)];

/** The cached data is reloaded at least this often, in seconds. */
export const INVESTOR_REVALIDATE_SECONDS = 300;

/**
 * Lists and API answers are at most this old, in seconds: the publish time is applied when they
 * are made (./visibility.ts), so a scheduled filing shows within a minute of its time.
 */
export const PUBLIC_MAX_AGE_SECONDS = 60;
