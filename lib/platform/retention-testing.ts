import { randomUUID } from 'node:crypto';
import { cutoff } from './retention';

/**
 * For a feature's test of its prune function (`lib/<feature>/retention.test.ts`): a period far
 * back, so that no other test file's rows (made now, or a few hundred days ago) are in reach, and
 * a row older than it, one made exactly at its cut-off and one a day newer.
 */
export const PRUNE_DAYS = 3000;
export const PRUNE_NOW = new Date();
export const PRUNE_AGES = {
  older: new Date(cutoff(PRUNE_DAYS, PRUNE_NOW).getTime() - 1),
  boundary: cutoff(PRUNE_DAYS, PRUNE_NOW),
  newer: new Date(cutoff(PRUNE_DAYS, PRUNE_NOW).getTime() + 86_400_000),
};

/**
 * Makes one row per age (PRUNE_AGES), each tagged `<age>-<run>`, runs `prune` and returns how
 * many it deleted and the ages of the rows still there: `{ deleted: 1, left: ['boundary',
 * 'newer'] }` for a prune that deletes what is past its period and nothing else.
 */
export async function pruneSurvivors(
  make: (tag: string, createdAt: Date) => Promise<unknown>,
  remaining: (tags: string[]) => Promise<string[]>,
  prune: (days: number, now: Date) => Promise<number>,
) {
  const run = randomUUID().slice(0, 8);
  const tags = Object.keys(PRUNE_AGES).map((age) => `${age}-${run}`);
  for (const [age, createdAt] of Object.entries(PRUNE_AGES)) await make(`${age}-${run}`, createdAt);
  const deleted = await prune(PRUNE_DAYS, PRUNE_NOW);
  return { deleted, left: (await remaining(tags)).map((t) => t.replace(`-${run}`, '')).sort() };
}
