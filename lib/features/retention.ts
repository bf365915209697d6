import { env } from '@/lib/platform/env';
import type { Prune } from '@/lib/platform/feature-server';
import { daysOf } from '@/lib/platform/retention';
import { RETENTION_RULES, type RetentionName } from './index';
import { mergedPart } from './server';

export type { Prune } from '@/lib/platform/feature-server';

/**
 * How `npm run prune` deletes each kind of personal record the features keep for a period
 * (`retention` in their manifests): the prunes of their server halves
 * (`lib/<feature>/feature.server.ts`), in the features' order, which is the command's.
 * Payments and receipts are never pruned: no feature declares them.
 */
export const PRUNES = mergedPart('prunes') as Record<RetentionName, Prune>;

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
