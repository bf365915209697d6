import { RETENTION_RULES, type RetentionName } from '@/lib/features';
import { env, type Env } from '@/lib/platform/env';
import type { RetentionSetting } from '@/lib/platform/feature';
import { daysOf } from '@/lib/platform/retention';

/**
 * How long each kind of personal record is kept, in days: the settings its feature names
 * (`retention` in the manifests) read from the environment (lib/platform/env.ts). `npm run prune`
 * deletes by these figures (lib/features/retention.ts) and the privacy notice shows the same
 * ones, so the notice cannot promise a period the prune does not keep.
 */

type RetentionEnv = Pick<Env, RetentionSetting>;

/** Days each kind of record is kept, by the name its manifest gives it. */
export type RetentionDays = Readonly<Record<RetentionName, number>>;

export function retentionDays(config: RetentionEnv = env): RetentionDays {
  return Object.fromEntries(
    RETENTION_RULES.map((rule) => [rule.name, daysOf(rule, config)]),
  ) as Record<RetentionName, number>;
}
// The notice shows every period: lib/privacy/notice.test.ts.
