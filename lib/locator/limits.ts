import type { Limit } from '@/lib/platform/rate-limit';

/**
 * Searches a client may make through GET /api/outlets: generous for people and pages that call
 * it, low enough that nobody copies the whole directory quickly.
 */
export const LOCATOR_LIMITS: Limit[] = [
  { name: 'minute', seconds: 60, max: 60 },
  { name: 'day', seconds: 86_400, max: 2_000 },
];
