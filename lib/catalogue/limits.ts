import type { Limit } from '@/lib/platform/rate-limit';

/**
 * Datasheets a client may have rendered: each is a PDF made on request (tens of milliseconds of
 * CPU), and 725 models in two languages are 1,450 addresses the edge keeps a second each, so a
 * client cycling through them would keep the server busy. Generous for a person or a dealer
 * downloading a range; the edge's copies do not count.
 */
export const DATASHEET_LIMITS: Limit[] = [
  { name: 'minute', seconds: 60, max: 30 },
  { name: 'day', seconds: 86_400, max: 1_000 },
];
