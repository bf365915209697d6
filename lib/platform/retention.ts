import { env, type Env } from '@/lib/platform/env';
import type { RetentionSetting, RetentionSpec } from '@/lib/platform/feature';
import type { FileStorage } from '@/lib/platform/storage';

/**
 * The kit of the features' prune functions (`npm run prune`, lib/features/retention.ts): each
 * deletes its records past their period, given in days.
 */

/** The moment `days` days before `now`: records made before it are past their period. */
export const cutoff = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000);

/** The `where` of rows made more than `days` days before `now`. */
export const olderThan = (days: number, now: Date) => ({ createdAt: { lt: cutoff(days, now) } });

/** Removes stored files of deleted rows; a file already gone is no error. */
export async function removeFiles(keys: string[], files: FileStorage) {
  for (const key of keys) await files.remove(key);
}

/** A period, in days: its setting's, or the shortest of its settings'. */
export const daysOf = (
  spec: Pick<RetentionSpec, 'days'>,
  config: Pick<Env, RetentionSetting> = env,
) => Math.min(...[spec.days].flat().map((setting) => config[setting]));
