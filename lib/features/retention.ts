import { pruneClickLogs } from '@/lib/analytics/click-log';
import { pruneContactEnquiries, pruneDealerEnquiries } from '@/lib/enquiries/retention';
import { pruneUnconfirmedSubscribers } from '@/lib/newsletter/subscribe';
import { pruneOutboxMail } from '@/lib/outbox/retention';
import { env } from '@/lib/platform/env';
import { daysOf } from '@/lib/platform/retention';
import { pruneServiceRequests } from '@/lib/service/retention';
import { pruneLoginAttempts } from '@/lib/staff/retention';
import { pruneWarrantyRegistrations } from '@/lib/warranty/retention';
import { RETENTION_RULES, type RetentionName } from './index';

/** Deletes the records past a period of `days` days; returns how many. */
export type Prune = (days: number) => Promise<number>;

/**
 * How `npm run prune` deletes each kind of personal record the features keep for a period
 * (`retention` in their manifests). A kind declared without its prune here fails the type check.
 * Payments and receipts are never pruned: no feature declares them.
 *
 * The order is the command's: it prints one line per kind, in the order it always has.
 */
export const PRUNES: Record<RetentionName, Prune> = {
  pageViews: pruneClickLogs,
  contactEnquiries: pruneContactEnquiries,
  dealerEnquiries: pruneDealerEnquiries,
  mail: pruneOutboxMail,
  loginAttempts: pruneLoginAttempts,
  unconfirmedSignUps: pruneUnconfirmedSubscribers,
  warrantyRegistrations: pruneWarrantyRegistrations,
  serviceRequests: pruneServiceRequests,
};

export interface PruneStep {
  /** What it deletes, and from what its period counts when not the record's making (words). */
  what: string;
  after?: string;
  days: number;
  prune: Prune;
}

/** The command's steps: each kind's words and period (from its manifest) and its prune. */
export function pruneSteps(config = env): PruneStep[] {
  return (Object.keys(PRUNES) as RetentionName[]).map((name) => {
    const rule = RETENTION_RULES.find((r) => r.name === name)!;
    return { what: rule.what, after: rule.after, days: daysOf(rule, config), prune: PRUNES[name] };
  });
}
